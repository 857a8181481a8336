// Pictures as the build prepares them (generator/assets/images.ts): photos upright as the camera meant them,
// SVG sizes read from the file, never guessed.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareImages } from '../../../generator/assets/images';
import { projectRoot } from '../../../generator/paths';

const work = mkdtempSync(path.join(tmpdir(), 'images-'));
const dirs = {
  imagesDir: path.join(work, 'images'),
  outDir: path.join(work, 'dist'),
  cacheDir: path.join(work, 'cache'),
};
mkdirSync(dirs.imagesDir);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const outFile = (url: string) => path.join(dirs.outDir, url);
/** The colour at (x, y) of an encoded picture, decoded as shown. */
async function colourAt(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
const isRed = (c: { r: number; b: number }) => c.r > 150 && c.b < 100;
const isBlue = (c: { r: number; b: number }) => c.b > 150 && c.r < 100;

describe('photos with an EXIF orientation', () => {
  // tests/fixtures/images/phone-upright.jpg: stored 64×32, left half red, right half blue, with
  // EXIF orientation 6 (turn 90° clockwise), as a phone held upright saves it. Shown: 32×64, red on top.
  it('come out upright in every variant, with the size as shown and no orientation tag left', async () => {
    copyFileSync(
      path.join(projectRoot, 'tests/fixtures/images/phone-upright.jpg'),
      path.join(dirs.imagesDir, 'phone-upright.jpg'),
    );
    const { 'phone-upright.jpg': info } = await prepareImages(['phone-upright.jpg'], dirs);
    expect(info).toMatchObject({ width: 32, height: 64 });

    const variants = readdirSync(path.join(dirs.outDir, 'img')).filter((f) => f.startsWith('phone-upright-'));
    expect(variants.map((f) => path.extname(f)).sort()).toEqual(['.avif', '.jpg', '.webp']);
    for (const variant of variants) {
      const file = path.join(dirs.outDir, 'img', variant);
      const meta = await sharp(file).metadata();
      expect({ variant, width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 }).toEqual({
        variant,
        width: 32,
        height: 64,
        orientation: 1,
      });
      expect(isRed(await colourAt(file, 16, 8)), `${variant}: red on top`).toBe(true);
      expect(isBlue(await colourAt(file, 16, 56)), `${variant}: blue below`).toBe(true);
    }
    expect(info!.src).toMatch(/^\/img\/phone-upright-32\.\w+\.jpg$/);
    expect((await sharp(outFile(info!.src)).metadata()).width).toBe(32);
  });
});

describe('SVG sizes', () => {
  const svg = (name: string, attributes: string) => {
    writeFileSync(
      path.join(dirs.imagesDir, name),
      `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`,
    );
    return name;
  };

  it('come from the viewBox, else from width and height', async () => {
    const images = await prepareImages(
      [svg('boxed.svg', 'viewBox="0 0 1200 800" width="100%"'), svg('sized.svg', 'width="640" height="480"')],
      dirs,
    );
    expect(images['boxed.svg']).toMatchObject({ width: 1200, height: 800 });
    expect(images['sized.svg']).toMatchObject({ width: 640, height: 480 });
  });

  it('are never assumed: an SVG with neither is reported with what to add', async () => {
    const failure = await prepareImages([svg('unsized.svg', '')], dirs).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('assets/images/unsized.svg');
    expect(String((failure as Error).cause)).toContain(
      'has no viewBox (nor width and height), so its size is unknown. Add viewBox="0 0 WIDTH HEIGHT"',
    );
  });
});

describe('a picture that cannot be read', () => {
  it('is reported with every format site.json accepts for a picture', async () => {
    writeFileSync(path.join(dirs.imagesDir, 'broken.webp'), 'not a picture');
    const failure = await prepareImages(['broken.webp'], dirs).catch((error: Error) => error);
    expect((failure as Error).message).toContain('Could not prepare image assets/images/broken.webp.');
    const schema = JSON.parse(readFileSync(path.join(projectRoot, 'schema/site.schema.json'), 'utf8'));
    const extensions = /\\.\(([a-z|]+)\)\$$/.exec(schema.$defs.Image.properties.src.pattern)![1]!.split('|');
    const FORMAT: Record<string, string> = {
      jpg: 'JPEG',
      jpeg: 'JPEG',
      png: 'PNG',
      webp: 'WebP',
      avif: 'AVIF',
      svg: 'SVG',
    };
    for (const extension of extensions)
      expect((failure as Error).message, extension).toContain(FORMAT[extension] ?? extension);
  });
});
