import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('headings check', () => {
  it('reports a second h1', () => {
    const findings = run('headings', makeDist({ pages: { '/': ($) => $('main').append('<h1>Another title</h1>') } }));
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', page: '/' })]);
    expect(findings[0].message).toBe(
      'The page has 2 main headings (h1): "Lawns worth coming home to", "Another title".',
    );
  });

  it('reports a page without h1', () => {
    const findings = run(
      'headings',
      makeDist({ pages: { '/contact': ($) => $('h1').replaceWith('<p>Contact us</p>') } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({ page: '/contact', message: 'The page has no main heading (h1).' }),
    ]);
  });

  it("reports a skipped level (h2 → h4) at the heading's block", () => {
    const findings = run(
      'headings',
      makeDist({ pages: { '/contact': ($) => $('main h3').replaceWith('<h4>Doctor Fixture Landscaping</h4>') } }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0].message).toBe(
      'The heading "Doctor Fixture Landscaping" (h4) follows "Reach us directly" (h2), skipping level h3.',
    );
  });
});

describe('headings check, first heading', () => {
  it('reports a page whose first heading is not the h1', () => {
    const findings = run(
      'headings',
      makeDist({ pages: { '/': ($) => $('main').prepend('<h3>Before the title</h3>') } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/',
        message: 'The first heading "Before the title" is h3; a page starts with its main heading (h1).',
      }),
    ]);
  });
});
