// Reads the built HTML of every route from dist/. A route without its file is itself a finding.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { parseHtml } from './dom';
import { routeSource } from './locate';
import { say } from './say';
import type { DoctorPage, Finding } from './types';

/** Where build.ts writes a route: dist/<path>/index.html, the 404 page as dist/404.html. */
export const htmlFile = (outDir: string, routePath: string) =>
  routePath === '/404' ? path.join(outDir, '404.html') : path.join(outDir, routePath, 'index.html');

export function loadPages(
  routes: Route[],
  model: SiteModel,
  outDir: string,
): { pages: DoctorPage[]; findings: Finding[] } {
  const pages: DoctorPage[] = [];
  const findings: Finding[] = [];
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
    pages.push({ route, file, $: parseHtml(readFileSync(file, 'utf8')) });
  }
  return { pages, findings };
}
