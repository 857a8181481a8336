// The BreadcrumbList in the structured data matches the breadcrumb the visitor sees
// (nav[aria-label="Breadcrumb"] ol li): same names, same order, same links.
import { internalUrl } from './dom';
import type { Route } from '../model/route';
import { routeSource } from './locate';
import { readJsonLd, typesOf, type Thing } from './json-ld-read';
import { say } from './say';
import type { Check, Finding } from './types';
import type { Said } from './words';

interface Crumb {
  name: string;
  url?: string;
}

export const breadcrumbs: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  const origin = model.site.origin.replace(/\/$/, '');
  for (const { route, $ } of pages) {
    const items = $('nav[aria-label="Breadcrumb"] ol li');
    if (!items.length) continue;
    const pointer = breadcrumbBlock(route) ?? routeSource(route, model);
    const add = (words: Said) =>
      findings.push({ check: 'breadcrumbs', severity: 'error', page: route.path, pointer, ...words });
    const visible: Crumb[] = items
      .map((_, li) => {
        const href = $(li).find('a[href]').attr('href');
        const target = href ? internalUrl(href, origin, route.path) : null;
        return { name: $(li).text().trim(), url: target ? `${origin}${target.path}` : undefined };
      })
      .get();
    const list = readJsonLd($).typed.find((t) => typesOf(t).includes('BreadcrumbList'));
    if (!list) {
      add(say('breadcrumbNoList'));
      continue;
    }
    const listed: Crumb[] = [list.itemListElement ?? []]
      .flat()
      .map((e) => e as Thing)
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((e) => ({
        name: String(e.name ?? ''),
        url: typeof e.item === 'string' ? e.item : ((e.item as Thing | undefined)?.['@id'] as string | undefined),
      }));
    const show = (crumbs: Crumb[]) => crumbs.map((c) => c.name).join(' › ');
    if (visible.length !== listed.length || visible.some((c, i) => c.name !== listed[i].name)) {
      add(say('breadcrumbDiffers', show(visible), show(listed)));
      continue;
    }
    visible.forEach((c, i) => {
      if (c.url && c.url !== listed[i].url) add(say('breadcrumbLinkDiffers', c.name, c.url, listed[i].url));
    });
  }
  return findings;
};

/** The Breadcrumb block of the route, if it has one. */
function breadcrumbBlock(route: Route): string | undefined {
  const i = route.blocks.findIndex((b) => b.type === 'Breadcrumb');
  return i >= 0 ? route.blockSources[i] : undefined;
}
