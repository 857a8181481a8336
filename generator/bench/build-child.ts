// One measured build, run by `npm run bench` in a child process of its own so that its peak memory is
// its own: `tsx generator/bench/build-child.ts <site.json> <outDir>`. Prints one JSON line.
//
// The build is generator/build.ts itself, untouched. Its prerender stage (render + write of every
// page) is timed from the outside: file writes, made by this thread even when workers render, are
// observed through node:fs/promises (the build's named imports are live bindings of the built-in
// module, refreshed by syncBuiltinESMExports), from the first page written to the last. Memory
// (worker threads included: they share the process) is sampled every 25 ms.
import fsp from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

export interface BuildMeasure {
  ok: boolean; routes: number; renderThreads: number; buildMs: number;
  /** CPU time (user + system) of the whole build, render threads included: less sensitive than wall time to other work on the machine. */
  cpuMs: number;
  prerenderMs: number; pagesWritten: number;
  /** From the last page written to the end of the build (the steps that follow the pages). */
  afterPagesMs: number;
  peakRssMb: number; prerenderPeakRssMb: number; maxRssMb: number;
  /** ms per page in the first and the last tenth of the prerender stage: equal if the cost per page is flat. */
  firstTenthMsPerPage: number; lastTenthMsPerPage: number; htmlBytes: number;
}

const [siteFile, outDir] = process.argv.slice(2);
const pageWrites: number[] = [];
let htmlBytes = 0;
const original = fsp.writeFile;
(fsp as { writeFile: typeof fsp.writeFile }).writeFile = async (file, data, options) => {
  const result = await original(file, data, options);
  const name = typeof file === 'string' ? path.basename(file) : '';
  if (name === 'index.html' || name === '404.html') {
    pageWrites.push(performance.now());
    htmlBytes += typeof data === 'string' ? Buffer.byteLength(data) : 0;
  }
  return result;
};
syncBuiltinESMExports();

let peakRss = 0;
let prerenderPeakRss = 0;
const sample = () => {
  const rss = process.memoryUsage.rss();
  peakRss = Math.max(peakRss, rss);
  if (pageWrites.length) prerenderPeakRss = Math.max(prerenderPeakRss, rss);
};
const timer = setInterval(sample, 25);

const { build } = await import('../build');
const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = await build({ siteFile: path.resolve(siteFile!), outDir: path.resolve(outDir!), quiet: true });
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
  ok: result.ok, routes: result.routes, renderThreads: result.renderThreads, buildMs, cpuMs: (cpu.user + cpu.system) / 1000, prerenderMs, pagesWritten: n,
  afterPagesMs: n ? started + buildMs - pageWrites[n - 1]! : 0,
  peakRssMb: mb(peakRss), prerenderPeakRssMb: mb(prerenderPeakRss), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  firstTenthMsPerPage: msPerPage(0, tenth), lastTenthMsPerPage: msPerPage(n - 1 - tenth, n - 1), htmlBytes,
};
console.log(JSON.stringify(measure));
