// The built page of every route in dist/, its HTML parsed when a check first asks. A route without
// its file is itself a finding. A long-lived caller (the editor's publish worker) passes the doctor's
// memory: a page whose key (render/reuse-pages.ts: the page's data, assets, renderer and day) is
// unchanged is the same HTML, so it gets its readings of last time (memory.ts). No check changes a page's DOM.
import { isNotFoundPath } from '../pages/not-found';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { parseHtml } from './dom';
import { routeSource } from './locate';
import { say } from './say';
import type { DoctorPage, Finding } from './types';
import type { CheerioAPI } from 'cheerio';
import type { DoctorMemory } from './memory';

/** Where build.ts writes a route: dist/<path>/index.html, the 404 page as dist/404.html. */
export const htmlFile = (outDir: string, routePath: string) =>
  isNotFoundPath(routePath) ? path.join(outDir, `${routePath}.html`) : path.join(outDir, routePath, 'index.html');

export function loadPages(
  routes: Route[],
  model: SiteModel,
  outDir: string,
  kept?: { memory: DoctorMemory; keys: Map<string, string> },
): { pages: DoctorPage[]; findings: Finding[]; parsed: () => number } {
  const pages: DoctorPage[] = [];
  let parsed = 0;
  const parse = (file: string) => {
    parsed++;
    return parseHtml(readFileSync(file, 'utf8'));
  };
  const findings: Finding[] = [];
  const readingsNow = new Map<string, Map<string, unknown>>();
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
    const key = kept?.keys.get(route.path);
    const id = key && `${route.path}\n${key}`;
    const readings = (id && kept?.memory.pages.get(id)) || new Map<string, unknown>();
    if (id) readingsNow.set(id, readings);
    let dom: CheerioAPI | undefined;
    pages.push({
      route,
      file,
      readings,
      get $() {
        return (dom ??= parse(file));
      },
    });
  }
  if (kept) kept.memory.pages = readingsNow;
  return { pages, findings, parsed: () => parsed };
}
