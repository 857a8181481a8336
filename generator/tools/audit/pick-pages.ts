// One page of every kind the site has: fixed pages, an overview, a single service page, the first
// town page of each template and one blog post. Taken from the route manifest, so new templates
// are audited without touching this file.
import type { Route } from '../../model/route';

export interface AuditPage {
  label: string;
  path: string;
}

export function pickPages(routes: Route[]): AuditPage[] {
  const pages = routes.filter((r) => r.kind === 'page');
  const has = (path: string) => pages.some((r) => r.path === path);
  const picked: AuditPage[] = [];
  const add = (label: string, route?: Route) => {
    if (route && !picked.some((p) => p.path === route.path)) picked.push({ label, path: route.path });
  };
  const fixed = (label: string, path: string) => {
    if (has(path))
      add(
        label,
        pages.find((r) => r.path === path),
      );
  };

  fixed('Home', '/');
  fixed('Services', '/services');
  // An overview lists the towns of a template (AreaCards); a service page sits under /services/.
  add(
    'Service overview',
    pages.find((r) => r.path !== '/' && r.blocks.some((b) => b.type === 'AreaCards')),
  );
  add(
    'Service page',
    pages.find((r) => r.path.startsWith('/services/')),
  );
  const seen = new Set<string>();
  for (const route of routes.filter((r) => (r.kind === 'town' || r.kind === 'post') && r.template)) {
    if (seen.has(route.template!.id)) continue;
    seen.add(route.template!.id);
    add(route.kind === 'post' ? 'Blog post' : `Town page (${route.template!.id})`, route);
  }
  fixed('Blog', '/blog');
  fixed('Portfolio', '/portfolio');
  fixed('About', '/about');
  fixed('Contact', '/contact');
  fixed('Privacy policy', '/privacy-policy');
  return picked;
}

/** Every route that is a page of its own (aliases repeat their primary; the 404 page is not a route to visit). */
export function allPages(routes: Route[]): AuditPage[] {
  return routes
    .filter((r) => r.kind !== 'alias' && r.path !== '/404')
    .map((r) => ({
      label: r.kind === 'town' ? `Town page (${r.template?.id})` : r.kind === 'post' ? 'Blog post' : 'Page',
      path: r.path,
    }));
}
