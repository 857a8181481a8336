// sitemap.xml lists every canonical route once, with its pages in the site's other languages (when
// it has several: hreflang alternates, and x-default the main language's); robots.txt points to it.
import type { Route } from '../model/route';
import { isNotFoundPath } from './not-found';
import { normalTag } from '../../shared/site/languages/languages';

export function sitemapXml(routes: Route[], origin: string): string {
  const listed = new Map<string, Route>();
  for (const r of routes)
    if (r.kind !== 'alias' && !isNotFoundPath(r.path)) listed.set(r.canonicalPath, listed.get(r.canonicalPath) ?? r);
  const alternates = (route: Route) =>
    route.alternates
      ? [...route.alternates.map((a) => [normalTag(a.language), a.path]), ['x-default', route.alternates[0]!.path]]
          .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${path}"/>`)
          .join('')
      : '';
  const urls = [...listed].map(([p, route]) => `  <url><loc>${origin}${p}</loc>${alternates(route)}</url>`).join('\n');
  const languages = routes.some((r) => r.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages}>\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
