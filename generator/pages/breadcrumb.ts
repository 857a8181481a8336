// Breadcrumb trail of a page (spec section 2): Home (labels.breadcrumbHome), then each page above it by
// its address, then the page itself, not a link: one short entry per part of the address. Each is
// named as people read it, never made from its address ("Elektroinstallation in Köln", not
// "Elektroinstallation Koeln"): its name in the menus (header, footer, legal), else the name of the
// one service the page is about ("Tree Services", not its long title), else its title as the tab
// shows it, the site's name after "|" left off; a town page or a post always by its title.
// A part of the address that is no page of the site (/services with no page there) is left out.
import type { Link, NavItem, SiteModel } from '../../schema/generated/site';
import type { TrailEntry } from '../../src/page-data';
import type { Route } from '../model/route';

/** Page names by path, made once per build's routes (a site of thousands of town pages asks once per page). */
const namesByRoutes = new WeakMap<Route[], Map<string, string>>();

/** Every page's name by its path: its menu name, else its service's name, else its title's own part. */
export function pageNames(model: SiteModel, routes: Route[]): Map<string, string> {
  const known = namesByRoutes.get(routes);
  if (known) return known;
  const names = new Map([...menuNames(model)].map(([path, { name }]) => [path, name]));
  // A town page or a post by its title even when a menu links to it: the menu names the service
  // ("Wallbox"), the title this town's page ("Wallbox in Hürth").
  for (const route of routes)
    if (namedByTitle(route)) names.set(route.path, titleName(route.title));
    else if (!names.has(route.path)) names.set(route.path, serviceName(model, route)?.name ?? titleName(route.title));
  namesByRoutes.set(routes, names);
  return names;
}

/** Whether a page is named by its title before its menu name: one of many pages made from a template. */
export const namedByTitle = (route: Route) => route.kind === 'town' || route.kind === 'post';

/** The pages the menus name, by path: the first label of the header (submenus too), the footer, the legal links. */
export function menuNames(model: SiteModel): Map<string, { name: string; pointer: string }> {
  const names = new Map<string, { name: string; pointer: string }>();
  const fromMenu = (items: (NavItem | Link)[], pointer: string) =>
    items.forEach((item, i) => {
      if (item.label.trim() && !names.has(item.href))
        names.set(item.href, { name: item.label.trim(), pointer: `${pointer}/${i}/label` });
      if ('children' in item && item.children) fromMenu(item.children, `${pointer}/${i}/children`);
    });
  for (const menu of ['header', 'footer', 'legal'] as const) fromMenu(model.navigation[menu], `/navigation/${menu}`);
  return names;
}

/** The name of the one service a page is about (`service` naming one), with where it is written. */
export function serviceName(model: SiteModel, route: Route): { name: string; pointer: string } | undefined {
  if (namedByTitle(route) || route.services.length !== 1) return undefined;
  const index = model.services.findIndex((s) => s.id === route.services[0]);
  const name = model.services[index]?.name.trim();
  return name ? { name, pointer: `/services/${index}/name` } : undefined;
}

/** "Landscaping in Huron, OH | Riverbend Landscaping" → "Landscaping in Huron, OH". */
const titleName = (title: string) => title.split(' | ')[0]!;

/** `prefix`: the language's folder ("/es"), whose home page is the trail's first step. */
export function breadcrumbTrail(route: Route, names: Map<string, string>, home: string, prefix = ''): TrailEntry[] {
  const segments = route.path.slice(prefix.length).split('/').filter(Boolean);
  if (segments.length === 0) return [{ label: home }];
  const trail: TrailEntry[] = [{ label: home, href: prefix || '/' }];
  segments.slice(0, -1).forEach((_, i) => {
    const href = `${prefix}/${segments.slice(0, i + 1).join('/')}`;
    const label = names.get(href);
    if (label) trail.push({ label, href });
  });
  trail.push({ label: names.get(route.path) ?? titleName(route.title) });
  return trail;
}
