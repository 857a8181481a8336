// The contact rules of the business's country, as the build wrote them beside the pages
// (dist/contact-locale.json, from site.json's locale): the server checks what the form checked.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_LOCALE_FILE, US_CONTACT_LOCALE, type ContactLocale } from '../shared/contact/locale.js';

/** The built site's contact rules; a site built before they existed gets the US rules it had. */
export function readContactLocale(distDir: string): ContactLocale {
  const file = path.join(distDir, CONTACT_LOCALE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ContactLocale) : US_CONTACT_LOCALE;
}
