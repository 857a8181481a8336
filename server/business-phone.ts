// The business phone number, for answers that ask the visitor to call: read from the built site
// (dist/page.json carries site.json's business facts), so the server needs no copy of site.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface BuiltChrome {
  business?: { phone?: unknown };
  /** The phone as the pages link it, with the country's code: "tel:+14195550142". */
  tel?: unknown;
}

function builtChrome(distDir: string): BuiltChrome | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(distDir, 'page.json'), 'utf8')) as { chrome?: BuiltChrome }).chrome;
  } catch {
    return undefined; // no build yet: answers just say "call us"
  }
}

export function businessPhone(distDir: string): string | undefined {
  const phone = builtChrome(distDir)?.business?.phone;
  return typeof phone === 'string' && phone.trim() !== '' ? phone : undefined;
}

/** The phone link of the site's pages ("tel:+14195550142"), or undefined. */
export function businessTel(distDir: string): string | undefined {
  const tel = builtChrome(distDir)?.tel;
  return typeof tel === 'string' && /^tel:\+?[\d-]+$/.test(tel) ? tel : undefined;
}
