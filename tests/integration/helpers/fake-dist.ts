// A small stand-in for the build output (dist/), with the layout the generator writes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CONTACT_FORM, type ContactForm } from '../../../shared/contact/form';
import { US_CONTACT_LOCALE, type ContactLocale } from '../../../shared/contact/locale';
import { en } from '../../../shared/site/languages/en';
import { enginePack } from '../../../shared/site/languages/packs';
import { SERVER_CONTRACT_FILE, SERVER_CONTRACT_VERSION, type ServerContract } from '../../../shared/server-contract';

export const BIG_TEXT = 'Riverbend Landscaping keeps Huron green. '.repeat(200); // > compression threshold

/** What the fake build tells the server: today's US form and rules, in English, with a phone. */
export const FAKE_CONTRACT: ServerContract = {
  version: SERVER_CONTRACT_VERSION,
  locale: 'en-US',
  words: { server: en.server, mail: en.mail, cli: en.cli },
  business: { phone: '(419) 555-0142', tel: 'tel:+14195550142' },
  contact: { form: DEFAULT_CONTACT_FORM, locale: US_CONTACT_LOCALE },
};

/** The fake build's contract file, with another form, other contact rules, another language or phone. */
export function contractFile({
  form = FAKE_CONTRACT.contact.form,
  contactLocale = FAKE_CONTRACT.contact.locale,
  ...change
}: Partial<Omit<ServerContract, 'contact'>> & { form?: ContactForm; contactLocale?: ContactLocale } = {}) {
  // The words of the locale's pack, as a build writes them (generator/pages/server-contract.ts).
  const { server, mail, cli } = enginePack(change.locale ?? FAKE_CONTRACT.locale);
  const contract: ServerContract = {
    ...FAKE_CONTRACT,
    words: { server, mail, cli },
    ...change,
    contact: { form, locale: contactLocale },
  };
  return { [SERVER_CONTRACT_FILE]: JSON.stringify(contract) };
}

export const FAKE_DIST: Record<string, string> = {
  'index.html': `<!doctype html><title>Home</title><h1>Home</h1><p>${BIG_TEXT}</p>`,
  'page.json': '{"path":"/"}',
  'about/index.html': '<!doctype html><title>About</title><h1>About us</h1>',
  'about/page.json': '{"path":"/about"}',
  'contact/index.html': '<!doctype html><title>Contact</title><h1>Contact</h1>',
  'landscaping-in-huron/index.html': '<!doctype html><title>Huron</title><h1>Landscaping in Huron</h1>',
  'services/mowing/index.html': '<!doctype html><title>Mowing</title><h1>Mowing</h1>',
  'assets/app-3f9a1c2b.js': `console.log(${JSON.stringify(BIG_TEXT)});`,
  'assets/app-3f9a1c2b.css': 'body{color:#17211b}',
  'assets/fonts/inter-latin-9a8b7c6d.woff2': 'woff2',
  'img/hero-1a2b3c4d.800.webp': 'RIFF....WEBP',
  'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '404.html': '<!doctype html><title>Not found</title><h1>Page not found</h1>',
  '.env': 'SECRET=dotfiles-must-not-be-served',
  ...contractFile(),
};

/** Writes FAKE_DIST (plus extra files) into a new temp folder and returns its path. */
export function makeFakeDist(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  for (const [file, content] of Object.entries({ ...FAKE_DIST, ...extra })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
