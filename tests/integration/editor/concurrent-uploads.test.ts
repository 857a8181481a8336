// Many pictures uploaded at once are each stored as themselves (file N holds picture N), none answers 5xx,
// and a picture the library already has is recognised by its content and named instead of stored again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startEditorOnCopy, type RunningProject } from '../../helpers/editor-project';
import { placesOf, usesOf } from '../../../editor/shared/picture-uses';

const UPLOADS = 40;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Sent {
  file: string;
  bytes: Buffer;
  colour: { r: number; g: number; b: number };
  width: number;
  height: number;
}

let editor: RunningProject;
let token: string;

async function upload(file: string, bytes: Buffer): Promise<{ status: number; json: Json }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), file);
  const response = await editor.fetch('/api/pictures', {
    method: 'POST',
    headers: { origin: editor.base, 'x-csrf-token': token },
    body: form,
  });
  return { status: response.status, json: await response.json() };
}

const files = () => readdir(editor.imagesDir);

/** Picture `i`: a solid colour and size of its own; half of them under one shared name, half under German names. */
async function picture(i: number): Promise<Sent> {
  const colour = { r: (i * 37) % 256, g: (i * 91 + 50) % 256, b: (i * 53 + 100) % 256 };
  const width = 40 + i;
  const height = 30 + 2 * i;
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const jpeg = i % 4 === 3;
  const bytes = await (jpeg ? image.jpeg({ quality: 95 }) : image.png()).toBuffer();
  const file = i % 2 ? `Grüße aus dem Garten ${i}.${jpeg ? 'jpg' : 'png'}` : `Garden photo.${jpeg ? 'jpg' : 'png'}`;
  return { file, bytes, colour, width, height };
}

async function pixelsOf(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    first: { r: data[0], g: data[1], b: data[2] },
    last: {
      r: data[data.length - info.channels],
      g: data[data.length - info.channels + 1],
      b: data[data.length - info.channels + 2],
    },
  };
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) <= 3;

beforeAll(async () => {
  editor = await startEditorOnCopy();
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
}, 120_000);

afterAll(async () => {
  await editor?.stop();
});

describe('uploads at the same moment', () => {
  let sent: Sent[];
  let answers: { status: number; json: Json }[];

  it(`stores ${UPLOADS} different pictures sent at once, each as itself`, async () => {
    sent = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => picture(i)));
    const before = await files();
    const started = performance.now();
    answers = await Promise.all(sent.map((s) => upload(s.file, s.bytes)));
    console.log(`${UPLOADS} uploads at once: ${Math.round(performance.now() - started)} ms`);
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 201));
    const names = answers.map((a) => a.json.name as string);
    expect(new Set(names).size).toBe(UPLOADS);
    for (const [i, name] of names.entries())
      expect(name, `upload ${i}`).toMatch(
        i % 2 ? new RegExp(`^grusse-aus-dem-garten-${i}\\.(png|jpg)$`) : /^garden-photo(-\d+)?\.(png|jpg)$/,
      );
    for (const [i, s] of sent.entries()) {
      const stored = await pixelsOf(path.join(editor.imagesDir, names[i]));
      expect({ width: stored.width, height: stored.height }, `${names[i]} is picture ${i}`).toEqual({
        width: s.width,
        height: s.height,
      });
      expect(
        near(stored.first, s.colour) && near(stored.last, s.colour),
        `${names[i]} holds picture ${i}'s colour ${JSON.stringify(s.colour)}, not ${JSON.stringify(stored.first)}`,
      ).toBe(true);
    }
    const after = await files();
    expect(after.filter((n) => !before.includes(n)).sort()).toEqual(names.slice().sort());
    expect(after.filter((n) => n.startsWith('.'))).toEqual([]); // no temporary file left behind
  }, 120_000);

  it('recognises a picture uploaded again, under any name: names the first file and stores nothing', async () => {
    const before = await files();
    const again = await upload('Something else.png', sent[0].bytes);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ name: answers[0].json.name, existing: true, uses: [] });
    expect(again.json.message).toBe(
      `This picture is already in the library as ${answers[0].json.name}, not used yet. It was not added again.`,
    );
    expect(await files()).toEqual(before);
  });

  it("recognises the library's own file, and says where it is used", async () => {
    const model = JSON.parse(await readFile(editor.siteFile, 'utf8'));
    const places = placesOf(usesOf(model, 'lake-dock.jpg'));
    expect(places).toBeGreaterThan(1);
    const { status, json } = await upload('IMG_2041.JPG', await readFile(path.join(editor.imagesDir, 'lake-dock.jpg')));
    expect(status).toBe(200);
    expect(json).toMatchObject({ name: 'lake-dock.jpg', existing: true });
    expect(json.uses).toHaveLength(usesOf(model, 'lake-dock.jpg').length);
    expect(json.message).toBe(
      `This picture is already in the library as lake-dock.jpg, used in ${places} places. It was not added again.`,
    );
  });

  it('of one new picture sent twice at once, stores one and names it to the other', async () => {
    const before = await files();
    const { bytes } = await picture(UPLOADS + 1);
    const both = await Promise.all([upload('Twice.png', bytes), upload('Twice.png', bytes)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(both[0].json.name).toBe('twice.png');
    expect(both[1].json.name).toBe('twice.png');
    expect((await files()).filter((n) => !before.includes(n))).toEqual(['twice.png']);
  });

  it('spells a name in other letters plainly', async () => {
    const { bytes } = await picture(UPLOADS + 2);
    expect((await upload('ünïcødé.png', bytes)).json).toEqual({ name: 'unicode.png' });
  });
});
