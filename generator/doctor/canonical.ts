// Each page names one absolute canonical URL: itself, or for an alias its main page, so search
// engines index every page once under the right address.
import { routeSource } from './locate';
import type { Check, Finding } from './types';

export const canonical: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  const origin = model.site.origin.replace(/\/$/, '');
  for (const { route, $ } of pages) {
    if (route.path === '/404') continue; // not indexed (noindex), so it names no canonical
    const expected = `${origin}${route.canonicalPath}`;
    const hrefs = $('head link[rel="canonical"]')
      .map((_, el) => $(el).attr('href') ?? '')
      .get();
    const add = (message: string, hint: string) =>
      findings.push({
        check: 'canonical',
        severity: 'error',
        page: route.path,
        pointer: routeSource(route, model),
        message,
        hint,
      });
    const builder = 'This is a bug in generator/render/document.ts or generator/pages/resolve.ts; tell a developer.';
    if (hrefs.length !== 1) {
      add(
        hrefs.length
          ? `The page names ${hrefs.length} canonical addresses; it must name exactly one.`
          : 'The page names no canonical address.',
        builder,
      );
      continue;
    }
    const href = hrefs[0];
    if (!/^https?:\/\//.test(href)) {
      add(
        `The canonical address "${href}" is not absolute (it must start with ${origin}).`,
        `Check "site.origin" in site.json; otherwise: ${builder}`,
      );
    } else if (href !== expected) {
      add(
        route.kind === 'alias'
          ? `This alias names ${href} as canonical, but it stands for ${expected}.`
          : `The canonical address is ${href}, but the page is ${expected}.`,
        `Check "site.origin" (${origin}) in site.json; otherwise: ${builder}`,
      );
    }
  }
  return findings;
};
