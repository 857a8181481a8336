import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('links check', () => {
  it('reports a link to a page that does not exist, naming where it comes from', () => {
    const findings = run(
      'links',
      makeDist({ pages: { '/': ($) => $('main').append('<a href="/lawn-cair">Lawn care</a>') } }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'error', page: '/', pointer: '/pages/0' });
    expect(findings[0].message).toContain('/lawn-cair');
    expect(findings[0].hint).toContain('Did you mean "/lawn-care"');
  });

  it('finds the site.json location of a broken link written in a block', () => {
    const ctx = makeDist({ pages: { '/': ($) => $('main').append('<a href="/no-such-page">x</a>') } });
    const home = ctx.routes.find((r) => r.path === '/')!;
    (home.blocks[0] as { buttons?: unknown[] }).buttons = [{ label: 'x', href: '/no-such-page' }];
    expect(run('links', ctx).map((f) => f.pointer)).toEqual(['/pages/0/blocks/0/buttons/0/href']);
  });

  it('reports an #anchor missing on the linked page', () => {
    const findings = run(
      'links',
      makeDist({ pages: { '/': ($) => $('main').append('<a href="/contact#contact-from">Quote</a>') } }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toBe('Link to /contact#contact-from, but /contact has no part named "contact-from".');
    expect(findings[0].hint).toContain('Did you mean "contact-form"');
  });

  it('reports a link to an alias instead of its main page', () => {
    const findings = run(
      'links',
      makeDist({ pages: { '/contact': ($) => $('main').append('<a href="/lawn-mowing">Mowing</a>') } }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toBe('Link to /lawn-mowing, which is only an extra address of /lawn-care.');
  });

  it('accepts links to files in dist and to other sites', () => {
    const findings = run(
      'links',
      makeDist({
        pages: {
          '/': ($) =>
            $('main').append(
              '<a href="/robots.txt">r</a><a href="https://example.org/x">x</a><a href="tel:4195550100">t</a>',
            ),
        },
      }),
    );
    expect(findings).toEqual([]);
  });
});
