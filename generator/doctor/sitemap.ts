// sitemap.xml lists exactly the canonical pages, each once: no alias, no 404, none missing.
import { isNotFoundPath } from '../pages/not-found';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { routeSource } from './locate';
import { say } from './say';
import type { Check, Finding } from './types';
import type { Said } from './words';

export const sitemap: Check = ({ model, routes, outDir }) => {
  const file = path.join(outDir, 'sitemap.xml');
  const origin = model.site.origin.replace(/\/$/, '');
  const add = (words: Said, page?: string, pointer?: string): Finding => ({
    check: 'sitemap',
    severity: 'error',
    page,
    pointer,
    ...words,
  });
  if (!existsSync(file)) return [add(say('sitemapMissing'))];

  const $ = cheerio.load(readFileSync(file, 'utf8'), { xml: true });
  const listed = $('urlset > url > loc')
    .map((_, el) => $(el).text().trim())
    .get();
  const findings: Finding[] = [];
  const wanted = new Map(
    routes.filter((r) => r.kind !== 'alias' && !isNotFoundPath(r.path)).map((r) => [`${origin}${r.canonicalPath}`, r]),
  );
  const aliases = new Map(routes.filter((r) => r.kind === 'alias').map((r) => [`${origin}${r.path}`, r]));
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url)) findings.push(add(say('sitemapTwice', url)));
    seen.add(url);
    const alias = aliases.get(url);
    if (alias)
      findings.push(
        add(say('sitemapListsAlias', url, `${origin}${alias.canonicalPath}`), alias.path, routeSource(alias, model)),
      );
    else if (!wanted.has(url)) findings.push(add(say('sitemapListsStranger', url)));
  }
  for (const [url, route] of wanted) {
    if (!seen.has(url)) findings.push(add(say('sitemapLeavesOut', url), route.path, routeSource(route, model)));
  }
  return findings;
};
