// The preview: a route of the edited (unsaved) model drawn by the site's own renderer, as the built
// site would serve it. The editor's only tie to src/renderer is here: the renderer is loaded through
// the project's own vite.config.ts (as `npm run dev` does), so a change of router stays inside it.
import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { SiteModel } from '../../schema/generated/site';
import type { ImageInfo } from '../../src/ui/page-data';
import type { Route } from '../../generator/expand';
import { prepareImages } from '../../generator/images';
import { imagesOf, resolvePage, siteChrome } from '../../generator/resolve';
import { prerender, type RenderPage } from '../../generator/prerender';
import { copyStaticAssets } from '../../generator/assets';
import { logoFiles } from '../../generator/logo';
import { PACKAGE_LATIN } from '../../generator/fonts';
import { projectRoot, sitePaths } from '../../generator/paths';
import type { DocumentAssets } from '../../generator/document';
import { Turns } from './turns';

export interface Previewer {
  /** Serves the preview's fonts, favicon and image variants. */
  files: express.Router;
  render(model: SiteModel, routes: Route[], route: Route): Promise<string>;
  /** Every route's body as the site's renderer draws it (what "Find text on the site" reads). */
  renderAll(model: SiteModel, routes: Route[]): Promise<{ route: Route; html: string }[]>;
  /** Where the preview's files are written (assets, pictures): the built site's stand-in for the doctor. */
  outDir: string;
  /** Checks go first: drawing of every page (advice, find text) waits between pages while one is answered. */
  turns: Turns;
  close(): Promise<void>;
}

export async function createPreviewer(siteFile: string): Promise<Previewer> {
  const paths = sitePaths(siteFile, await mkdtemp(path.join(os.tmpdir(), 'site-editor-preview-')));
  const vite: ViteDevServer = await createViteServer({
    root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: 'custom',
  });
  // Compiling the renderer takes seconds (10 s under load): start now, while the browser loads the
  // editor, so the first preview does not wait for all of it.
  vite.ssrLoadModule('/src/renderer/render-page.tsx').catch(() => undefined);
  // Fonts and the favicon follow the theme and the logo: prepared again only when those change.
  let assets: { key: string; files: DocumentAssets } | undefined;
  const assetsFor = async (model: SiteModel): Promise<DocumentAssets> => {
    const key = JSON.stringify([model.theme.fonts, model.business.logo]);
    if (assets?.key !== key) assets = { key, files: await copyStaticAssets(paths, '/src/renderer/entry-client.tsx', PACKAGE_LATIN, model) };
    return assets.files;
  };
  const images = new Map<string, ImageInfo>();
  const files = express.Router();
  files.use('/assets', express.static(path.join(paths.outDir, 'assets')));
  files.use('/img', express.static(path.join(paths.outDir, 'img')));
  // Files the site's components import (the icon sprite) come from the site's own Vite server.
  files.use((req, res, next) => (/^\/src\/(ui|blocks|renderer)\/[^?]+\.svg$/.test(req.path) ? vite.middlewares(req, res, next) : next()));

  /** The site's renderer and the model's pictures (variants made once per picture, cached on disk by the build's own cache). */
  const prepare = async (model: SiteModel) => {
    const missing = [...imagesOf(model), ...logoFiles(model)].filter((src) => !images.has(src));
    if (missing.length) for (const [src, info] of Object.entries(await prepareImages(missing, paths))) images.set(src, info);
    const { renderPage } = (await vite.ssrLoadModule('/src/renderer/render-page.tsx')) as { renderPage: RenderPage };
    return { renderPage, pictures: Object.fromEntries(images) };
  };
  // The last drawing of each route, by what it was drawn from: the doctor's advice draws every page
  // of the draft, and after an edit most of them are unchanged.
  const drawn = new Map<string, { from: string; html: string }>();

  const previewer: Previewer = {
    files,
    outDir: paths.outDir,
    turns: new Turns(),
    async render(model, routes, route) {
      const { renderPage, pictures } = await prepare(model);
      const context = { model, routes, images: pictures, chrome: siteChrome(model, routes, pictures), assets: await assetsFor(model), renderPage };
      const from = JSON.stringify([resolvePage(model, route, routes, pictures, context.chrome), context.assets]);
      const last = drawn.get(route.path);
      if (last?.from === from) return last.html;
      const { html } = await prerender(context, route);
      // The frame runs no script, so the document's script tag would only cause a pointless request.
      const page = html.replace(/<script type="module" src="[^"]*"><\/script>\n?/, '');
      drawn.set(route.path, { from, html: page });
      return page;
    },
    async renderAll(model, routes) {
      // One page at a time, each from the drawings kept above, letting a check go first between pages.
      const pages: { route: Route; html: string }[] = [];
      for (const route of routes) {
        await previewer.turns.next();
        pages.push({ route, html: await previewer.render(model, routes, route) });
      }
      return pages;
    },
    // The preview's files are this run's alone: a restarted editor makes them again.
    close: async () => { await vite.close(); await rm(paths.outDir, { recursive: true, force: true }); },
  };
  return previewer;
}
