// A build is whole when every route of its sitemap has its page file, and the 404 page is there:
// checked on the real dist/ and on a copy with pages taken away.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPages } from '../../../editor/server/build-pages';

describe('missingPages', () => {
  it('finds none in the built site, and names each page taken away', async () => {
    expect(await missingPages('dist')).toEqual([]);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    try {
      cpSync('dist', copy, { recursive: true });
      rmSync(path.join(copy, 'index.html'));
      rmSync(path.join(copy, 'contact'), { recursive: true });
      rmSync(path.join(copy, '404.html'));
      expect(await missingPages(copy)).toEqual(['/', '/contact', '/404']);
      rmSync(path.join(copy, 'sitemap.xml'));
      expect(await missingPages(copy)).toEqual(['/sitemap.xml']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
