// `npm run bench [-- --sizes 60,600,6000 --seconds 5 --skip serve,hugo,nginx]`: how fast the engine
// builds and serves, reported and never a pass/fail on timing. Writes reports/bench.md and prints it.
// 1. the real site.json: build time, and per kind of page the HTML and JavaScript the browser gets;
// 2. build scaling on synthetic sites of 60, 600 and 6,000 town pages, each in a child process of its
//    own (render threads, pages per second, HTML per page, peak memory of the prerender stage and of
//    the whole build), and whether the time per page stays flat as the site grows;
// 3. Hugo building a site of the same shape, when `hugo` is installed;
// 4. serving: server/bench-contact.ts (POST /api/contact and a static page, 50 connections on
//    loopback), and the same static page from nginx serving the same dist/, when nginx is installed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../paths';
import type { BuildMeasure } from './build-child';
import { hugoBench } from './hugo';
import { nginxBench } from './nginx';
import { kb, pageWeights } from './page-weight';
import { syntheticSite } from './synthetic-site';
import { FOOTER_TOWN_LIMIT } from '../../src/ui/page-data';

const option = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
const sizes = (option('sizes') ?? '60,600,6000').split(',').map(Number).filter((n) => n > 0);
const seconds = Math.min(30, Math.max(1, Number(option('seconds') ?? 5)));
const skip = new Set((option('skip') ?? '').split(','));
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const out: string[] = [];
const say = (line = '') => { console.log(line); out.push(line); };
const table = (head: string[], rows: (string | number)[][]) => {
  say(`| ${head.join(' | ')} |`);
  say(`|${head.map(() => '---').join('|')}|`);
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say();
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (n: number, ms: number) => (ms > 0 ? (n / (ms / 1000)).toFixed(0) : '–');

/** One build in its own process (its own peak memory). */
function measureBuild(siteFile: string, outDir: string): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(projectRoot, 'generator/bench/build-child.ts'), siteFile, outDir], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      try { resolve(JSON.parse(line) as BuildMeasure); } catch { reject(new Error(`The build of ${siteFile} exited with ${code}: ${stdout.slice(-500)}`)); }
    });
  });
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
try {
  say(`# Benchmark (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version})`);
  say();

  // 1. The real site.
  const realDist = path.join(work, 'dist');
  const real = await measureBuild(path.join(projectRoot, 'site.json'), realDist);
  say(`## The site (site.json): ${real.routes} routes built in ${s(real.buildMs)}, peak ${real.maxRssMb} MB`);
  say();
  const weights = await pageWeights(realDist, ['', 'landscaping-in-huron', 'tree-removal-in-castalia', 'lawn-care-in-norwalk', 'landscape-design-in-castalia',
    'lawn-care', 'services', 'services/mowing', 'blog', 'portfolio', 'about', 'contact', 'cookie-policy']);
  table(['page', 'HTML (gzip)', 'page.json (gzip, after load)', 'JS before load (gzip)', 'JS in all (gzip)', 'script files'],
    weights.map((w) => [w.route, kb(w.htmlGzip), kb(w.pageDataGzip), kb(w.jsBeforeLoadGzip), kb(w.jsTotalGzip), w.chunks]));
  say('Budgets: HTML ≤ 14 KB, JS before load ≤ 15 KB, JS of a town page ≤ 100 KB (gzip).');
  say();

  // 2. Build scaling.
  const rows: (string | number)[][] = [];
  const measured: { townPages: number; m: BuildMeasure }[] = [];
  for (const townPages of sizes) {
    process.stdout.write(`Building a synthetic site of ${townPages} town pages… `);
    const site = await syntheticSite(townPages);
    const m = await measureBuild(site.siteFile, path.join(site.dir, 'dist'));
    rmSync(site.dir, { recursive: true, force: true });
    console.log(s(m.buildMs));
    measured.push({ townPages, m });
    rows.push([townPages, m.routes, m.renderThreads, s(m.buildMs), rate(m.routes, m.buildMs), s(m.prerenderMs), rate(m.pagesWritten, m.prerenderMs),
      `${m.firstTenthMsPerPage.toFixed(1)} → ${m.lastTenthMsPerPage.toFixed(1)}`, `${(m.htmlBytes / m.pagesWritten / 1024).toFixed(0)} KB`,
      `${m.prerenderPeakRssMb} MB`, `${m.maxRssMb} MB`]);
  }
  say('## Build scaling (synthetic sites: site.json plus generated towns)');
  say();
  table(['town pages', 'routes', 'render threads', 'build', 'pages/s (build)', 'prerender', 'pages/s (prerender)', 'ms/page first → last tenth', 'HTML per page', 'peak RSS (prerender)', 'peak RSS (build)'], rows);
  if (measured.length > 1) {
    // Like with like: time per page only between sizes rendered by as many threads (small sites render in one).
    const perPage = (m: BuildMeasure) => m.prerenderMs / m.pagesWritten;
    const htmlPerPage = (m: BuildMeasure) => m.htmlBytes / m.pagesWritten;
    const [a, b] = [measured[0]!, measured[measured.length - 1]!];
    const peers = measured.filter((x) => x.m.renderThreads === b.m.renderThreads);
    const growth = perPage(b.m) / perPage(peers[0]!.m);
    say(`HTML per page: ${(htmlPerPage(a.m) / 1024).toFixed(0)} KB at ${a.townPages} town pages, ${(htmlPerPage(b.m) / 1024).toFixed(0)} KB at ${b.townPages}. ` +
      `Prerender wall time per page with ${b.m.renderThreads} render thread(s): ${peers.map((x) => `${perPage(x.m).toFixed(1)} ms at ${x.townPages}`).join(', ')} town pages` +
      (peers.length > 1 ? ` (×${growth.toFixed(2)} from ${peers[0]!.townPages} to ${b.townPages}): ${growth <= 1.25
        ? 'not growing (within 25%), so the build time grows linearly with the number of pages.'
        : 'growing with the site, so the build grows faster than the number of pages: look for what every page carries that grows with the number of towns.'}` : '.'));
    say();
  }

  // 3. Hugo.
  if (!skip.has('hugo')) {
    const townPages = sizes[sizes.length - 1] ?? 6000;
    const hugo = await hugoBench(townPages);
    const ours = measured.find((x) => x.townPages === townPages)?.m;
    say('## Hugo, same shape of site');
    say();
    if ('missing' in hugo) say(`Not run: ${hugo.missing}.`);
    else {
      say(`Hugo ${hugo.version}: ${hugo.pages} pages in ${s(hugo.ms)} (${rate(hugo.pages, hugo.ms)} pages/s, ${(hugo.htmlBytes / hugo.pages / 1024).toFixed(0)} KB per page).` +
        (ours ? ` This engine: ${ours.routes} routes in ${s(ours.buildMs)} (prerender ${s(ours.prerenderMs)}, steps after the last page ${s(ours.afterPagesMs)}): ${(ours.buildMs / hugo.ms).toFixed(1)}× Hugo's time for the whole build, ` +
          `${(ours.prerenderMs / hugo.ms).toFixed(1)}× for the prerender alone. (Hugo's pages carry no CSS, images or data files, and its footer lists every town; ` +
          `ours are React-rendered with inline critical CSS, and the footer lists the first ${FOOTER_TOWN_LIMIT} towns and links to the page of all.)` : ''));
    }
    say();
  }

  // 4. Serving.
  if (!skip.has('serve')) {
    say(`## Serving (loopback, 50 connections, ${seconds} s each)`);
    say();
    const run = spawnSync(tsx, [path.join(projectRoot, 'server/bench-contact.ts'), String(seconds)], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, DIST_DIR: realDist }, timeout: 300_000 });
    const lines = (run.stdout ?? '').trim().split('\n').filter(Boolean);
    say('```');
    for (const line of lines) say(line);
    if (run.status !== 0) say(`(server/bench-contact.ts exited with ${run.status}: ${(run.stderr ?? '').trim().split('\n').slice(-3).join(' ')})`);
    say('```');
    say();
    if (!skip.has('nginx')) {
      const express = lines.find((l) => l.startsWith('GET /about (gzip)'));
      const expressRps = express ? Number(/(\d+) req\/s/.exec(express)?.[1]) : NaN;
      const nginx = await nginxBench(realDist, seconds);
      if ('missing' in nginx) say(`nginx: not run: ${nginx.missing}.`);
      else say(`nginx ${nginx.version}, same dist/, gzip on the fly (level 6), GET /about (gzip): ${nginx.rps.toFixed(0)} req/s, p99 ${nginx.p99} ms` +
        (Number.isFinite(expressRps) ? `; Express (compressed once, then from memory) serves ${(expressRps / nginx.rps).toFixed(2)}× nginx's rate.` : '.'));
      say();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const report = path.join(projectRoot, 'reports/bench.md');
mkdirSync(path.dirname(report), { recursive: true });
writeFileSync(report, `${out.join('\n')}\n`);
console.log(`Written to ${path.relative(process.cwd(), report)}.`);
