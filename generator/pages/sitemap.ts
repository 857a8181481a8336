// sitemap.xml lists every canonical route once; robots.txt points to it.
import type { Route } from '../model/route';
import { NOT_FOUND_PATH } from './not-found';

export function sitemapXml(routes: Route[], origin: string): string {
  const paths = [
    ...new Set(routes.filter((r) => r.kind !== 'alias' && r.path !== NOT_FOUND_PATH).map((r) => r.canonicalPath)),
  ];
  const urls = paths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
