// Every page's data of a shipped site, pictures stood in by fakes: what the renderer's tests draw.
import path from 'node:path';
import { expect } from 'vitest';
import { loadSite } from '../../generator/check/load';
import { logoFiles } from '../../generator/assets/logo';
import { projectRoot, sitePaths } from '../../generator/paths';
import { pageData, townValues } from '../../generator/render/prerender';
import { imagesOf, siteChrome } from '../../generator/pages/resolve';
import { validate } from '../../generator/check/validate';
import type { PageData } from '../../src/page-data';
import { fakeImage } from './render-block';

export async function pagesOf(siteFile: string): Promise<PageData[]> {
  return (await pageJobsOf(siteFile)).map((job) => job.data);
}

/** Every page's data with its own values (a town page's town's), as the build hands them to a render thread. */
export async function pageJobsOf(siteFile: string): Promise<{ data: PageData; values?: string[] }[]> {
  const paths = sitePaths(path.resolve(projectRoot, siteFile), path.join(projectRoot, 'dist'));
  const { model, routes, problems } = validate(await loadSite(paths.siteFile), paths.imagesDir);
  expect(problems).toEqual([]);
  const images = Object.fromEntries(
    [...imagesOf(model), ...logoFiles(model), model.site.defaultImage.src].map((src) => [src, fakeImage(src)]),
  );
  const ctx = { model, routes, images, chrome: siteChrome(model, routes, images) };
  return routes.map((route) => ({ data: pageData(ctx, route), values: townValues(route) }));
}
