// Reads the built HTML of every route from dist/. A route without its file is itself a finding.
// A long-lived caller (the editor's publish worker) passes the pages it read last time: a page whose
// key (render/reuse-pages.ts: the page's data, assets, renderer and day) is unchanged is the same
// HTML, so its reading is taken again instead of parsing it anew. No check changes a page's DOM.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { parseHtml } from './dom';
import { routeSource } from './locate';
import { say } from './say';
import type { DoctorPage, Finding } from './types';
import type { CheerioAPI } from 'cheerio';

/** Pages read by the last doctor run, by route and page key. */
export interface ParsedPages {
  byKey: Map<string, CheerioAPI>;
}

/** Above this many pages none are kept: each page's tree takes about a quarter of a megabyte, kept between publishes. */
const PARSED_KEPT_MAX = 1_000;

export const newParsedPages = (): ParsedPages => ({ byKey: new Map() });

/** Where build.ts writes a route: dist/<path>/index.html, the 404 page as dist/404.html. */
export const htmlFile = (outDir: string, routePath: string) =>
  routePath === '/404' ? path.join(outDir, '404.html') : path.join(outDir, routePath, 'index.html');

export function loadPages(
  routes: Route[],
  model: SiteModel,
  outDir: string,
  parsed?: { pages: ParsedPages; keys: Map<string, string> },
): { pages: DoctorPage[]; findings: Finding[] } {
  const pages: DoctorPage[] = [];
  const findings: Finding[] = [];
  const kept = new Map<string, CheerioAPI>();
  for (const route of routes) {
    const file = htmlFile(outDir, route.path);
    if (!existsSync(file)) {
      findings.push({
        check: 'built-pages',
        severity: 'error',
        page: route.path,
        pointer: routeSource(route, model),
        ...say('pageNotBuilt', route.path, path.relative(process.cwd(), file)),
      });
      continue;
    }
    const key = parsed?.keys.get(route.path);
    const id = key && `${route.path}\n${key}`;
    const $ = (id && parsed?.pages.byKey.get(id)) || parseHtml(readFileSync(file, 'utf8'));
    if (id && routes.length <= PARSED_KEPT_MAX) kept.set(id, $);
    pages.push({ route, file, $ });
  }
  if (parsed) parsed.pages.byKey = kept;
  return { pages, findings };
}
