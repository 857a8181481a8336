// Renders and writes pages on worker threads so that the prerender uses every core. Each worker loads
// the bundled render-worker.js once and, for each page data it is handed, renders the page and writes
// its files; the calling thread only resolves page data. Handing over the data costs far less than
// handing back a rendered page and writing it here.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PageJob, WritePage } from './write-page';
import type { SiteChrome } from '../../src/page-data';
import { sitePacks } from '../../shared/site/languages/packs';

/**
 * A page as handed to a worker: its data as JSON with the chrome left out (`"chrome":null`, its last
 * key), and the chrome (header and footer data, half of a page's data and the same for every page) as
 * its own JSON, which the worker parses once per chrome. A string crosses to a thread for less than an
 * object graph copied and rebuilt, and the worker writes page.json from the two without serialising
 * the page again. render-worker.ts puts them back together.
 */
export interface PooledJob extends Omit<PageJob, 'data' | 'json'> {
  dataJson: string;
  chromeJson: string;
}

/** What a render thread starts with. */
export interface RenderThreadData {
  sitePacks: ReturnType<typeof sitePacks>;
}

export interface RenderPool {
  writePage: WritePage;
  threads: number;
  close(): Promise<void>;
}

export const defaultThreads = () => os.availableParallelism();

/** Pages handed to each worker at a time. */
export const QUEUED_PER_WORKER = 4;

/** The young generation of each render thread (its two semi-spaces and more). */
export const YOUNG_GENERATION_MB = 96;

/** A pool of `threads` workers, each running `workerFile` (the bundled generator/render/render-worker.ts). */
export function renderPool(workerFile: string, threads = defaultThreads()): RenderPool {
  const pool = new Piscina({
    filename: pathToFileURL(workerFile).href,
    // All workers start at once and stay for the whole build: each one's start-up (loading the renderer) is paid once.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A few pages queued at each worker: it goes from one to the next without waiting for this thread,
    // which, on a machine with as many cores as workers, is often off its core.
    concurrentTasksPerWorker: QUEUED_PER_WORKER,
    // The worker is bundled JavaScript: no TypeScript loader (tsx's), which would double a worker's start-up.
    execArgv: [],
    // A page allocates a few MB that die young: with V8's default young generation (16 MB at most) it is
    // swept several times a page; a larger one sweeps a few times in ten pages.
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    // A thread starts without the site words files the check took in this one (packs.ts).
    workerData: { sitePacks: sitePacks() } satisfies RenderThreadData,
  });
  const chromeJson = new WeakMap<SiteChrome, string>();
  const jsonOf = (chrome: SiteChrome) => {
    let json = chromeJson.get(chrome);
    if (json === undefined) chromeJson.set(chrome, (json = JSON.stringify(chrome)));
    return json;
  };
  return {
    // The key stays in its place, so page.json's bytes are those of the page's data (see PooledJob).
    writePage: ({ data, json, ...job }) => {
      const chromeJson = jsonOf(data.chrome);
      // The page's JSON when the caller made it already (for its key): the chrome's taken out of its end.
      const dataJson =
        json?.endsWith(`${chromeJson}}`) === true
          ? `${json.slice(0, -chromeJson.length - 1)}null}`
          : JSON.stringify({ ...data, chrome: null });
      return pool.run({ ...job, dataJson, chromeJson } satisfies PooledJob);
    },
    threads,
    close: () => pool.destroy(),
  };
}
