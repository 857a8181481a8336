// POST /api/contact for a site that chose its form (tests/fixtures/contact-photo: names, e-mail,
// optional phone, postcode and comments, a consent box, a photo of 1 MB at most), against each lead
// store: the server accepts exactly the served form's fields; a photo comes as multipart/form-data
// and is kept re-encoded, without EXIF or GPS, in the lead store itself; a file that is no picture or
// is too large is refused in words; the photo is e-mailed as an attachment and deleted with its lead.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../schema/generated/site';
import { DEFAULT_MESSAGES } from '../../shared/contact/rules';
import { contactForm } from '../../shared/site/contact-form';
import { LABEL_DEFAULTS } from '../../shared/site/labels';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { contractFile, makeFakeDist } from './helpers/fake-dist';
import { startSmtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink';
import { startApp, type Running } from './helpers/start-app';
import { STORE_KINDS, TestStores } from './helpers/stores';

const fixture = JSON.parse(readFileSync('tests/fixtures/contact-photo/site.json', 'utf8')) as SiteModel;
const form = contactForm(fixture);
const PERSON = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  email: 'maryjo@example.com',
  comments: 'The old oak by the drive, see the photo.',
  privacy_consent: 'yes',
};

/** A camera's JPEG: EXIF with its make, its GPS position, and an orientation of 6 (turn 90° to stand upright). */
async function cameraPhoto(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Field 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 33/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function multipart(fields: Record<string, string>, photo?: { data: Uint8Array; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('photo', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  return body;
}
const postForm = (app: Running, body: FormData) =>
  fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { accept: 'application/json' }, body });

type Answer = { success: boolean; message: string; id?: string; errors?: { field: string | null; message: string }[] };

const stores = new TestStores();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await stores.stop();
});

describe.each(STORE_KINDS)('a chosen contact form (%s)', (kind) => {
  let app: Running;
  let distDir: string;
  beforeAll(async () => {
    const store = await stores.create(kind);
    distDir = makeFakeDist(contractFile({ form }));
    app = await startApp({
      ...store.options,
      distDir,
      smtpUrl: sink.url,
      leadsTo: `office-${kind}@riverbend.example`,
      outbox: { pollMs: 100 },
    });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('accepts a post without the region the form does not ask for, and refuses one with it', async () => {
    const res = await postContact(app.baseUrl, PERSON);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as Answer;
    expect(await app.store.getLead(id!)).toMatchObject({
      first_name: 'Mary-Jo',
      email: PERSON.email,
      state: '',
      city: '',
    });
    expect(await app.store.getLeadPhoto(id!)).toBeUndefined();

    const before = await app.store.countLeads();
    const extra = await postContact(app.baseUrl, { ...PERSON, state: 'OH' });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as Answer).errors).toEqual([
      { field: null, message: DEFAULT_MESSAGES.unexpectedField },
    ]);
    const unticked = await postContact(app.baseUrl, { ...PERSON, privacy_consent: '' });
    expect(((await unticked.json()) as Answer).errors).toEqual([
      { field: 'privacy_consent', message: LABEL_DEFAULTS.messageConsent },
    ]);
    expect(await app.store.countLeads()).toBe(before);
  });

  it('stores a photo re-encoded without EXIF or GPS, upright and at most 2048 pixels, and e-mails it attached', async () => {
    const original = await cameraPhoto(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined(); // the camera's EXIF, GPS included, is there to be removed
    expect(before.orientation).toBe(6);

    const res = await postForm(app, multipart(PERSON, { data: original, name: 'IMG_0042.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as Answer;

    const photo = (await app.store.getLeadPhoto(id!))!;
    expect(photo).toMatchObject({ content_type: 'image/jpeg', width: 1365, height: 2048 });
    expect(photo.bytes).toBe(photo.data.byteLength);
    const stored = await sharp(photo.data).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1365, height: 2048 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(Buffer.from(photo.data).includes('TestCam')).toBe(false);
    expect((await app.store.getLeadWithMail(id!))!.photo_bytes).toBe(photo.bytes);

    await waitFor(() => sink.messages.some((m) => m.headers.get('x-lead-id')?.[0] === id), 10_000, 'the lead e-mail');
    const mail = sink.messages.find((m) => m.headers.get('x-lead-id')?.[0] === id)!;
    const name = `photo-${id!.slice(0, 8)}.jpg`;
    const part = mail.raw.slice(mail.raw.search(/Content-Type: image\/jpeg/i));
    expect(part).toMatch(new RegExp(`Content-Disposition: attachment;\\s+filename=${name.replace('.', '\\.')}`, 'i'));
    const base64 = part
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n--/)[0]!
      .replace(/\s+/g, '');
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(photo.data))).toBe(true);
    expect(mail.raw).toContain(`${LABEL_DEFAULTS.formPhoto}: ${name}`);
    expect(mail.raw).not.toMatch(/State:|Street address:/); // the fields the form does not ask for
  });

  it('takes a post sent without JavaScript: every field as the browser sends it, the empty honeypot and an empty chooser', async () => {
    const body = multipart({ ...PERSON, cell_phone: '', zip_code: '', website: '' });
    body.append('photo', new Blob([], { type: 'application/octet-stream' }), '');
    const res = await postForm(app, body);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as Answer;
    expect(await app.store.getLead(id!)).toMatchObject({ first_name: 'Mary-Jo', cell_phone: '', zip_code: '' });
    expect(await app.store.getLeadPhoto(id!)).toBeUndefined();
  });

  it('refuses a file that is not a picture (400) and a photo over the limit (413), in words, storing nothing', async () => {
    const before = await app.store.countLeads();
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notPhoto = await postForm(app, multipart(PERSON, { data: text, name: 'photo.jpg', type: 'image/jpeg' }));
    expect(notPhoto.status).toBe(400);
    expect(((await notPhoto.json()) as Answer).errors).toEqual([
      { field: 'photo', message: LABEL_DEFAULTS.messagePhotoType },
    ]);

    // Over the limit by a little (read until the photo passes it), and by much (refused by its declared size).
    for (const size of [form.photo!.maxBytes + 10_000, 5 * form.photo!.maxBytes]) {
      const big = await postForm(
        app,
        multipart(PERSON, { data: new Uint8Array(size), name: 'big.jpg', type: 'image/jpeg' }),
      );
      expect(big.status, `${size} bytes`).toBe(413);
      const json = (await big.json()) as Answer;
      expect(json.message).toBe('The photo is too large. Please choose one of at most 1 MB.');
      expect(json.errors).toEqual([{ field: 'photo', message: json.message }]);
    }
    // A second file, or a file under another name, is no field of the form.
    const two = multipart(PERSON, { data: await cameraPhoto(), name: 'a.jpg', type: 'image/jpeg' });
    two.append('attachment', new Blob([new Uint8Array(10)]), 'b.jpg');
    expect((await postForm(app, two)).status).toBe(400);
    expect(await app.store.countLeads()).toBe(before);
  });

  it('answers a photo sent in chunks 413 once it passes the limit, without waiting for the rest', async () => {
    const boundary = 'x-photo-boundary';
    const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: app.port,
          method: 'POST',
          path: '/api/contact',
          agent: false,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            accept: 'application/json', // the site's script; a browser's own post reads a page (contact-no-script.test.ts)
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      req.write(Buffer.alloc(form.photo!.maxBytes + 64 * 1024)); // and never the end of the body
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).message).toBe(form.photo!.tooLargeMessage);
  });

  it('deletes the photo with its lead', async () => {
    const res = await postForm(
      app,
      multipart(PERSON, { data: await cameraPhoto(), name: 'a.jpg', type: 'image/jpeg' }),
    );
    const { id } = (await res.json()) as Answer;
    expect((await app.store.getLeadPhoto(id!))!.width).toBe(800); // turned upright
    expect(await app.store.deleteLeads({ id: id! })).toHaveLength(1);
    expect(await app.store.getLeadPhoto(id!)).toBeUndefined();
    expect(await app.store.getLeadWithMail(id!)).toBeUndefined();
  });
});

describe('a form without a photo upload', () => {
  it('refuses a multipart post (415) as it always refused anything but JSON', async () => {
    const app = await startApp();
    try {
      const res = await postForm(app, multipart(VALID_BODY));
      expect(res.status).toBe(415);
      expect(await app.store.countLeads()).toBe(0);
    } finally {
      await app.stop();
    }
  });
});
