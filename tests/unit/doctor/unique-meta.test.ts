import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('unique-meta check', () => {
  it('reports a title used by two pages, on each of them', () => {
    const findings = run(
      'unique-meta',
      makeDist({ pages: { '/contact': ($) => $('title').text('Lawn Care Overview for Huron and Sandusky') } }),
    );
    expect(findings.map((f) => [f.page, f.pointer])).toEqual([
      ['/lawn-care', '/pages/1/title'],
      ['/contact', '/pages/2/title'],
    ]);
    expect(findings[1].message).toBe(
      'The title "Lawn Care Overview for Huron and Sandusky" is also used by /lawn-care.',
    );
  });

  it('does not count an alias as a duplicate of its main page', () => {
    const findings = run(
      'unique-meta',
      makeDist({ pages: { '/lawn-mowing': ($) => $('title').text('Lawn Care Overview for Huron and Sandusky') } }),
    );
    expect(findings).toEqual([]);
  });
});
