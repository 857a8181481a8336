// `npm run bench [-- --sizes 60,600,6000 --seconds 5 --skip serve,hugo,nginx]`: how fast the engine
// builds and serves, reported and never a pass/fail on timing. Writes reports/bench.md and prints it.
// 1. the real site.json: build time, and per kind of page the HTML and JavaScript the browser gets;
// 2. build scaling on synthetic sites of 60, 600 and 6,000 town pages, each in a child process of its
//    own (pages per second and peak memory of the prerender stage and of the whole build);
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
    rows.push([townPages, m.routes, s(m.buildMs), rate(m.routes, m.buildMs), s(m.prerenderMs), rate(m.pagesWritten, m.prerenderMs),
      `${m.firstTenthMsPerPage.toFixed(1)} → ${m.lastTenthMsPerPage.toFixed(1)}`, `${(m.htmlBytes / m.pagesWritten / 1024).toFixed(0)} KB`,
      `${m.prerenderPeakRssMb} MB`, `${m.maxRssMb} MB`]);
  }
  say('## Build scaling (synthetic sites: site.json plus generated towns)');
  say();
  table(['town pages', 'routes', 'build', 'pages/s (build)', 'prerender', 'pages/s (prerender)', 'ms/page first → last tenth', 'HTML per page', 'peak RSS (prerender)', 'peak RSS (build)'], rows);
  if (measured.length > 1) {
    const [a, b] = [measured[0]!, measured[measured.length - 1]!];
    const perPage = (m: BuildMeasure) => m.prerenderMs / m.pagesWritten;
    say(`Prerender cost per page: ${perPage(a.m).toFixed(1)} ms at ${a.townPages} town pages, ${perPage(b.m).toFixed(1)} ms at ${b.townPages}; ` +
      `HTML per page ${(a.m.htmlBytes / a.m.pagesWritten / 1024).toFixed(0)} KB → ${(b.m.htmlBytes / b.m.pagesWritten / 1024).toFixed(0)} KB. ` +
      'A growing page means a growing cost per page: see the report for what grows with the number of towns.');
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
        (ours ? ` This engine: ${ours.routes} routes in ${s(ours.buildMs)} (prerender ${s(ours.prerenderMs)}): ${(ours.buildMs / hugo.ms).toFixed(1)}× Hugo's time for the whole build, ` +
          `${(ours.prerenderMs / hugo.ms).toFixed(1)}× for the prerender alone. (Hugo's pages carry no CSS, images or data files; ours are React-rendered with inline critical CSS.)` : ''));
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
      else say(`nginx ${nginx.version}, same dist/, GET /about (gzip): ${nginx.rps.toFixed(0)} req/s, p99 ${nginx.p99} ms` +
        (Number.isFinite(expressRps) ? `; Express serves ${(expressRps / nginx.rps * 100).toFixed(0)}% of nginx's rate (${(nginx.rps / expressRps).toFixed(1)}× slower).` : '.'));
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
