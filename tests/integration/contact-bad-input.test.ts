// Bad input to POST /api/contact is the sender's fault, answered 400 in the site's words and storing
// nothing: a second photo part (the form has one chooser), a file name with a NUL or another control
// character, raw or escaped, and JSON nested deeper than any form post (refused before it is parsed).
import { readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../schema/generated/site';
import { DEFAULT_MESSAGES } from '../../shared/contact/messages';
import { MAX_JSON_DEPTH } from '../../shared/json-depth';
import { contactForm } from '../../shared/site/contact-form';
import { en } from '../../shared/site/languages/en';
import { contractFile, makeFakeDist } from './helpers/fake-dist';
import { startApp, type Running } from './helpers/start-app';

const form = contactForm(JSON.parse(readFileSync('tests/fixtures/contact-photo/site.json', 'utf8')) as SiteModel);
const PERSON = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  email: 'maryjo@example.com',
  comments: 'The old oak by the drive, see the photo.',
  privacy_consent: 'yes',
};

let app: Running;
let distDir: string;
let photo: Buffer;
beforeAll(async () => {
  distDir = makeFakeDist(contractFile({ form }));
  app = await startApp({ distDir });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await app.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const BOUNDARY = 'x-contact-boundary';
/** A multipart body written by hand: the form's fields, then each file part as given (its Content-Disposition's file name part verbatim). */
function multipart(files: { filename: string; bytes: Buffer }[]): Buffer {
  const parts: Buffer[] = Object.entries(PERSON).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const { filename, bytes } of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; ${filename}\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const post = (body: Buffer | string, type: string) =>
  fetch(`${app.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': type, origin: app.baseUrl },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
const postParts = (files: { filename: string; bytes: Buffer }[]) =>
  post(multipart(files), `multipart/form-data; boundary=${BOUNDARY}`);

describe('bad input to the contact form', () => {
  it('takes the form with one photo (the bodies below differ from it only where said)', async () => {
    const res = await postParts([{ filename: 'filename="job.jpg"', bytes: photo }]);
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it.each([
    ['two photos', [{ filename: 'filename="a.jpg"' }, { filename: 'filename="b.jpg"' }]],
    ['an empty chooser, then a photo', [{ filename: 'filename=""', empty: true }, { filename: 'filename="b.jpg"' }]],
    ['a photo, then an empty chooser', [{ filename: 'filename="a.jpg"' }, { filename: 'filename=""', empty: true }]],
  ])('%s: 400, nothing stored', async (_what, files) => {
    const before = await app.store.countLeads();
    const res = await postParts(
      files.map((f) => ({ filename: f.filename, bytes: 'empty' in f ? Buffer.alloc(0) : photo })),
    );
    const json = (await res.json()) as { errors?: unknown[] };
    console.log(`${_what}: ${res.status} ${JSON.stringify(json)}`);
    expect(res.status).toBe(400);
    expect(json.errors).toEqual([{ field: null, message: DEFAULT_MESSAGES.unexpectedField }]);
    expect(await app.store.countLeads()).toBe(before);
  });

  it.each([
    ['a raw NUL', 'filename="job\u0000.jpg"'],
    ['an escaped NUL', "filename*=utf-8''job%00.jpg"],
    ['an escaped line break', "filename*=utf-8''job%0A.jpg"],
    ['an escaped DEL', "filename*=utf-8''job%7F.jpg"],
  ])('a file name with %s: 400, nothing stored', async (_what, filename) => {
    const before = await app.store.countLeads();
    const res = await postParts([{ filename, bytes: photo }]);
    const text = await res.text();
    console.log(`file name with ${_what}: ${res.status} ${text}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ success: false });
    expect(await app.store.countLeads()).toBe(before);
  });

  // Deeper bodies pass the 16 KB limit of a post first (413).
  it.each([MAX_JSON_DEPTH + 1, 1_000, 8_000])('JSON nested %i deep: 400 in words', async (depth) => {
    const res = await post(`{"comments":${'['.repeat(depth)}${']'.repeat(depth)}}`, 'application/json');
    const text = await res.text();
    console.log(`JSON nested ${depth} deep: ${res.status} ${text}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ success: false, message: en.server.notProcessed });
  });
});
