import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('meta check', () => {
  it("reports a missing description as an error at the page's description", () => {
    const findings = run('meta', makeDist({ pages: { '/contact': ($) => $('meta[name="description"]').remove() } }));
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        page: '/contact',
        pointer: '/pages/2/description',
        message: 'The page has no description.',
      }),
    ]);
  });

  it('warns about a short title', () => {
    const findings = run('meta', makeDist({ pages: { '/': ($) => $('title').text('Home') } }));
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', page: '/', pointer: '/pages/0/title' })]);
    expect(findings[0].message).toContain('short (4 characters)');
  });

  it('warns about a long description', () => {
    const findings = run(
      'meta',
      makeDist({ pages: { '/': ($) => $('meta[name="description"]').attr('content', 'x'.repeat(200)) } }),
    );
    expect(findings).toEqual([expect.objectContaining({ severity: 'warning', page: '/' })]);
    expect(findings[0].message).toContain('long (200 characters)');
  });

  it("points a town page's title at its template", () => {
    const findings = run('meta', makeDist({ pages: { '/lawn-care-in-huron': ($) => $('title').text('') } }));
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-huron',
        pointer: '/templates/0/title',
        message: 'The page has no title.',
      }),
    ]);
  });
});
