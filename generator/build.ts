// `npm run build`: validate → bundle the browser code → prepare images → prerender every route.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { loadSite } from './check/load';
import { validate } from './check/validate';
import type { Problem } from './errors/problem';
import type { LoadedSite } from './model/loaded-site';
import { RenderError } from './errors/stage-errors';
import { prepareImages } from './assets/images';
import { logoFiles } from './assets/logo';
import { imagesOf, siteChrome } from './pages/resolve';
import { buildPage, type RenderPage } from './render/prerender';
import { writePage, type WritePage } from './render/write-page';
import { sitemapXml, robotsTxt } from './pages/sitemap';
import { charactersShown, copyStaticAssets } from './assets/static-assets';
import { siteIconSprite, writeIconSprite } from './assets/icons';
import { precompress } from './assets/precompress';
import { defaultThreads, QUEUED_PER_WORKER, renderPool } from './render/render-pool';
import { CACHE_DIR, projectRoot, sitePaths } from './paths';
import { cachedBundle, engineSources } from './render/bundle-cache';
import { siteBlocksOnly, usedBlockTypes } from './render/site-blocks';
import { siteLanguageOnly } from './render/site-language';
import { languageOf } from '../shared/site/languages/browser';
import { SERVER_CONTRACT_FILE } from '../shared/server-contract';
import { serverContractOf } from './pages/server-contract';
import { pathToFileURL } from 'node:url';
import pMap from 'p-map';

export interface BuildOptions {
  siteFile: string;
  outDir: string;
  /** Where the build's summary line goes (the command line passes console.log); the build itself prints nothing. */
  log?: (line: string) => void;
  /** Threads rendering pages: 1 renders in this thread; by default one per core for sites of PARALLEL_MIN_ROUTES routes or more. */
  renderThreads?: number;
  /** Told each stage as it starts and each page as it is written (the editor's Publish shows it). */
  onProgress?: (progress: BuildProgress) => void;
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

export interface BuildResult {
  ok: boolean;
  routes: number;
  ms: number;
  jsGzipBytes: number;
  /** Whether a bundle was made by this build, rather than kept from one of unchanged code (bundle-cache.ts). */
  bundlesMade: boolean;
  /** Threads that rendered the pages (1: this one). */
  renderThreads: number;
  /** Why the build did not start: the site's problems, with the file as read so the caller can place them. */
  stopped?: { site: LoadedSite; problems: Problem[] };
}

export async function build({
  siteFile,
  outDir,
  log = () => {},
  renderThreads,
  onProgress = () => {},
}: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  onProgress({ stage: 'check' });
  const paths = sitePaths(siteFile, outDir);
  const site = await loadSite(siteFile);
  const { model, routes, problems } = validate(site, paths.imagesDir);
  if (problems.length) {
    return {
      ok: false,
      stopped: { site, problems },
      routes: 0,
      ms: performance.now() - started,
      jsGzipBytes: 0,
      renderThreads: 0,
      bundlesMade: false,
    };
  }

  onProgress({ stage: 'bundle' });
  const { script, renderer } = await bundleEngine(
    outDir,
    usedBlockTypes(routes),
    paths.cacheDir,
    languageOf(model.site.locale),
  );
  const threads = renderThreads ?? (routes.length >= PARALLEL_MIN_ROUTES ? defaultThreads() : 1);
  // Started now, the workers load the renderer while fonts, pictures and compressed assets are prepared.
  const pool = threads > 1 ? renderPool(renderer.worker, threads) : undefined;
  try {
    onProgress({ stage: 'assets' });
    const [assets] = await Promise.all([
      copyStaticAssets(paths, script.entry, charactersShown(model, script.code), model),
      writeIconSprite(siteIconSprite(model, routes), outDir), // the icons the site uses, where chrome.icons points
    ]);
    // Every picture site.json names (pages, templates, towns, collections, the logo), each prepared once; and,
    // the hashed assets being final now, their .br/.gz (only theirs: the server compresses pages on first use).
    const [images] = await Promise.all([
      prepareImages([...imagesOf(model), ...logoFiles(model)], paths),
      precompress(outDir, { cacheDir: paths.cacheDir }),
    ]);
    const ctx = { model, routes, images, chrome: siteChrome(model, routes, images), assets };
    let write: WritePage;
    if (pool) write = pool.writePage;
    else {
      const renderPage = await loadRenderer(renderer.page);
      write = (job) => writePage(job, renderPage);
    }
    let done = 0;
    onProgress({ stage: 'pages', done, total: routes.length });
    // Each worker has its queue of pages full, and this thread resolves the next page's data meanwhile.
    await pMap(
      routes,
      async (route) => {
        await buildPage(ctx, route, outDir, write);
        onProgress({ stage: 'pages', done: ++done, total: routes.length });
      },
      { concurrency: pool ? threads * (QUEUED_PER_WORKER + 1) : 1 },
    );
  } finally {
    await pool?.close();
  }
  onProgress({ stage: 'finish' });
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, model.site.origin));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(model.site.origin));
  // All the server reads of a build: it checks a submission by the form's rules and fields, and
  // answers in the site's words with its phone (shared/server-contract.ts).
  await writeFile(path.join(outDir, SERVER_CONTRACT_FILE), JSON.stringify(serverContractOf(model)));

  const ms = performance.now() - started;
  log(
    `Built ${routes.length} routes into ${path.relative(process.cwd(), outDir) || outDir} in ${(ms / 1000).toFixed(1)} s (${threads} render thread${threads > 1 ? 's' : ''}); browser JavaScript ${(script.gzipBytes / 1024).toFixed(1)} KB gzip.`,
  );
  return {
    ok: true,
    routes: routes.length,
    ms,
    jsGzipBytes: script.gzipBytes,
    renderThreads: threads,
    bundlesMade: script.made || renderer.made,
  };
}

/**
 * The browser bundle (written into `outDir`) and the server renderer, built side by side (each one's
 * waits fill the other's gaps), or taken from `cacheDir` when the engine's code is unchanged.
 * `language`: site.locale's, whose words the browser bundle keeps (with English's).
 */
export async function bundleEngine(outDir: string, blockTypes: ReadonlySet<string>, cacheDir: string, language = 'en') {
  const sources = await engineSources();
  const [script, renderer] = await Promise.all([
    bundleClient(outDir, blockTypes, cacheDir, sources, language),
    bundleRenderer(cacheDir, sources),
  ]);
  return { script, renderer };
}

/**
 * Both bundles are production builds whatever NODE_ENV says (Vitest sets "test", the editor's dev server
 * "development"): React's and styled-components' production code, JSX for React's production runtime.
 */
const PRODUCTION = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { development: false } },
};

/**
 * The server renderer is bundled by Vite too, so server and browser run the very same transformed
 * modules (styled-components class names then match at hydration, and CommonJS packages interoperate).
 * Two entries share its modules: `page` (render-page.js: renderPage, loaded here by loadRenderer, the
 * profiler and tests) and `worker` (render-worker.js: a render thread of the build, render-pool.ts).
 * Its folder is bundle-cache.ts's, shared by builds: read it, never delete it.
 */
export async function bundleRenderer(
  cacheDir = CACHE_DIR,
  sources?: string,
): Promise<{ dir: string; page: string; worker: string; made: boolean }> {
  const { dir, made } = await cachedBundle(cacheDir, ['renderer'], sources ?? (await engineSources()), (into) =>
    viteBuild({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ...PRODUCTION,
      ssr: { noExternal: true },
      build: {
        ssr: true,
        outDir: into,
        emptyOutDir: true,
        manifest: false,
        rollupOptions: {
          input: {
            'render-page': 'src/renderer/render-page.tsx',
            'render-worker': 'generator/render/render-worker.ts',
          },
        },
      },
    }).then(() => undefined),
  );
  return { dir, page: path.join(dir, 'render-page.js'), worker: path.join(dir, 'render-worker.js'), made };
}

async function loadRenderer(file: string): Promise<RenderPage> {
  const module = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
  return module.renderPage as RenderPage;
}

/**
 * Bundles the browser code into `outDir` (emptied first, as Vite does); returns its entry, its gzip size,
 * and its text (the fonts keep its characters).
 */
async function bundleClient(
  outDir: string,
  blockTypes: ReadonlySet<string>,
  cacheDir: string,
  sources: string,
  language: string,
): Promise<{ entry: string; gzipBytes: number; code: string[]; made: boolean }> {
  // An English site's key as before any language had words of its own in the browser.
  const key = ['client', ...(language === 'en' ? [] : [`language-${language}`]), ...[...blockTypes].sort()];
  const bundle = await cachedBundle(cacheDir, key, sources, (into) =>
    viteBuild({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ...PRODUCTION,
      build: { outDir: into },
      plugins: [siteBlocksOnly(blockTypes), siteLanguageOnly(language)],
    }).then(() => undefined),
  );
  await mkdir(outDir, { recursive: true });
  await Promise.all(
    (await readdir(outDir))
      .filter((name) => name !== '.git')
      .map((name) => rm(path.join(outDir, name), { recursive: true, force: true })),
  );
  await cp(bundle.dir, outDir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new RenderError('Vite produced no entry chunk; check vite.config.ts (build.rollupOptions.input).');
  const scripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const code = await Promise.all(scripts.map((chunk) => readFile(path.join(outDir, chunk.file), 'utf8')));
  const gzipBytes = code.reduce((sum, text) => sum + gzipSync(text).length, 0);
  return { entry: `/${entry.file}`, gzipBytes, code, made: bundle.made };
}
