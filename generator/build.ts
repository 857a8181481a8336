// `npm run build`: validate → bundle the browser code → prepare images → prerender every route.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from './check/load';
import { validate, type CheckedSite } from './check/validate';
import type { Problem } from './errors/problem';
import type { LoadedSite } from './model/loaded-site';
import { prepareImages } from './assets/images';
import { logoFiles } from './assets/logo';
import { imagesOf, siteChrome } from './pages/resolve';
import { buildPage } from './render/prerender';
import { writePage, type RenderPage, type WritePage } from './render/write-page';
import { sitemapXml, robotsTxt } from './pages/sitemap';
import { charactersShown, copyStaticAssets } from './assets/static-assets';
import { siteIconSprite, writeIconSprite } from './assets/icons';
import { precompress } from './assets/precompress';
import { defaultThreads, QUEUED_PER_WORKER, renderPool } from './render/render-pool';
import { sitePaths } from './paths';
import { bundleEngine, loadRenderer } from './render/bundle';
import { usedBlockTypes } from './render/site-blocks';
import { enginePack } from '../shared/site/languages/packs';
import { SERVER_CONTRACT_FILE } from '../shared/server-contract';
import { serverContractOf } from './pages/server-contract';
import pMap from 'p-map';
import type { Route } from './model/route';
import { pageKeyBasis, readEarlierBuild, reuseRouteFiles, sharedKey, writePageKeys } from './render/reuse-pages';
import { pageKey } from './render/page-key';

/** The site pack's words the browser draws itself. */
const browserWords = (locale: string) => {
  const { formats, errorPage } = enginePack(locale);
  return { formats, errorPage };
};

export interface BuildOptions {
  siteFile: string;
  outDir: string;
  /** Where the build's summary line goes (the command line passes console.log); the build itself prints nothing. */
  log?: (line: string) => void;
  /** Threads rendering pages: 1 renders in this thread; by default one per core for sites of PARALLEL_MIN_ROUTES routes or more. */
  renderThreads?: number;
  /** Told each stage as it starts and each page as it is written (the editor's Publish shows it). */
  onProgress?: (progress: BuildProgress) => void;
  /**
   * An earlier, finished build (a publish: the live one) whose files are taken for every route whose
   * page key is unchanged and whose files are as its manifest lists them, instead of rendering it again
   * (render/reuse-pages.ts; a folder without a manifest gives none). Never a folder anything writes
   * into: the files are shared by hard links.
   */
  reuse?: string;
}

export interface BuildProgress {
  stage: 'check' | 'bundle' | 'assets' | 'pages' | 'finish';
  done?: number;
  total?: number;
}

/**
 * Below this many routes pages are rendered in this thread: starting the workers (each loads the
 * bundled renderer: about 0.2 s) would cost about as much as sharing out so few pages saves.
 */
export const PARALLEL_MIN_ROUTES = 100;

/**
 * The server renderer of this thread, loaded once per bundle (its folder's name is the hash of its
 * code, bundle-cache.ts): a long-lived process, the editor's publish worker, builds again and again.
 */
const renderers = new Map<string, Promise<RenderPage>>();

export interface BuildResult {
  ok: boolean;
  routes: number;
  ms: number;
  jsGzipBytes: number;
  /** Whether a bundle was made by this build, rather than kept from one of unchanged code (bundle-cache.ts). */
  bundlesMade: boolean;
  /** Threads that rendered the pages (1: this one). */
  renderThreads: number;
  /** Routes whose files were taken from the build `reuse` names, and those rendered (the others). */
  reusedPages: string[];
  renderedPages: string[];
  /** Why the build did not start: the site's problems, with the file as read so the caller can place them. */
  stopped?: { site: LoadedSite; problems: Problem[] };
  /** The site as this build read and checked it (a built one): the doctor that follows need not read it again. */
  checked?: CheckedSite;
}

export async function build({
  siteFile,
  outDir,
  log = () => {},
  renderThreads,
  onProgress = () => {},
  reuse,
}: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  onProgress({ stage: 'check' });
  const paths = sitePaths(siteFile, outDir);
  const site = await loadSite(siteFile);
  const { model, routes: mainRoutes, problems, languages } = validate(site, paths.imagesDir);
  if (problems.length) {
    return {
      ok: false,
      stopped: { site, problems },
      routes: 0,
      ms: performance.now() - started,
      jsGzipBytes: 0,
      renderThreads: 0,
      bundlesMade: false,
      reusedPages: [],
      renderedPages: [],
    };
  }

  // Each language is a site of its own words (generator/languages), built into the one folder.
  const sites = languages ?? [{ model, routes: mainRoutes }];
  const routes = sites.flatMap((s) => s.routes);
  onProgress({ stage: 'bundle' });
  const bundles: Awaited<ReturnType<typeof bundleEngine>>[] = [];
  for (const s of sites)
    // one after the other: each writes its files into outDir
    bundles.push(await bundleEngine(outDir, usedBlockTypes(routes), paths.cacheDir, browserWords(s.model.site.locale)));
  const { script, renderer } = bundles[0]!; // one renderer: its code has no words
  const threads = renderThreads ?? (routes.length >= PARALLEL_MIN_ROUTES ? defaultThreads() : 1);
  // Started now, the workers load the renderer while fonts, pictures and compressed assets are prepared
  // (a publish that reuses the live build renders at least one page: an unchanged site is not built again).
  const earlierBuild = reuse ? await readEarlierBuild(reuse) : undefined;
  let pool = threads > 1 ? renderPool(renderer.worker, threads) : undefined;
  const keys = new Map<string, string>();
  const reusedPages: string[] = [];
  const renderedPages: string[] = [];
  try {
    onProgress({ stage: 'assets' });
    const assets = await Promise.all(
      sites.map(async (s, i) => {
        const { entry, code } = bundles[i]!.script;
        const [documentAssets] = await Promise.all([
          copyStaticAssets(paths, entry, charactersShown(s.model, code), s.model),
          writeIconSprite(siteIconSprite(s.model, s.routes), outDir), // the icons the site uses, where chrome.icons points
        ]);
        return documentAssets;
      }),
    );
    // Every picture site.json names (pages, templates, towns, collections, the logo), each prepared once; and,
    // the hashed assets being final now, their .br/.gz (only theirs: the server compresses pages on first use).
    const pictures = [...new Set(sites.flatMap((s) => [...imagesOf(s.model), ...logoFiles(s.model)]))];
    const [images] = await Promise.all([
      prepareImages(pictures, paths),
      precompress(outDir, { cacheDir: paths.cacheDir }),
    ]);
    const contexts = sites.map((s, i) => {
      const ctx = {
        model: s.model,
        routes: s.routes,
        images,
        chrome: siteChrome(s.model, s.routes, images),
        assets: assets[i]!,
      };
      return { ctx, keyBasis: pageKeyBasis({ assets: ctx.assets, rendererId: path.basename(renderer.dir) }) };
    });
    let render: Promise<WritePage> | undefined;
    const renderWith = (): Promise<WritePage> =>
      (render ??= (async () => {
        if (threads > 1) return (pool ??= renderPool(renderer.worker, threads)).writePage;
        const renderPage = await (renderers.get(renderer.page) ??
          renderers.set(renderer.page, loadRenderer(renderer.page)).get(renderer.page)!);
        return (job) => writePage(job, renderPage);
      })());
    const shared = contexts.map(({ ctx, keyBasis }) => sharedKey(keyBasis, ctx.chrome)).join(' ');
    // No page can be taken when what every page carries has changed.
    const earlier = earlierBuild?.shared === undefined || earlierBuild.shared === shared ? earlierBuild : undefined;
    // Each page's key from the data it is drawn from; its earlier files when the key is the same. With
    // nothing to reuse, the page's render thread makes its key from the page.json it writes.
    const writeOrReuse =
      (route: Route, keyBasis: string): WritePage =>
      async (job) => {
        const json = earlier ? JSON.stringify(job.data) : undefined;
        const key = json === undefined ? undefined : pageKey(keyBasis, json);
        if (key && earlier?.keys.get(route.path) === key && (await reuseRouteFiles(route, earlier, outDir))) {
          keys.set(route.path, key);
          reusedPages.push(route.path);
          return key;
        }
        renderedPages.push(route.path);
        const written = await (await renderWith())(key ? { ...job, json } : { ...job, keyBasis });
        keys.set(route.path, key ?? written!);
        return key ?? written;
      };
    let done = 0;
    onProgress({ stage: 'pages', done, total: routes.length });
    // Each worker has its queue of pages full, and this thread resolves the next page's data meanwhile.
    const pages = contexts.flatMap(({ ctx, keyBasis }) => ctx.routes.map((route) => ({ ctx, keyBasis, route })));
    await pMap(
      pages,
      async ({ ctx, keyBasis, route }) => {
        await buildPage(ctx, route, outDir, writeOrReuse(route, keyBasis));
        onProgress({ stage: 'pages', done: ++done, total: routes.length });
      },
      { concurrency: threads > 1 ? threads * (QUEUED_PER_WORKER + 1) : 1 },
    );
    await writePageKeys(outDir, keys, shared);
  } finally {
    await pool?.close();
  }
  onProgress({ stage: 'finish' });
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, model.site.origin));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(model.site.origin));
  // All the server reads of a build: it checks a submission by the form's rules and fields, and
  // answers in the site's words with its phone (shared/server-contract.ts).
  await writeFile(
    path.join(outDir, SERVER_CONTRACT_FILE),
    JSON.stringify(
      serverContractOf(
        model,
        sites.slice(1).map((s) => s.model),
      ),
    ),
  );

  const ms = performance.now() - started;
  log(
    `Built ${routes.length} routes into ${path.relative(process.cwd(), outDir) || outDir} in ${(ms / 1000).toFixed(1)} s (${threads} render thread${threads > 1 ? 's' : ''}); browser JavaScript ${(script.gzipBytes / 1024).toFixed(1)} KB gzip.`,
  );
  return {
    ok: true,
    routes: routes.length,
    ms,
    jsGzipBytes: script.gzipBytes,
    renderThreads: pool ? threads : 1,
    bundlesMade: script.made || renderer.made,
    reusedPages,
    renderedPages,
    checked: { site, model, routes, languages },
  };
}
