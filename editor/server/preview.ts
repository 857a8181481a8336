// The preview: a route of the edited (unsaved) model drawn by the site's own renderer, as the built
// site would serve it. The editor's only tie to src/renderer is here: it uses the engine's bundles as
// `npm run build` makes and caches them (generator/build.ts), so a change of router stays inside those.
import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteModel } from '../../schema/generated/site';
import type { ImageInfo } from '../../src/page-data';
import {
  PACKAGE_LATIN,
  bundleEngine,
  copyStaticAssets,
  imagesOf,
  loadSite,
  logoFiles,
  prepareImages,
  prerender,
  resolvePage,
  siteChrome,
  siteIconSprite,
  sitePaths,
  usedBlockTypes,
  validate,
  writeIconSprite,
  type DocumentAssets,
  type RenderPage,
  type Route,
  type SitePaths,
} from '../../generator/api';
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
  // Started now, while the browser loads the editor: bundling, when the engine's code changed, takes seconds.
  const engine = loadEngine(siteFile, paths);
  engine.catch(() => undefined); // the first preview reports it
  // Fonts and the favicon follow the theme and the logo: prepared again only when those change.
  let assets: { key: string; files: DocumentAssets } | undefined;
  const assetsFor = async (model: SiteModel): Promise<DocumentAssets> => {
    const key = JSON.stringify([model.theme.fonts, model.business.logo]);
    if (assets?.key !== key)
      assets = { key, files: await copyStaticAssets(paths, (await engine).entry, PACKAGE_LATIN, model) };
    return assets.files;
  };
  const images = new Map<string, ImageInfo>();
  const files = express.Router();
  // The browser bundle's files, the icon sprite the pages refer to, the fonts, the favicon.
  files.use('/assets', express.static(path.join(paths.outDir, 'assets')));
  files.use('/img', express.static(path.join(paths.outDir, 'img')));

  /** The site's renderer and the model's pictures (variants made once per picture, cached on disk by the build's own cache). */
  const prepare = async (model: SiteModel) => {
    const { renderPage } = await engine; // first: it empties the preview's folder before filling it
    const missing = [...imagesOf(model), ...logoFiles(model)].filter((src) => !images.has(src));
    if (missing.length)
      for (const [src, info] of Object.entries(await prepareImages(missing, paths))) images.set(src, info);
    return { renderPage, pictures: Object.fromEntries(images) };
  };
  // The icon sprite of the draft's icons (chrome.icons), written once for each set of icons.
  const sprites = new Set<string>();
  const writeSprite = async (model: SiteModel, routes: Route[]) => {
    const sprite = siteIconSprite(model, routes);
    if (sprites.has(sprite.href)) return;
    await writeIconSprite(sprite, paths.outDir);
    sprites.add(sprite.href);
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
      await writeSprite(model, routes);
      const context = {
        model,
        routes,
        images: pictures,
        chrome: siteChrome(model, routes, pictures),
        assets: await assetsFor(model),
        renderPage,
      };
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
    close: async () => {
      await engine.catch(() => undefined);
      await rm(paths.outDir, { recursive: true, force: true });
    },
  };
  return previewer;
}

/**
 * The server renderer, and the browser bundle copied into the preview's folder (its script is not run:
 * the frame allows none). The bundle of the blocks the site as saved uses is the one `npm run build`
 * made for it.
 */
async function loadEngine(siteFile: string, paths: SitePaths): Promise<{ entry: string; renderPage: RenderPage }> {
  const { script, renderer } = await bundleEngine(
    paths.outDir,
    await savedBlockTypes(siteFile, paths.imagesDir),
    paths.cacheDir,
  );
  const { renderPage } = (await import(pathToFileURL(renderer.page).href)) as { renderPage: RenderPage };
  return { entry: script.entry, renderPage };
}

async function savedBlockTypes(siteFile: string, imagesDir: string): Promise<Set<string>> {
  try {
    return usedBlockTypes(validate(await loadSite(siteFile), imagesDir).routes);
  } catch {
    return new Set();
  }
}
