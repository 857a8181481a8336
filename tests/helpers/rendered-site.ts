// The default site (or a changed copy of its model) with every route rendered by the site's own
// renderer, pictures stood in by fakes: what the text tests read.
import path from 'node:path';
import { expect } from 'vitest';
import { loadSite } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { imagesOf, resolvePage, siteChrome } from '../../generator/pages/resolve';
import { logoFiles } from '../../generator/assets/logo';
import { projectRoot } from '../../generator/paths';
import { renderPage } from '../../src/renderer/render-page';
import type { SiteModel } from '../../schema/generated/site';
import { fakeImage } from './render-block';

export async function renderedSite(change: (model: SiteModel) => SiteModel = (m) => m) {
  const site = await loadSite(path.join(projectRoot, 'site.json'));
  const loaded = { ...site, raw: change(structuredClone(site.raw) as SiteModel) };
  const { model, routes, problems } = validate(loaded, path.join(projectRoot, 'assets/images'));
  expect(problems).toEqual([]);
  const images = Object.fromEntries(
    [...imagesOf(model), ...logoFiles(model), model.site.defaultImage.src].map((src) => [src, fakeImage(src)]),
  );
  const chrome = siteChrome(model, routes, images);
  const pages = await Promise.all(
    routes.map(async (route) => {
      const data = resolvePage(model, route, routes, images, chrome);
      return { route, path: route.path, data, html: (await renderPage(data)).html };
    }),
  );
  return { model, routes, pages };
}
