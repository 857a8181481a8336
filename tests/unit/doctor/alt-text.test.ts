import { describe, expect, it } from 'vitest';
import { altProblem } from '../../../generator/doctor/alt-text';
import { makeDist, run } from './fixture';

describe('alt-text check', () => {
  it('reports an image without alt', () => {
    const findings = run(
      'alt-text',
      makeDist({ pages: { '/': ($) => $('main').append('<img src="/img/lawn-grass-800.jpg">') } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        page: '/',
        message: 'The image /img/lawn-grass-800.jpg has no alt text.',
      }),
    ]);
  });

  it('reports a file name as alt, pointing at the alt in site.json', () => {
    const ctx = makeDist({ pages: { '/lawn-care': ($) => $('main img').attr('alt', 'lawn-grass.jpg') } });
    const route = ctx.routes.find((r) => r.path === '/lawn-care')!;
    (route.blocks[0] as { image: { alt: string } }).image = {
      ...(route.blocks[0] as { image: { alt: string } }).image,
      alt: 'lawn-grass.jpg',
    };
    expect(run('alt-text', ctx)).toEqual([
      expect.objectContaining({ page: '/lawn-care', pointer: '/pages/1/blocks/0/image/alt' }),
    ]);
  });

  it('reports empty alt on an image that is not marked decorative', () => {
    const findings = run('alt-text', makeDist({ pages: { '/': ($) => $('footer img').removeAttr('aria-hidden') } }));
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toContain('empty alt text but is not marked as decorative');
  });

  it('names a lazy picture by its own file, not by the placeholder it shows while waiting', () => {
    const placeholder = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    const findings = run(
      'alt-text',
      makeDist({
        pages: { '/': ($) => $('main').append(`<img src="${placeholder}" data-src="/img/mulch-800.jpg" alt="">`) },
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        message: 'The image /img/mulch-800.jpg has empty alt text but is not marked as decorative.',
      }),
    ]);
    expect(findings[0].hint).toContain('tick “Decorative only” instead');
    expect(findings[0].byHand).toBe('In site.json: "alt", or "decorative": true.');
  });

  it('accepts decorative images inside aria-hidden containers or with role="presentation"', () => {
    const findings = run(
      'alt-text',
      makeDist({
        pages: {
          '/': ($) =>
            $('main').append(
              '<div aria-hidden="true"><img src="/img/a.jpg" alt=""></div><img src="/img/b.jpg" alt="" role="presentation">',
            ),
        },
      }),
    );
    expect(findings).toEqual([]);
  });

  it('tells meaningful alt text from placeholders', () => {
    expect(altProblem('image')).toBeDefined();
    expect(altProblem('Photo')).toBeDefined();
    expect(altProblem('IMG_1234')).toBeDefined();
    expect(altProblem('DSC-0042.JPG')).toBeDefined();
    expect(altProblem('Fresh cedar mulch around a young maple')).toBeUndefined();
  });
});
