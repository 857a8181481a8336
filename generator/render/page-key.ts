// A page's key (reuse-pages.ts): the hash of what all pages share and of its page.json's text. Apart, so
// that a render thread, which writes that text anyway, makes the key from it (write-page.ts).
import { createHash } from 'node:crypto';

export const pageKey = (basis: string, pageJson: string): string =>
  createHash('sha256').update(basis).update(pageJson).digest('hex').slice(0, 32);
