// A page's HTML over a budget: every visitor downloads it before seeing anything, and a phone on a
// slow network waits for every kilobyte. The default site's largest page is about 69 KB; a page over
// the budget is almost always one very long text (a review, a paragraph, an answer) or a block
// repeated too often, which the schema's text limits alone do not stop (many texts at their limit).
import { statSync } from 'node:fs';
import { routeSource } from './locate';
import { say } from './say';
import type { Check, Finding } from './types';

/** The most HTML one page should weigh: about three times the default site's largest page. */
export const PAGE_HTML_BUDGET = 200 * 1024;

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

export const pageWeight: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const { route, file } of pages) {
    const bytes = statSync(file).size;
    if (bytes <= PAGE_HTML_BUDGET) continue;
    findings.push({
      check: 'page-weight',
      severity: 'warning',
      page: route.path,
      pointer: routeSource(route, model),
      ...say('pageTooHeavy', kilobytes(bytes), kilobytes(PAGE_HTML_BUDGET)),
    });
  }
  return findings;
};
