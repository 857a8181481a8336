import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

const editSitemap = (edit: (xml: string) => string) => (dir: string) => {
  const file = path.join(dir, 'sitemap.xml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
};

describe('sitemap check', () => {
  it('reports an alias listed in sitemap.xml', () => {
    const findings = run(
      'sitemap',
      makeDist({
        files: editSitemap((xml) =>
          xml.replace('</urlset>', '<url><loc>https://doctor.example/lawn-mowing</loc></url></urlset>'),
        ),
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/lawn-mowing', pointer: '/aliases/0' }),
    ]);
  });

  it('reports a page missing from sitemap.xml', () => {
    const findings = run(
      'sitemap',
      makeDist({
        files: editSitemap((xml) => xml.replace(/\s*<url><loc>https:\/\/doctor\.example\/contact<\/loc><\/url>/, '')),
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/contact',
        message: 'sitemap.xml does not list https://doctor.example/contact.',
      }),
    ]);
  });
});

describe('robots check', () => {
  it('reports a robots.txt that does not name the sitemap', () => {
    const findings = run(
      'robots',
      makeDist({ files: (dir) => writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n') }),
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', message: 'robots.txt does not name the sitemap.' }),
    ]);
  });
});
