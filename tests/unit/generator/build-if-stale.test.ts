// `npm start` builds only when needed: a build part is missing, or site.json or a file under assets/
// is newer than the last build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReason } from '../../../generator/build-if-stale';

const root = mkdtempSync(path.join(tmpdir(), 'build-if-stale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the root, dated `secondsAgo` before now. */
function touch(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}

describe('buildReason', () => {
  it('asks for a build while the site or the compiled server is missing', () => {
    touch('site.json', 100);
    touch('assets/images/a.jpg', 100);
    expect(buildReason(root)).toBe('dist/sitemap.xml is missing');
    touch('dist/sitemap.xml', 50);
    expect(buildReason(root)).toBe('dist/.server-contract.json is missing'); // built before the server's contract
    touch('dist/.server-contract.json', 50);
    expect(buildReason(root)).toBe('server-build/server/main.js is missing');
  });

  it('is satisfied by a build newer than site.json and every asset', () => {
    touch('server-build/server/main.js', 40);
    expect(buildReason(root)).toBeNull();
  });

  it('asks again when site.json or any file under assets/ changes', () => {
    touch('assets/images/deep/b.svg', 10);
    expect(buildReason(root)).toBe('site.json or assets/ changed since the last build');
    for (const built of ['dist/sitemap.xml', 'dist/.server-contract.json', 'server-build/server/main.js'])
      touch(built, 5);
    expect(buildReason(root)).toBeNull();
    touch('site.json', 1);
    expect(buildReason(root)).toBe('site.json or assets/ changed since the last build');
  });
});
