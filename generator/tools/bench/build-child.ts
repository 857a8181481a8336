// One measured build, run by `npm run bench` in a child process of its own so that its peak memory is
// its own: `tsx generator/tools/bench/build-child.ts <site.json> <outDir>`. Prints one JSON line.
//
// The build is generator/build.ts itself, untouched. Its prerender stage (render + write of every
// page) is timed by the build's own progress reports, from the first page written to the last. Memory
// (worker threads included: they share the process) is sampled every 25 ms.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildMeasure {
  ok: boolean;
  routes: number;
  renderThreads: number;
  buildMs: number;
  /** CPU time (user + system) of the whole build, render threads included: less sensitive than wall time to other work on the machine. */
  cpuMs: number;
  prerenderMs: number;
  pagesWritten: number;
  /** From the last page written to the end of the build (the steps that follow the pages). */
  afterPagesMs: number;
  peakRssMb: number;
  prerenderPeakRssMb: number;
  maxRssMb: number;
  /** ms per page in the first and the last tenth of the prerender stage: equal if the cost per page is flat. */
  firstTenthMsPerPage: number;
  lastTenthMsPerPage: number;
  /** Bytes written: every page's HTML (the 404 page's included) and every page.json. */
  htmlBytes: number;
  jsonBytes: number;
  /** Whether the build bundled the engine's code, rather than kept bundles of unchanged code (generator/render/bundle-cache.ts). */
  bundlesMade: boolean;
}

const [siteFile, outDir] = process.argv.slice(2);
/** When each page was written (the build tells each page as it is written, by whichever thread). */
const pageWrites: number[] = [];

/** Bytes written: every page's HTML (the 404 page's included) and every page.json, in one walk of the build. */
function bytesWritten(dir: string): { htmlBytes: number; jsonBytes: number } {
  const bytes = { htmlBytes: 0, jsonBytes: 0 };
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const kind =
      e.name === 'page.json' ? 'jsonBytes' : e.name === 'index.html' || e.name === '404.html' ? 'htmlBytes' : undefined;
    if (kind) bytes[kind] += statSync(path.join(e.parentPath, e.name)).size;
  }
  return bytes;
}

let peakRss = 0;
let prerenderPeakRss = 0;
const sample = () => {
  const rss = process.memoryUsage.rss();
  peakRss = Math.max(peakRss, rss);
  if (pageWrites.length) prerenderPeakRss = Math.max(prerenderPeakRss, rss);
};
const timer = setInterval(sample, 25);

const { build } = await import('../../build');
const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = await build({
  siteFile: path.resolve(siteFile!),
  outDir: path.resolve(outDir!),
  onProgress: ({ stage, done }) => {
    if (stage === 'pages' && done) pageWrites.push(performance.now());
  },
});
const buildMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(timer);
sample();

const n = pageWrites.length;
// The first page's own render time precedes the first write: count the stage as n intervals of the average.
const span = n > 1 ? pageWrites[n - 1]! - pageWrites[0]! : 0;
const prerenderMs = n > 1 ? span * (n / (n - 1)) : 0;
const tenth = Math.max(1, Math.floor(n / 10));
const msPerPage = (from: number, to: number) => (to > from ? (pageWrites[to]! - pageWrites[from]!) / (to - from) : 0);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const measure: BuildMeasure = {
  ok: result.ok,
  routes: result.routes,
  renderThreads: result.renderThreads,
  bundlesMade: result.bundlesMade,
  buildMs,
  cpuMs: (cpu.user + cpu.system) / 1000,
  prerenderMs,
  pagesWritten: n,
  afterPagesMs: n ? started + buildMs - pageWrites[n - 1]! : 0,
  peakRssMb: mb(peakRss),
  prerenderPeakRssMb: mb(prerenderPeakRss),
  maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  firstTenthMsPerPage: msPerPage(0, tenth),
  lastTenthMsPerPage: msPerPage(n - 1 - tenth, n - 1),
  ...bytesWritten(path.resolve(outDir!)),
};
console.log(JSON.stringify(measure));
