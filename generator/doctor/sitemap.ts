// sitemap.xml lists exactly the canonical pages, each once: no alias, no 404, none missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { routeSource } from './locate';
import type { Check, Finding } from './types';

export const sitemap: Check = ({ model, routes, outDir }) => {
  const file = path.join(outDir, 'sitemap.xml');
  const origin = model.site.origin.replace(/\/$/, '');
  const add = (message: string, hint: string, page?: string, pointer?: string): Finding => ({
    check: 'sitemap',
    severity: 'error',
    page,
    pointer,
    message,
    hint,
  });
  if (!existsSync(file))
    return [
      add('The built site has no sitemap.xml.', 'Run `npm run build`; if it is still missing, the build has a bug.'),
    ];

  const $ = cheerio.load(readFileSync(file, 'utf8'), { xml: true });
  const listed = $('urlset > url > loc')
    .map((_, el) => $(el).text().trim())
    .get();
  const findings: Finding[] = [];
  const wanted = new Map(
    routes.filter((r) => r.kind !== 'alias' && r.path !== '/404').map((r) => [`${origin}${r.canonicalPath}`, r]),
  );
  const aliases = new Map(routes.filter((r) => r.kind === 'alias').map((r) => [`${origin}${r.path}`, r]));
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url))
      findings.push(
        add(
          `sitemap.xml lists ${url} more than once.`,
          'List every page once; this is a bug in generator/pages/sitemap.ts.',
        ),
      );
    seen.add(url);
    const alias = aliases.get(url);
    if (alias)
      findings.push(
        add(
          `sitemap.xml lists the alias ${url}; only main pages belong there.`,
          `List ${origin}${alias.canonicalPath} only; this is a bug in generator/pages/sitemap.ts.`,
          alias.path,
          routeSource(alias, model),
        ),
      );
    else if (!wanted.has(url))
      findings.push(
        add(
          `sitemap.xml lists ${url}, which is not a page of this site.`,
          'Rebuild with `npm run build`; if it stays, the sitemap has a bug.',
        ),
      );
  }
  for (const [url, route] of wanted) {
    if (!seen.has(url))
      findings.push(
        add(
          `sitemap.xml does not list ${url}.`,
          'Rebuild with `npm run build`; if it stays, generator/pages/sitemap.ts has a bug.',
          route.path,
          routeSource(route, model),
        ),
      );
  }
  return findings;
};
