// The engine's two Vite bundles: the browser's (the site's blocks and language only) and the server
// renderer (render-page.js for one thread, render-worker.js for each render thread), made side by side
// or taken from the bundle cache when the engine's code is unchanged (bundle-cache.ts).
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { RenderError } from '../errors/stage-errors';
import { CACHE_DIR, projectRoot } from '../paths';
import { cachedBundle, engineSources } from './bundle-cache';
import type { RenderPage } from './prerender';
import { siteBlocksOnly } from './site-blocks';
import { siteLanguageOnly, type BrowserWords } from './site-language';
import { en } from '../../shared/site/languages/en';

/**
 * The browser bundle (written into `outDir`) and the server renderer, built side by side (each one's
 * waits fill the other's gaps), or taken from `cacheDir` when the engine's code is unchanged.
 * `words`: the site pack's words the browser draws itself (site-language.ts).
 */
export async function bundleEngine(
  outDir: string,
  blockTypes: ReadonlySet<string>,
  cacheDir: string,
  words: BrowserWords = { formats: en.formats, errorPage: en.errorPage },
) {
  const sources = await engineSources();
  const [script, renderer] = await Promise.all([
    bundleClient(outDir, blockTypes, cacheDir, sources, words),
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

/** The server renderer's renderPage, loaded afresh (a new bundle of the same path is a new module). */
export async function loadRenderer(file: string): Promise<RenderPage> {
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
  words: BrowserWords,
): Promise<{ entry: string; gzipBytes: number; code: string[]; made: boolean }> {
  const key = ['client', `words-${JSON.stringify(words)}`, ...[...blockTypes].sort()];
  const bundle = await cachedBundle(cacheDir, key, sources, (into) =>
    viteBuild({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ...PRODUCTION,
      build: { outDir: into },
      plugins: [siteBlocksOnly(blockTypes), siteLanguageOnly(words)],
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
