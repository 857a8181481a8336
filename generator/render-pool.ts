// Renders pages on worker threads so that the prerender uses every core. Each worker loads the bundled
// renderer once and renders the pages it is handed; the calling thread resolves page data and writes
// files. The pool's renderPage stands in for the in-process one, so prerender() (and its RenderError
// naming the route and site.json pointer) is the same either way.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderPage } from './prerender';

export interface RenderPool {
  renderPage: RenderPage;
  threads: number;
  close(): Promise<void>;
}

export const defaultThreads = () => os.availableParallelism();

/** A pool of `threads` workers, each running the renderer bundled at `rendererFile`. */
export function renderPool(rendererFile: string, threads = defaultThreads()): RenderPool {
  const pool = new Piscina({
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    workerData: { rendererUrl: pathToFileURL(rendererFile).href },
    // All workers start at once and stay for the whole build: each one's start-up (loading the renderer) is paid once.
    minThreads: threads, maxThreads: threads, idleTimeout: Number.POSITIVE_INFINITY,
    // The worker and the bundle are plain JavaScript: no TypeScript loader (tsx's), which would double a worker's start-up.
    execArgv: [],
  });
  return { renderPage: (data) => pool.run(data), threads, close: () => pool.destroy() };
}
