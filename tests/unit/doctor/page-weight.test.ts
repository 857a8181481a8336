// The doctor warns about a page whose HTML is over the budget (200 KB), in words, naming the page and
// where in the site it comes from; the base site's pages are far under it.
import { describe, expect, it } from 'vitest';
import { PAGE_HTML_BUDGET } from '../../../generator/doctor/page-weight';
import { makeDist, run } from './fixture';

describe('page-weight check', () => {
  it('says nothing about pages under the budget', () => {
    expect(run('page-weight', makeDist())).toEqual([]);
  });

  it('warns about a page over the budget, with its size and the budget', () => {
    const review = 'Great work, friendly crew. '.repeat(Math.ceil((PAGE_HTML_BUDGET + 10_000) / 27));
    const findings = run(
      'page-weight',
      makeDist({ pages: { '/contact': ($) => $('main').append(`<blockquote>${review}</blockquote>`) } }),
    );
    expect(findings).toEqual([
      {
        check: 'page-weight',
        severity: 'warning',
        page: '/contact',
        pointer: '/pages/2',
        message: expect.stringMatching(
          /^The page is 2\d\d KB of HTML, more than the 200 KB a page should weigh: it loads slowly on phones\.$/,
        ),
        hint: 'Shorten the longest texts on this page (reviews, paragraphs, questions and answers), or spread them over several pages.',
        byHand: 'The budget is PAGE_HTML_BUDGET in generator/doctor/page-weight.ts.',
      },
    ]);
  });
});
