// A site whose contact form takes a photo (tests/fixtures/contact-photo, with the schema's largest
// photo, 20 MB), and a post of that form, as a browser sends it.
import { readFileSync } from 'node:fs';
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

/** POST /api/contact of the form's fields and one photo, as its script sends them. */
export function postPhoto(baseUrl: string, photo: Buffer, type = 'image/jpeg'): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(PHOTO_PERSON)) body.append(name, value);
  body.append('photo', new Blob([new Uint8Array(photo)], { type }), type === 'image/png' ? 'job.png' : 'job.jpg');
  return fetch(`${baseUrl}/api/contact`, { method: 'POST', headers: { accept: 'application/json' }, body });
}
