// A site whose contact form takes a photo (tests/fixtures/contact-photo, with the schema's largest
// photo, 20 MB), and a post of that form, as a browser sends it.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { SiteModel } from '../../../schema/generated/site';
import { contactForm } from '../../../shared/site/contact-form';
import { contractFile, makeFakeDist } from './fake-dist';

const fixture = JSON.parse(readFileSync('tests/fixtures/contact-photo/site.json', 'utf8')) as SiteModel;
const form = contactForm(fixture);
/** The schema's maximum (maxMegabytes: 20): the most a site lets a visitor send. */
const PHOTO_FORM = { ...form, photo: { ...form.photo!, maxBytes: 20 * 1024 * 1024 } };

export const PHOTO_PERSON = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  email: 'maryjo@example.com',
  comments: 'The old oak by the drive, see the photo.',
  privacy_consent: 'yes',
};

/** A fake dist/ serving PHOTO_FORM, with `extra` files. */
export const photoFormDist = (extra: Record<string, string> = {}) =>
  makeFakeDist({ ...contractFile({ form: PHOTO_FORM }), ...extra });

/** The form's fields and one photo, as its script sends them. */
function photoForm(photo: Buffer, type: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(PHOTO_PERSON)) body.append(name, value);
  body.append('photo', new Blob([new Uint8Array(photo)], { type }), type === 'image/png' ? 'job.png' : 'job.jpg');
  return body;
}

/** POST /api/contact of the form's fields and one photo, as its script sends them. */
export function postPhoto(baseUrl: string, photo: Buffer, type = 'image/jpeg'): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: photoForm(photo, type),
  });
}

/**
 * The same post, also saying when its last byte has been handed to the server (`sent`: the socket
 * flushed it), so a test can wait for the upload itself rather than for a guess of how long it takes.
 */
export async function sendPhoto(
  baseUrl: string,
  photo: Buffer,
  type = 'image/jpeg',
  accept = 'application/json',
): Promise<{ sent: Promise<void>; answer: Promise<Response> }> {
  const encoded = new Request(`${baseUrl}/api/contact`, { method: 'POST', body: photoForm(photo, type) });
  const body = Buffer.from(await encoded.arrayBuffer());
  let sent!: () => void;
  const sentPromise = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Response>((resolve, reject) => {
    const req = request(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { accept, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body, sent);
  });
  return { sent: sentPromise, answer };
}
