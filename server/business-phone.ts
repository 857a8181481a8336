// The business phone number, for answers that ask the visitor to call: read from the built site
// (dist/page.json carries site.json's business facts), so the server needs no copy of site.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function businessPhone(distDir: string): string | undefined {
  try {
    const page = JSON.parse(readFileSync(path.join(distDir, 'page.json'), 'utf8')) as {
      chrome?: { business?: { phone?: unknown } };
    };
    const phone = page.chrome?.business?.phone;
    return typeof phone === 'string' && phone.trim() !== '' ? phone : undefined;
  } catch {
    return undefined; // no build yet: answers just say "call us"
  }
}
