// The picture library's API over a temporary copy of the site: uploads are judged by their bytes,
// stored upright without metadata, under names that cannot leave the images folder; renames carry
// every reference in site.json along; a used picture is never deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { startEditorOnCopy, type RunningProject } from '../../helpers/editor-project';
import { colourAt, gpsOf, gpsPhoto, GPS_PHOTO } from '../../helpers/gps-photo';

let editor: RunningProject;
let token: string;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = () => ({ origin: editor.base, 'x-csrf-token': token });

async function upload(
  name: string,
  bytes: Buffer | Uint8Array,
  extraHeaders: Record<string, string> = headers(),
): Promise<{ status: number; json: Json }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await editor.fetch('/api/pictures', { method: 'POST', headers: extraHeaders, body: form });
  return { status: response.status, json: await response.json() };
}

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await editor.fetch(url, {
    method,
    headers: { ...headers(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const files = () => readdir(editor.imagesDir);
/** A small PNG; a different `green` makes a different picture (one the library does not have yet). */
const png = (green = 120) =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: green, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  editor = await startEditorOnCopy();
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
}, 120_000);

afterAll(async () => {
  await editor?.stop();
});

describe('picture library API', () => {
  it('lists every picture with its size, a thumbnail and where site.json uses it', async () => {
    const { json } = await call('GET', '/api/pictures');
    const dock = json.pictures.find((p: Json) => p.name === 'lake-dock.jpg');
    expect(dock).toMatchObject({ width: expect.any(Number), height: expect.any(Number), bytes: expect.any(Number) });
    expect(dock.uses.length).toBeGreaterThan(0);
    expect(dock.uses[0]).toMatchObject({
      pointer: expect.stringMatching(/\/src$/),
      alt: expect.any(String),
      where: expect.any(String),
    });
    const thumbnail = await editor.fetch(dock.thumbnail);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(360);
  });

  it('stores a sideways phone photo upright, with no EXIF, GPS or other metadata left', async () => {
    const photo = await gpsPhoto();
    expect(await gpsOf(photo)).toMatchObject({ GPSLatitudeRef: 'N' }); // the fixture does carry a position
    const { status, json } = await upload('Back Garden (phone).JPG', photo);
    expect(status).toBe(201);
    expect(json.name).toBe('back-garden-phone.jpg');
    const stored = path.join(editor.imagesDir, json.name);
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({
      width: GPS_PHOTO.uprightWidth,
      height: GPS_PHOTO.uprightHeight,
    });
    expect({ orientation: meta.orientation, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
    });
    expect(await gpsOf(stored)).toBeUndefined();
    const top = await colourAt(stored, 200, 100);
    const bottom = await colourAt(stored, 200, 700);
    expect(top.r > 150 && top.b < 100, 'red on top').toBe(true);
    expect(bottom.b > 150 && bottom.r < 100, 'blue below').toBe(true);
  });

  it('never replaces a picture: another picture under the same name becomes name-2', async () => {
    const another = await sharp(await gpsPhoto())
      .jpeg({ quality: 50 })
      .toBuffer();
    expect((await upload('back-garden-phone.jpg', another)).json.name).toBe('back-garden-phone-2.jpg');
  });

  it('goes by the bytes, not the name: a PNG named .jpg is stored as .png; a text file named .jpg is refused', async () => {
    expect(await upload('roof.jpg', await png())).toMatchObject({ status: 201, json: { name: 'roof.png' } });
    const text = await upload('notes.jpg', Buffer.from('Call Mrs Smith about the hedge on Tuesday.\n'));
    expect(text.status).toBe(415);
    expect(text.json.error).toMatch(/not a picture the site can use.*Upload a JPEG, PNG, WebP or AVIF file/);
    expect(await files()).not.toContain('notes.jpg');
  });

  it('accepts WebP and AVIF (also under a .jpg name), each stored as its type and listed with its size and a thumbnail', async () => {
    // Red on the left, blue on the right: the thumbnail must show the picture, not just any image.
    const halves = sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } }).composite([
      {
        input: { create: { width: 32, height: 48, channels: 3, background: { r: 220, g: 30, b: 30 } } },
        left: 0,
        top: 0,
      },
      {
        input: { create: { width: 32, height: 48, channels: 3, background: { r: 30, g: 30, b: 220 } } },
        left: 32,
        top: 0,
      },
    ]);
    const sent = [
      {
        file: 'Hedge Before.webp',
        bytes: await halves.clone().webp({ quality: 90 }).toBuffer(),
        name: 'hedge-before.webp',
        format: 'webp',
      },
      {
        file: 'Hedge After.avif',
        bytes: await halves.clone().avif({ quality: 80 }).toBuffer(),
        name: 'hedge-after.avif',
        format: 'heif',
      },
      // A shade darker: the same picture again would be recognised as hedge-after.avif, not stored.
      {
        file: 'patio.jpg',
        bytes: await halves.clone().linear(0.95, 0).avif({ quality: 80 }).toBuffer(),
        name: 'patio.avif',
        format: 'heif',
      },
    ];
    for (const { file, bytes, name, format } of sent) {
      expect(await upload(file, bytes), file).toMatchObject({ status: 201, json: { name } });
      expect((await sharp(path.join(editor.imagesDir, name)).metadata()).format, name).toBe(format);
    }
    const { json } = await call('GET', '/api/pictures');
    for (const { name } of sent) {
      const listed = json.pictures.find((p: Json) => p.name === name);
      expect(listed, `${name} is listed`).toMatchObject({
        width: 64,
        height: 48,
        bytes: expect.any(Number),
        thumbnail: expect.any(String),
      });
      const response = await editor.fetch(listed.thumbnail);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const thumbnail = Buffer.from(await response.arrayBuffer());
      expect((await sharp(thumbnail).metadata()).width, name).toBe(64); // small pictures are not enlarged
      const left = await colourAt(thumbnail, 8, 24);
      const right = await colourAt(thumbnail, 56, 24);
      expect(
        left.r > 150 && left.b < 100 && right.b > 150 && right.r < 100,
        `${name}'s thumbnail: red left, blue right`,
      ).toBe(true);
    }
  });

  it('refuses SVG uploads, saying to upload a PNG or JPEG instead', async () => {
    const svg = await upload(
      'drawing.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(415);
    expect(svg.json.error).toMatch(/SVG.*scripts.*PNG/);
  });

  it('answers a file over 20 MB with 413 and plain words, and keeps nothing', async () => {
    const before = await files();
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(await png());
    const { status, json } = await upload('huge.png', big);
    expect(status).toBe(413);
    expect(json.error).toMatch(/larger than 20 MB/);
    expect(await files()).toEqual(before);
  });

  it('turns any file name into a plain one: no path can be named', async () => {
    for (const [i, name] of ['../../site.json', '..\\..\\evil.png', '/etc/passwd.png', '....png'].entries()) {
      const { status, json } = await upload(name, await png(i));
      expect(status).toBe(201);
      expect(json.name).toMatch(/^[a-z0-9][a-z0-9-]*\.png$/);
    }
    expect(JSON.parse(await readFile(editor.siteFile, 'utf8')).business.name).toBe('Riverbend Landscaping & Tree Care');
    expect((await call('POST', '/api/pictures/roof.png/rename', { to: '../roof.png' })).status).toBe(400);
    expect((await call('POST', '/api/pictures/..%2Fsite.json/rename', { to: 'x.png' })).status).toBe(404);
    expect((await call('DELETE', '/api/pictures/..%2F..%2Fsite.json')).status).toBe(404);
  });

  it("refuses uploads without the editor's Origin and CSRF token", async () => {
    expect((await upload('sneaky.png', await png(), {})).status).toBe(403);
    expect((await upload('sneaky.png', await png(), { origin: editor.base })).status).toBe(403);
    expect(await files()).not.toContain('sneaky.png');
  });

  it('renames a picture and every reference to it in site.json, changing only those lines', async () => {
    const before = await readFile(editor.siteFile, 'utf8');
    const { json: site } = await call('GET', '/api/site');
    const count = before.split('"lake-dock.jpg"').length - 1;
    expect(count).toBeGreaterThan(0);
    const { status, json } = await call('POST', '/api/pictures/lake-dock.jpg/rename', {
      to: 'boat-dock.jpg',
      baseHash: site.hash,
    });
    expect(status).toBe(200);
    expect(json.references).toBe(count);
    const after = await readFile(editor.siteFile, 'utf8');
    expect(after).toBe(before.replaceAll('"lake-dock.jpg"', '"boat-dock.jpg"'));
    expect(await files()).toContain('boat-dock.jpg');
    expect(await files()).not.toContain('lake-dock.jpg');
    expect((await call('GET', '/api/site')).json.hash).toBe(json.hash);
  });

  it('refuses a rename onto a taken name, or over a site.json changed since it was loaded', async () => {
    const { json: site } = await call('GET', '/api/site');
    const taken = await call('POST', '/api/pictures/boat-dock.jpg/rename', {
      to: 'foggy-lake.jpg',
      baseHash: site.hash,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatch(/already a picture named "foggy-lake.jpg"/);
    const stale = await call('POST', '/api/pictures/boat-dock.jpg/rename', {
      to: 'jetty.jpg',
      baseHash: '0000000000000000',
    });
    expect(stale.status).toBe(409);
    expect(await files()).toEqual(expect.arrayContaining(['boat-dock.jpg', 'foggy-lake.jpg']));
    expect(await files()).not.toContain('jetty.jpg');
  });

  it('deletes a picture only when nothing uses it; otherwise says where it is used', async () => {
    const used = await call('DELETE', '/api/pictures/boat-dock.jpg');
    expect(used.status).toBe(409);
    expect(used.json.error).toMatch(/still used/);
    expect(used.json.uses.length).toBeGreaterThan(0);
    expect(await files()).toContain('boat-dock.jpg');
    expect((await call('DELETE', '/api/pictures/roof.png')).status).toBe(200);
    expect(await files()).not.toContain('roof.png');
  });
});
