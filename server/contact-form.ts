// The contact form the built site shows, as the build wrote it beside the pages
// (dist/contact-form.json, from site.json's contactForm): the server accepts exactly its fields.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_FORM_FILE, DEFAULT_CONTACT_FORM, type ContactForm } from '../shared/contact/form.js';

/** The built site's form; a site built before forms were chosen gets the US form it had. */
export function readContactForm(distDir: string): ContactForm {
  const file = path.join(distDir, CONTACT_FORM_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ContactForm) : DEFAULT_CONTACT_FORM;
}
