// The addresses of a language other than the main one: every page under /<key>/ (a page's or
// template's path written in the language is taken as it is; one written once gets the prefix), and
// every link written as a main-language page's address leads to that page in this language.
import type { SiteModel } from '../../schema/generated/site';
import { expand } from '../pages/expand';
import type { Route } from '../model/route';
import { relinkAll, relinked } from './relink';

/** "/about" → "/es/about", "/" → "/es"; an address already under the prefix stays. */
function underPrefix(path: string, prefix: string): string {
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The same page in every language: its source in site.json and, for a template, its town or post. */
export const pageIdentity = (route: Route): string => `${route.source} ${route.town?.slug ?? route.post?.slug ?? ''}`;

/** The site's routes, or none while its pages are not what the schema asks for (the check says so). */
function routesOf(raw: unknown): Route[] {
  try {
    return expand(raw as SiteModel).routes.filter((r) => r.kind !== 'alias');
  } catch {
    return [];
  }
}

/**
 * The projected site of a language other than the main one with its addresses: pages and templates
 * under the prefix, aliases from under it to this language's page, and each link to a main-language
 * page to its page here (a link to a page this language has not leads to the main language's).
 */
export function withAddresses(raw: unknown, mainRaw: unknown, prefix: string): unknown {
  const site = raw as SiteModel;
  for (const page of site.pages ?? []) if (typeof page.path === 'string') page.path = underPrefix(page.path, prefix);
  for (const template of site.templates ?? [])
    if (typeof template.path === 'string') template.path = underPrefix(template.path, prefix);
  const here = new Map(routesOf(site).map((r) => [pageIdentity(r), r.path]));
  const counterpart = new Map(
    routesOf(mainRaw).flatMap((r) => {
      const path = here.get(pageIdentity(r));
      return path ? [[r.path, path] as const] : [];
    }),
  );
  relinkAll(site, counterpart);
  for (const alias of site.aliases ?? [])
    if (typeof alias.from === 'string' && typeof alias.to === 'string') {
      alias.from = underPrefix(alias.from, prefix);
      alias.to = relinked(alias.to, counterpart);
    }
  return site;
}
