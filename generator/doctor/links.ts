// Every internal <a href> reaches a built page (or a file in dist), its #anchor exists there,
// and it links the main page rather than an alias of it.
// Not linkinator: 8.1 fails to start on Node 20.20 (no zstd); 6.x checked only 206 unique URLs, no #anchors, aliases or site.json places.
import { isNotFoundPath } from '../pages/not-found';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogue } from '../errors/catalogue';
import { closest } from '../errors/did-you-mean';
import { internalUrl, type InternalUrl } from './dom';
import { findNavigation, findText, routeSource } from './locate';
import { reading } from './memory';
import { note, say } from './say';
import type { Check, DoctorPage, Finding } from './types';
import type { Said } from './words';

/** Every id on the page, plus old-style <a name> targets. */
const pageIds = (page: DoctorPage): Set<string> =>
  reading(
    page,
    'ids',
    () =>
      new Set([
        ...page
          .$('[id]')
          .map((_, el) => page.$(el).attr('id'))
          .get(),
        ...page
          .$('a[name]')
          .map((_, el) => page.$(el).attr('name'))
          .get(),
      ]),
  );

interface PageLink {
  href: string;
  target: InternalUrl;
  /** In the header or footer (the layout every page shares), not the page's own <main>. */
  layout: boolean;
}

/** The page's links to this site in their order (a link written twice is one object twice: kept small). */
const pageLinks = (page: DoctorPage, origin: string): PageLink[] =>
  reading(
    page,
    'links',
    () => {
      const { $ } = page;
      const seen = new Map<string, PageLink | null>();
      const found: PageLink[] = [];
      $('a[href]').each((_, el) => {
        const href = $(el).attr('href')!;
        const layout = $(el).closest('main').length === 0;
        const id = `${layout} ${href}`;
        if (!seen.has(id)) {
          const target = internalUrl(href, origin, page.route.path);
          seen.set(id, target && { href, target, layout });
        }
        const link = seen.get(id);
        if (link) found.push(link);
      });
      return found;
    },
    origin,
  );

export const links: Check = ({ model, pages, outDir }) => {
  const findings: Finding[] = [];
  const byPath = new Map(pages.filter((p) => !isNotFoundPath(p.route.path)).map((p) => [p.route.path, p]));
  const isFile = (p: string) => {
    const f = path.join(outDir, p);
    return existsSync(f) && statSync(f).isFile();
  };

  for (const page of pages) {
    const { route } = page;
    for (const { href, target, layout } of pageLinks(page, model.site.origin)) {
      const add = ({ message, hint, byHand }: Said) => {
        const pointer = layout ? findNavigation(model, href) : findText(route, model, (v) => v === href);
        findings.push({
          check: 'links',
          severity: 'error',
          page: route.path,
          message,
          hint: pointer || !layout ? hint : `${hint} ${note('linkInLayout')}`,
          ...(byHand ? { byHand } : {}),
          pointer: pointer ?? (layout ? undefined : routeSource(route, model)),
        });
      };
      // A same-page link (#main) stays on this page, whatever its address.
      const linked = target.path === route.path ? page : byPath.get(target.path);
      if (!linked) {
        if (isFile(target.path)) continue;
        const broken = catalogue.brokenLink(href, [...byPath.keys()]);
        add({ message: broken.message, hint: broken.hint ?? '' });
        continue;
      }
      if (linked !== page && linked.route.kind === 'alias') {
        add(say('linkToAlias', target.path, linked.route.canonicalPath));
      }
      if (target.hash && target.hash !== 'top' && !pageIds(linked).has(target.hash)) {
        add(say('linkToMissingPart', href, target.path, target.hash, closest(target.hash, pageIds(linked))));
      }
    }
  }
  return findings;
};
