// Each page names one absolute canonical URL: itself, or for an alias its main page, so search
// engines index every page once under the right address.
import { isNotFoundPath } from '../pages/not-found';
import { routeSource } from './locate';
import { say } from './say';
import type { Check, Finding } from './types';
import type { Said } from './words';

export const canonical: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  const origin = model.site.origin.replace(/\/$/, '');
  for (const { route, $ } of pages) {
    if (isNotFoundPath(route.path)) continue; // not indexed (noindex), so it names no canonical
    const expected = `${origin}${route.canonicalPath}`;
    const hrefs = $('head link[rel="canonical"]')
      .map((_, el) => $(el).attr('href') ?? '')
      .get();
    const add = (words: Said) =>
      findings.push({
        check: 'canonical',
        severity: 'error',
        page: route.path,
        pointer: routeSource(route, model),
        ...words,
      });
    if (hrefs.length !== 1) {
      add(hrefs.length ? say('canonicalMany', hrefs.length) : say('canonicalNone'));
      continue;
    }
    const href = hrefs[0];
    if (!/^https?:\/\//.test(href)) add(say('canonicalNotAbsolute', href, origin));
    else if (href !== expected)
      add(say(route.kind === 'alias' ? 'canonicalOfAlias' : 'canonicalWrong', href, expected, origin));
  }
  return findings;
};
