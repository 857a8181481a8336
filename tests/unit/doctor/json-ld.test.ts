import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { makeDist, run } from './fixture';

/** Rewrites the page's JSON-LD. */
const editLd = (edit: (things: Record<string, unknown>[]) => void) => ($: CheerioAPI) => {
  const script = $('script[type="application/ld+json"]');
  const things = JSON.parse(script.text());
  edit(things);
  script.text(JSON.stringify(things));
};

describe('json-ld check', () => {
  it('reports JSON-LD that is not valid JSON', () => {
    const findings = run(
      'json-ld',
      makeDist({ pages: { '/contact': ($) => $('script[type="application/ld+json"]').text('{"@context": ') } }),
    );
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', page: '/contact' })]);
    expect(findings[0].message).toBe('The structured data for search engines cannot be read.');
    expect(findings[0].byHand).toContain('The JSON-LD is not valid JSON: ');
  });

  it('reports a Service without areaServed', () => {
    const findings = run(
      'json-ld',
      makeDist({
        pages: {
          '/lawn-care-in-sandusky': editLd((things) => {
            delete things[0].areaServed;
          }),
        },
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-sandusky',
        pointer: '/towns/1/pages/lawn-care',
        message: 'The structured data of type Service lacks areaServed.',
      }),
    ]);
  });

  it('checks the business as the type site.json names (business.type), not a fixed one', () => {
    const asPlumber = editLd((things) => {
      things[0]['@type'] = 'Plumber';
    });
    const plumber = (model: { business: { type?: string } }) => {
      model.business.type = 'Plumber';
    };
    expect(run('json-ld', makeDist({ pages: { '/': asPlumber }, model: plumber }))).toEqual([]);
    const withoutPhone = editLd((things) => {
      things[0]['@type'] = 'Plumber';
      delete things[0].telephone;
    });
    expect(run('json-ld', makeDist({ pages: { '/': withoutPhone }, model: plumber })).map((f) => f.message)).toEqual([
      'The structured data of type Plumber lacks telephone.',
    ]);
    // site.json names no type: the business must be written as LocalBusiness.
    expect(run('json-ld', makeDist({ pages: { '/': asPlumber } }))).toEqual([
      expect.objectContaining({ page: '/', pointer: '/pages/0/structuredData' }),
    ]);
  });

  it('reports a page whose structuredData type is missing', () => {
    const findings = run(
      'json-ld',
      makeDist({
        pages: {
          '/': editLd((things) => {
            things.splice(0, 1);
          }),
        },
      }),
    );
    expect(findings).toEqual([expect.objectContaining({ page: '/', pointer: '/pages/0/structuredData' })]);
  });
});

describe('breadcrumbs check', () => {
  it('reports a BreadcrumbList that differs from the visible breadcrumb', () => {
    const findings = run(
      'breadcrumbs',
      makeDist({
        pages: { '/contact': ($) => $('nav[aria-label="Breadcrumb"] li').last().find('span').text('Contact Us') },
      }),
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/contact', pointer: '/pages/2/blocks/1' }),
    ]);
    expect(findings[0].message).toBe(
      'The breadcrumb shows "Home › Contact Us" but the structured data lists "Home › Contact".',
    );
  });
});
