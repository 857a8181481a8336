// Every internal <a href> reaches a built page (or a file in dist), its #anchor exists there,
// and it links the main page rather than an alias of it.
// Not linkinator: 8.1 fails to start on Node 20.20 (no zstd); 6.x checked only 206 unique URLs, no #anchors, aliases or site.json places.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from '../errors/catalogue';
import { didYouMean } from '../errors/did-you-mean';
import { internalUrl } from './dom';
import { findNavigation, findText, routeSource } from './locate';
import type { Check, DoctorPage, Finding } from './types';

const idsOf = new WeakMap<DoctorPage, Set<string>>();
/** Every id on the page, plus old-style <a name> targets. */
function pageIds(page: DoctorPage): Set<string> {
  let ids = idsOf.get(page);
  if (!ids) {
    ids = new Set([
      ...page
        .$('[id]')
        .map((_, el) => page.$(el).attr('id'))
        .get(),
      ...page
        .$('a[name]')
        .map((_, el) => page.$(el).attr('name'))
        .get(),
    ]);
    idsOf.set(page, ids);
  }
  return ids;
}

export const links: Check = ({ model, pages, outDir }) => {
  const findings: Finding[] = [];
  const byPath = new Map(pages.filter((p) => p.route.path !== '/404').map((p) => [p.route.path, p]));
  const isFile = (p: string) => {
    const f = path.join(outDir, p);
    return existsSync(f) && statSync(f).isFile();
  };

  for (const page of pages) {
    const { route, $ } = page;
    $('a[href]').each((_, el) => {
      const href = $(el).attr('href')!;
      const target = internalUrl(href, model.site.origin, route.path);
      if (!target) return;
      const layout = $(el).closest('main').length === 0;
      const add = (message: string, hint: string) => {
        const pointer = layout ? findNavigation(model, href) : findText(route, model, (v) => v === href);
        findings.push({
          check: 'links',
          severity: 'error',
          page: route.path,
          message,
          hint:
            pointer || !layout
              ? hint
              : `${hint} The link is part of the page layout (header or footer), made from the towns or the business; tell a developer if site.json looks right.`,
          pointer: pointer ?? (layout ? undefined : routeSource(route, model)),
        });
      };
      // A same-page link (#main) stays on this page, whatever its address.
      const linked = target.path === route.path ? page : byPath.get(target.path);
      if (!linked) {
        if (isFile(target.path)) return;
        const broken = catalogue.brokenLink(href, [...byPath.keys()]);
        add(broken.message, broken.hint ?? '');
        return;
      }
      if (linked !== page && linked.route.kind === 'alias') {
        add(
          `Link to ${target.path}, which is only an alias of ${linked.route.canonicalPath}.`,
          `Link ${linked.route.canonicalPath} instead, so visitors and search engines reach the main page directly.`,
        );
      }
      if (target.hash && target.hash !== 'top' && !pageIds(linked).has(target.hash)) {
        add(
          `Link to ${href}, but ${target.path} has no element with id "${target.hash}".`,
          `${didYouMean(target.hash, pageIds(linked))}Fix the part after "#", or remove it to link the top of the page.`,
        );
      }
    });
  }
  return findings;
};
