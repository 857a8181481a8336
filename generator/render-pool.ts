// Renders and writes pages on worker threads so that the prerender uses every core. Each worker loads
// the bundled render-worker.js once and, for each page data it is handed, renders the page and writes
// its files; the calling thread only resolves page data. Handing over the data costs far less than
// handing back a rendered page and writing it here.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { WritePage } from './write-page';

export interface RenderPool {
  writePage: WritePage;
  threads: number;
  close(): Promise<void>;
}

export const defaultThreads = () => os.availableParallelism();

/** Pages handed to each worker at a time. */
export const QUEUED_PER_WORKER = 4;

/** A pool of `threads` workers, each running `workerFile` (the bundled generator/render-worker.ts). */
export function renderPool(workerFile: string, threads = defaultThreads()): RenderPool {
  const pool = new Piscina({
    filename: pathToFileURL(workerFile).href,
    // All workers start at once and stay for the whole build: each one's start-up (loading the renderer) is paid once.
    minThreads: threads, maxThreads: threads, idleTimeout: Number.POSITIVE_INFINITY,
    // A few pages queued at each worker: it goes from one to the next without waiting for this thread,
    // which, on a machine with as many cores as workers, is often off its core.
    concurrentTasksPerWorker: QUEUED_PER_WORKER,
    // The worker is bundled JavaScript: no TypeScript loader (tsx's), which would double a worker's start-up.
    execArgv: [],
  });
  return { writePage: (job) => pool.run(job), threads, close: () => pool.destroy() };
}
