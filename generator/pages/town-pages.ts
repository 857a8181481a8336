// Each town's pages, in route order: the footer's town links and the area cards both look them up.
import type { Route } from '../model/route';

const townPagesCache = new WeakMap<Route[], Map<string, Route[]>>();

/**
 * Each town's pages, in route order, indexed once per route list: area cards look up every town, and
 * searching all routes for each one made an overview page cost towns × routes (seconds at 6,000 pages).
 */
export function townPagesOf(routes: Route[]): Map<string, Route[]> {
  let index = townPagesCache.get(routes);
  if (!index) {
    index = new Map();
    for (const r of routes) {
      if (r.kind !== 'town' || !r.town) continue;
      const pages = index.get(r.town.slug);
      if (pages) pages.push(r);
      else index.set(r.town.slug, [r]);
    }
    townPagesCache.set(routes, index);
  }
  return index;
}
