// Uploaded pictures' names in any language become plain ones, never garbled; thumbnails are cached in a
// folder only the editor's user can read or write.
import { afterAll, describe, expect, it } from 'vitest';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { privateFolder, slugOf, thumbnailOf, THUMBNAILS_DIR } from '../../../editor/server/pictures-files';
import { CACHE_DIR } from '../../../generator/paths';
import { alreadyThere } from '../../../editor/server/pictures';

const temporary: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'picture-files-'));
  temporary.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('names of uploaded pictures', () => {
  it('spells letters of other languages in plain ones', () => {
    expect(slugOf('ünïcødé.jpg')).toBe('unicode');
    expect(slugOf('Grüße Straße.png')).toBe('grusse-strasse');
    expect(slugOf('Fußgängerbrücke am Fluss.JPG')).toBe('fussgangerbrucke-am-fluss');
    expect(slugOf('Crème brûlée à l’œuf (été 2024).jpeg')).toBe('creme-brulee-a-l-oeuf-ete-2024');
    expect(slugOf('Façade de l’Hôtel-Dieu.webp')).toBe('facade-de-l-hotel-dieu');
    expect(slugOf('Ærøskøbing havn.jpg')).toBe('aeroskobing-havn');
    expect(slugOf('Łódź.png')).toBe('lodz');
  });

  it('reads names a Mac sends with separate accents the same way', () => {
    expect(slugOf('u\u0308ni\u0308co\u0338de\u0301.jpg'.normalize('NFD'))).toBe('unicode');
    expect(slugOf('ﬁsh pond.png')).toBe('fish-pond');
  });

  it('falls back to "picture" when nothing plain is left', () => {
    expect(slugOf('日本.jpg')).toBe('picture');
  });
});

describe('an upload the library already has', () => {
  it('is named with where it is used, as the library counts places', () => {
    expect(alreadyThere('lake-dock.jpg', 7)).toBe(
      'This picture is already in the library as lake-dock.jpg, used in 7 places. It was not added again.',
    );
    expect(alreadyThere('roof.png', 1)).toMatch(/as roof.png, used in 1 place\./);
    expect(alreadyThere('roof.png', 0)).toMatch(/as roof.png, not used yet\./);
  });
});

describe('the thumbnail cache', () => {
  const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

  it("is in the project's cache folder, not the shared temp folder", () => {
    expect(THUMBNAILS_DIR.startsWith(CACHE_DIR)).toBe(true);
    expect(path.dirname(THUMBNAILS_DIR)).not.toBe(os.tmpdir()); // the project may itself live under /tmp (a CI clone)
  });

  it('is made readable by its user only (0700), and put back to 0700 if it was opened to others', async () => {
    const made = path.join(await tempDir(), 'thumbnails');
    await privateFolder(made);
    expect(await modeOf(made)).toBe(0o700);
    const opened = path.join(await tempDir(), 'thumbnails');
    await mkdir(opened);
    await chmod(opened, 0o777);
    await privateFolder(opened);
    expect(await modeOf(opened)).toBe(0o700);
  });

  it('refuses a file where the folder should be', async () => {
    const file = path.join(await tempDir(), 'thumbnails');
    await writeFile(file, 'not a folder');
    await expect(privateFolder(file)).rejects.toThrow(/not a folder of the user running the editor/);
  });

  it('keeps thumbnails by content in that folder', async () => {
    const dir = await tempDir();
    const picture = path.join(dir, 'green.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
    );
    const cache = path.join(dir, 'cache', 'thumbnails');
    const thumbnail = await thumbnailOf(picture, cache);
    expect((await sharp(thumbnail).metadata()).width).toBe(360);
    expect(await modeOf(cache)).toBe(0o700);
    expect(await readdir(cache)).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.webp$/)]);
    expect((await stat(path.join(cache, (await readdir(cache))[0]))).mode & 0o777).toBe(0o600);
    expect(await thumbnailOf(picture, cache)).toEqual(thumbnail);
  });
});
