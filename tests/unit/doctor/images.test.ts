import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('images check', () => {
  it('reports an <img src> missing from dist, pointing at the image in site.json', () => {
    const findings = run(
      'images',
      makeDist({ pages: { '/contact': ($) => $('main img').attr('src', '/img/gone.jpg') } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/contact', pointer: '/pages/2/blocks/0/image/src' }),
    ]);
    expect(findings[0].message).toContain('/img/gone.jpg');
  });

  it('reports a <source srcset> file missing from dist, once per page that uses it', () => {
    const ctx = makeDist({ files: (dir) => rmSync(path.join(dir, 'img/lake-dock-480.avif')) });
    const findings = run('images', ctx);
    const pages = ctx.routes
      .filter((r) => r.blocks.some((b) => b.type === 'Hero' && b.image.src === 'lake-dock.jpg'))
      .map((r) => r.path);
    expect(findings.map((f) => f.page).sort()).toEqual(pages.sort());
    expect(new Set(findings.map((f) => f.message))).toEqual(
      new Set(['The image /img/lake-dock-480.avif is used on this page but is not in the built site.']),
    );
  });

  it("checks a lazy picture's deferred sources (data-src, data-srcset), not its data: placeholder", () => {
    const placeholder = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    const lazy =
      `<picture><source type="image/avif" srcset="${placeholder} 1w" data-srcset="/img/lake-dock-480.avif 480w, /img/gone-800.avif 800w" sizes="100vw">` +
      `<img src="${placeholder}" data-src="/img/gone.jpg" alt="A photo not built"></picture>`;
    const findings = run('images', makeDist({ pages: { '/contact': ($) => $('main').append(lazy) } }));
    expect(findings.map((f) => f.message).sort()).toEqual([
      'The image /img/gone-800.avif is used on this page but is not in the built site.',
      'The image /img/gone.jpg is used on this page but is not in the built site.',
    ]);
  });
});
