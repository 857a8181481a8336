// `npm run bench [-- --sizes 60,600,6000 --seconds 5 --profile-pages 500 --before <commit> --rounds 3 --saves 20 --skip profile,hugo,save,publish,serve,nginx --report reports/bench.md]`: how fast the engine
// builds and serves, reported and never a pass/fail on timing. Writes reports/bench.md (or --report) and prints it.
// 1. the real site.json: build time, and per kind of page the HTML and JavaScript the browser gets;
// 2. build scaling on synthetic sites of 60, 600 and 6,000 town pages, each in a child process of its
//    own (render threads, pages per second, HTML per page, peak memory of the prerender stage and of
//    the whole build), and whether the time per page stays flat as the site grows; then where a page's
//    time goes in the largest one (profile-child.ts: a CPU profile of its pages, by kind of work; with
//    --before <commit>, beside that commit's engine, checked out for the run);
// 3. Hugo building the same town pages (hugo.ts: a site of the same shape, and one of the same bytes),
//    when `hugo` is installed: `--rounds` rounds (3) taking turns with our build of the largest synthetic
//    site, so that both meet the same load: wall and CPU time, each round's ratio and the median;
// 3b. the editor: `--saves` (20) one-field saves in Chromium, click → "Saved." (editor/bench/measure-save.ts), and
//    `--rounds` publishes of a small change and of a phone change beside a full build (publish.ts);
// 4. serving: POST /api/contact (generator/tools/bench/contact.ts), and the same page from Express and from
//    nginx in one run, both from precompressed files, loaded by wrk (serve.ts): req/s and the ratio.
// Machine load (1-minute load average) is printed beside the timings: the machine may be shared.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../paths';
import type { BuildMeasure } from './build-child';
import type { ProfileResult } from './profile-child';
import { settleDisk } from './disk';
import { hugoVersion, prepareHugoSite, runHugo, type HugoRun, type HugoSite } from './hugo';
import { ROUNDS, serveBench, type Served } from './serve';
import type { PublishBench, PublishMeasure } from './publish';
import type { SaveTimes } from '../../../editor/bench/measure-save';
import { kb, pageWeights } from './page-weight';
import { syntheticSite } from './synthetic-site';
import { FOOTER_TOWN_LIMIT } from '../../pages/resolve';
import { YOUNG_GENERATION_MB } from '../../render/render-pool';
import { DOCTOR_NODE_FLAGS } from '../../doctor/doctor';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (option('sizes') ?? '60,600,6000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const seconds = Math.min(30, Math.max(1, Number(option('seconds') ?? 5)));
const rounds = Math.min(9, Math.max(1, Number(option('rounds') ?? 3)));
const saves = Math.min(50, Math.max(1, Number(option('saves') ?? 20)));
const skip = new Set((option('skip') ?? '').split(','));
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const out: string[] = [];
const say = (line = '') => {
  console.log(line);
  out.push(line);
};
const table = (head: string[], rows: (string | number)[][]) => {
  say(`| ${head.join(' | ')} |`);
  say(`|${head.map(() => '---').join('|')}|`);
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say();
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (n: number, ms: number) => (ms > 0 ? (n / (ms / 1000)).toFixed(0) : '–');
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/**
 * Folders of timed builds, deleted only at the end: deleting thousands of files just before a timed
 * build lands the kernel's work on them in that build (Hugo's system time: 0.6 s after no deletion,
 * up to 6.7 s right after one, its user time unchanged).
 */
const leftovers: string[] = [];

/** One build in its own process (its own peak memory), from a settled disk. */
function measureBuild(siteFile: string, outDir: string): Promise<BuildMeasure> {
  settleDisk();
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(projectRoot, 'generator/tools/bench/build-child.ts'), siteFile, outDir], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as BuildMeasure);
      } catch {
        reject(new Error(`The build of ${siteFile} exited with ${code}: ${stdout.slice(-500)}`));
      }
    });
  });
}

/** Bundling the engine's code afresh (bundle-child.ts): what a build of unchanged code is spared. */
function freshBundleMs(siteFile: string): number | undefined {
  const run = spawnSync(tsx, [path.join(projectRoot, 'generator/tools/bench/bundle-child.ts'), siteFile], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  try {
    return (JSON.parse(run.stdout.trim().split('\n').pop() ?? '') as { bundleMs: number }).bundleMs;
  } catch {
    return undefined;
  }
}

/** Memory the profiles write their pages into, where the system has it. */
const RAM_DISK = '/dev/shm';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The profile of `pages` town pages of `siteFile` (profile-child.ts), by this tree's engine or, given
 * `commit`, by that commit's, checked out beside this one (sharing node_modules) for the run.
 */
function profileOf(siteFile: string, pages: number, commit?: string): ProfileResult | string {
  let root = projectRoot;
  // Both engines as the render threads run (render-pool.ts: their young generation), writing into memory
  // (/dev/shm): the profile is where the code's time goes, and the disk's state of the moment is not code.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: `--max-semi-space-size=${YOUNG_GENERATION_MB / 3}`,
    ...(existsSync(RAM_DISK) && { TMPDIR: RAM_DISK }),
  };
  if (commit) {
    root = mkdtempSync(path.join(os.tmpdir(), 'bench-before-'));
    const added = spawnSync('git', ['worktree', 'add', '--detach', root, commit], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    if (added.status !== 0) return `git worktree add ${commit} failed: ${added.stderr.trim()}`;
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  }
  try {
    const run = spawnSync(tsx, [path.join(root, 'generator/tools/bench/profile-child.ts'), siteFile, String(pages)], {
      cwd: root,
      encoding: 'utf8',
      env,
      timeout: 600_000,
    });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    return line.startsWith('{')
      ? (JSON.parse(line) as ProfileResult)
      : `profile-child.ts exited with ${run.status}: ${(run.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`;
  } finally {
    if (commit) spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: projectRoot });
  }
}

/** The last line of a bench script's output as JSON, or why there is none. */
function jsonOf<T>(script: string, args: string[], nodeFlags: string[] = []): T | string {
  const run = spawnSync(tsx, [...nodeFlags, path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 1_800_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = (run.stdout ?? '').trim().split('\n').pop() ?? '';
  return line.startsWith('{')
    ? (JSON.parse(line) as T)
    : `${script} exited with ${run.status}: ${(run.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`;
}

/** `--saves` one-field saves in the editor, in Chromium, click → "Saved." (editor/bench/measure-save.ts). */
function saveSection(): void {
  say(`## A save in the editor (${saves} one-field saves, click → "Saved." shown, Chromium)`);
  say();
  const loadBefore = loadAverage();
  const times = jsonOf<SaveTimes>('editor/bench/measure-save.ts', ['--saves', String(saves)]);
  if (typeof times === 'string') say(`Not run: ${times}`);
  else
    say(
      `Median ${s(times.medianMs)}, slowest ${s(times.maxMs)} (load average ${loadBefore} → ${loadAverage()}). ` +
        `Each save: ${times.ms.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s. The site is checked as Publish would after "Saved.", not before it.`,
    );
  say();
}

/** Publishes of the default site through the editor's Publisher, and of a synthetic site's build (generator/tools/bench/publish.ts). */
function publishSection(townPages: number): void {
  say(`## Publishing a small change (the default site${townPages > 60 ? `, and ${townPages} town pages` : ''})`);
  say();
  // With the node flags of the editor's publish worker (publish-child.ts): publish.ts times the doctor too
  // (and collects garbage to weigh what it keeps).
  const bench = jsonOf<PublishBench>(
    'generator/tools/bench/publish.ts',
    ['--sizes', `60,${townPages}`, '--rounds', String(rounds)],
    [...DOCTOR_NODE_FLAGS, '--expose-gc'],
  );
  if (typeof bench === 'string') {
    say(`Not run: ${bench}`);
    say();
    return;
  }
  const medianOf = (runs: PublishMeasure[]) => s(median(runs.map((r) => r.ms)));
  if (bench.default) {
    const d = bench.default;
    table(
      ["default site, through the editor's Publisher", 'click → live (median)', 'pages rendered'],
      [
        [
          'first publish (worker started, every page)',
          s(d.firstPublish.ms),
          d.firstPublish.routes - d.firstPublish.reused,
        ],
        [
          'one paragraph on one town page',
          medianOf(d.paragraph),
          d.paragraph.map((r) => r.routes - r.reused).join(', '),
        ],
        ['phone number (every page)', medianOf(d.phone), d.phone.map((r) => r.routes - r.reused).join(', ')],
        [
          'full build, nothing reused',
          medianOf(d.fullPublish),
          d.fullPublish.map((r) => r.routes - r.reused).join(', '),
        ],
      ],
    );
  }
  if (bench.large) {
    const l = bench.large;
    table(
      [`${l.routes} pages: build and manifest`, 'time', 'rendered', 'reused'],
      [
        ['full build', s(l.full.ms), l.full.rendered, l.full.reused],
        ['one paragraph on one town page', s(l.paragraph.ms), l.paragraph.rendered, l.paragraph.reused],
        ['phone number (every page)', s(l.phone.ms), l.phone.rendered, l.phone.reused],
        ['full build again, after the phone change', s(l.fullLast.ms), l.fullLast.rendered, l.fullLast.reused],
      ],
    );
    const doctorLine = (d: NonNullable<typeof bench.large>['doctor']['first']) =>
      `${s(d.ms)}, ${d.parsed} page${d.parsed === 1 ? '' : 's'} parsed, ${d.findings} findings (${d.errors} errors), ${d.keptMb} MB more heap in use after it`;
    say(
      `The doctor as the publish worker runs it, keeping what it read of each page by its page key (generator/doctor/memory.ts): ` +
        `over the full build ${doctorLine(l.doctor.first)}; then over the one-paragraph build ${doctorLine(l.doctor.paragraph)}. ` +
        `Each synthetic town has words of its own (a real town's pages, other words). ` +
        `A one-paragraph publish through the editor at this size: ${s(l.paragraph.ms + l.doctor.paragraph.ms)} (build and manifest, then the doctor), beside a full build's ${s(l.full.ms)}.`,
    );
  }
  say(`Load average at the start: ${bench.loadAverage.join(', ')}.`);
  say();
}

/**
 * Our build of the site against Hugo's two sites of the same town pages (hugo.ts): `rounds` rounds,
 * each one our build, then Hugo's 'shape' site, then its 'same bytes' site, back to back.
 */
async function compareWithHugo(site: { siteFile: string; dir: string }, townPages: number): Promise<void> {
  say(`## This engine against Hugo (${townPages} town pages, ${rounds} rounds taking turns)`);
  say();
  const version = hugoVersion();
  if (typeof version !== 'string') {
    say(`Not run: ${version.missing}.`);
    say();
    return;
  }
  const hugoSites: HugoSite[] = [];
  const runs: { load: string; ours: BuildMeasure; hugo: HugoRun[] }[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      process.stdout.write(`Round ${round} of ${rounds}: this engine, Hugo (same shape), Hugo (same bytes)… `);
      const out = path.join(site.dir, `dist-round-${round}`);
      const loadBefore = loadAverage();
      const ours = await measureBuild(site.siteFile, out);
      if (!hugoSites.length) {
        for (const prepared of [
          await prepareHugoSite(townPages, 'shape'),
          await prepareHugoSite(townPages, 'same bytes', out),
        ]) {
          if ('missing' in prepared) throw new Error(prepared.missing);
          hugoSites.push(prepared);
          leftovers.push(prepared.dir);
        }
      }
      const hugo: HugoRun[] = [];
      for (const hugoSite of hugoSites) {
        const run = await runHugo(hugoSite, `public-${round}`);
        if ('missing' in run) throw new Error(run.missing);
        hugo.push(run);
      }
      console.log([ours.buildMs, ...hugo.map((h) => h.ms)].map(s).join(', '));
      runs.push({ load: `${loadBefore} → ${loadAverage()}`, ours, hugo });
    }
  } catch (error) {
    say(`Not run: ${(error as Error).message}`);
    say();
    return;
  }
  const cpu = (ms?: number) => (ms === undefined ? '–' : s(ms));
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  table(
    [
      'round',
      'load average (1 min) before → after',
      'this engine: wall (CPU)',
      'its bundles',
      'Hugo, same shape: wall (CPU)',
      'Hugo, same bytes: wall (CPU)',
      'ours ÷ same shape (wall)',
      'ours ÷ same bytes (wall)',
    ],
    runs.map((r, i) => [
      i + 1,
      r.load,
      `${s(r.ours.buildMs)} (${cpu(r.ours.cpuMs)})`,
      r.ours.bundlesMade ? 'made' : 'kept',
      ...r.hugo.map((h) => `${s(h.ms)} (${cpu(h.cpuMs)})`),
      ratio(r.ours.buildMs, r.hugo[0]!.ms),
      ratio(r.ours.buildMs, r.hugo[1]!.ms),
    ]),
  );
  const last = runs.at(-1)!;
  const kb = (bytes: number, pages: number) => `${(bytes / pages / 1024).toFixed(1)} KB`;
  table(
    ['per page', 'this engine', 'Hugo, same shape', 'Hugo, same bytes'],
    [
      ['pages', last.ours.pagesWritten, last.hugo[0]!.pages, last.hugo[1]!.pages],
      [
        'HTML',
        kb(last.ours.htmlBytes, last.ours.pagesWritten),
        kb(last.hugo[0]!.htmlBytes, last.hugo[0]!.pages),
        kb(last.hugo[1]!.htmlBytes, last.hugo[1]!.pages),
      ],
      [
        'page.json',
        kb(last.ours.jsonBytes, last.ours.pagesWritten - 1),
        '–',
        kb(last.hugo[1]!.jsonBytes, last.hugo[1]!.pages),
      ],
    ],
  );
  const wall = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
  say(
    `Median of ${rounds} rounds: this engine ${s(wall((r) => r.ours.buildMs))}, Hugo ${s(wall((r) => r.hugo[0]!.ms))} (same shape) and ${s(wall((r) => r.hugo[1]!.ms))} (same bytes); ` +
      `ours takes ${median(runs.map((r) => r.ours.buildMs / r.hugo[0]!.ms)).toFixed(1)}× Hugo's wall time on the site of the same shape and ` +
      `${median(runs.map((r) => r.ours.buildMs / r.hugo[1]!.ms)).toFixed(1)}× on the site of the same bytes (the median of each round's ratio). ` +
      `Our whole build is timed: checking site.json, the browser and server bundles ('kept': from an earlier build of the same code, ` +
      `as every build but the first after a change to the engine's code), fonts and pictures, then ${last.ours.pagesWritten} pages ` +
      `(prerender ${s(wall((r) => r.ours.prerenderMs))}), all as \`npm run build\` does it; Hugo's is its whole build. Same footer (the first ${FOOTER_TOWN_LIMIT} towns, then a link to the page of all). ` +
      "The same-shape site has no CSS and no page data; the same-bytes one writes our own pages (HTML and page.json), the town put in by Hugo, less React's `<!-- -->` separators. " +
      "The added towns show the patterns' text alone, so our build draws each block of a town page once per pattern (stencils); towns with words of their own, as the publish section's large site has, take longer to build.",
  );
  say();
  const bundleMs = freshBundleMs(site.siteFile);
  if (bundleMs !== undefined && runs.every((r) => !r.ours.bundlesMade)) {
    const fresh = (r: (typeof runs)[number]) => r.ours.buildMs + bundleMs;
    say(
      `The first build after a change to the engine's code makes both bundles afresh: ${s(bundleMs)} (measured apart, into an empty folder). ` +
        `With it, ours would take ${median(runs.map((r) => fresh(r) / r.hugo[0]!.ms)).toFixed(1)}× (same shape) and ${median(runs.map((r) => fresh(r) / r.hugo[1]!.ms)).toFixed(1)}× (same bytes).`,
    );
    say();
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
try {
  say(
    `# Benchmark (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()} at the start)`,
  );
  say();

  // 1. The real site.
  const realDist = path.join(work, 'dist');
  const real = await measureBuild(path.join(projectRoot, 'site.json'), realDist);
  say(`## The site (site.json): ${real.routes} routes built in ${s(real.buildMs)}, peak ${real.maxRssMb} MB`);
  say();
  const weights = await pageWeights(realDist, [
    '',
    'landscaping-in-huron',
    'tree-removal-in-castalia',
    'lawn-care-in-norwalk',
    'landscape-design-in-castalia',
    'lawn-care',
    'services',
    'services/mowing',
    'blog',
    'portfolio',
    'about',
    'contact',
    'cookie-policy',
  ]);
  table(
    [
      'page',
      'HTML (gzip)',
      'page.json (gzip, after load)',
      'JS before load (gzip)',
      'JS in all (gzip)',
      'script files',
    ],
    weights.map((w) => [
      w.route,
      kb(w.htmlGzip),
      kb(w.pageDataGzip),
      kb(w.jsBeforeLoadGzip),
      kb(w.jsTotalGzip),
      w.chunks,
    ]),
  );
  say(
    'Budgets: HTML ≤ 14 KB, JS before load ≤ 15 KB, JS of a town page in all ≤ 140 KB (gzip; issue 12 raised it from 100 KB to pay for React Router).',
  );
  say();

  // 2. Build scaling.
  const rows: (string | number)[][] = [];
  const measured: { townPages: number; m: BuildMeasure; load: string }[] = [];
  let profiled: { siteFile: string; dir: string } | undefined;
  for (const townPages of sizes) {
    process.stdout.write(`Building a synthetic site of ${townPages} town pages… `);
    const site = await syntheticSite(townPages);
    const loadBefore = loadAverage();
    const m = await measureBuild(site.siteFile, path.join(site.dir, 'dist'));
    const load = `${loadBefore} → ${loadAverage()}`;
    leftovers.push(site.dir);
    profiled = site; // the last (largest) site is profiled below
    console.log(s(m.buildMs));
    measured.push({ townPages, m, load });
    rows.push([
      townPages,
      m.routes,
      m.renderThreads,
      load,
      s(m.buildMs),
      s(m.cpuMs),
      (m.cpuMs / m.routes).toFixed(1),
      rate(m.routes, m.buildMs),
      s(m.prerenderMs),
      rate(m.pagesWritten, m.prerenderMs),
      `${m.firstTenthMsPerPage.toFixed(1)} → ${m.lastTenthMsPerPage.toFixed(1)}`,
      `${(m.htmlBytes / m.pagesWritten / 1024).toFixed(0)} KB`,
      `${m.prerenderPeakRssMb} MB`,
      `${m.maxRssMb} MB`,
    ]);
  }
  say('## Build scaling (synthetic sites: site.json plus generated towns)');
  say();
  table(
    [
      'town pages',
      'routes',
      'render threads',
      'load average (1 min) before → after',
      'build',
      'CPU (build)',
      'CPU ms/route (build)',
      'pages/s (build)',
      'prerender',
      'pages/s (prerender)',
      'ms/page first → last tenth',
      'HTML per page',
      'peak RSS (prerender)',
      'peak RSS (build)',
    ],
    rows,
  );
  if (measured.length > 1) {
    // Like with like: time per page only between sizes rendered by as many threads (small sites render in one).
    const perPage = (m: BuildMeasure) => m.prerenderMs / m.pagesWritten;
    const htmlPerPage = (m: BuildMeasure) => m.htmlBytes / m.pagesWritten;
    const [a, b] = [measured[0]!, measured[measured.length - 1]!];
    const peers = measured.filter((x) => x.m.renderThreads === b.m.renderThreads);
    const growth = perPage(b.m) / perPage(peers[0]!.m);
    say(
      `HTML per page: ${(htmlPerPage(a.m) / 1024).toFixed(0)} KB at ${a.townPages} town pages, ${(htmlPerPage(b.m) / 1024).toFixed(0)} KB at ${b.townPages}. ` +
        `Prerender wall time per page with ${b.m.renderThreads} render thread(s): ${peers.map((x) => `${perPage(x.m).toFixed(1)} ms at ${x.townPages}`).join(', ')} town pages` +
        (peers.length > 1
          ? ` (×${growth.toFixed(2)} from ${peers[0]!.townPages} to ${b.townPages}): ${
              growth <= 1.25
                ? 'not growing (within 25%), so the build time grows linearly with the number of pages.'
                : 'growing with the site, so the build grows faster than the number of pages: look for what every page carries that grows with the number of towns.'
            }`
          : '.'),
    );
    say();
  }

  // 2b. Where a page's time goes, and with --before <commit>, where it went in that commit's engine.
  if (profiled && !skip.has('profile')) {
    const pages = Number(option('profile-pages') ?? 500);
    const before = option('before');
    say(
      `## Where a town page's time goes (${measured.at(-1)!.townPages} town pages' site; ${pages} pages rendered and written on one thread under V8's CPU profiler)`,
    );
    say();
    const profiles: [string, ProfileResult | string][] = [];
    if (before) profiles.push([`before (${before})`, profileOf(profiled.siteFile, pages, before)]);
    profiles.push([before ? 'after (this tree)' : 'ms per page', profileOf(profiled.siteFile, pages)]);
    const done = profiles.filter((p): p is [string, ProfileResult] => typeof p[1] !== 'string');
    if (done.length) {
      const last = done.at(-1)![1];
      table(
        ['work (nearest function on the stack)', ...done.map(([name]) => name), 'share'],
        [...last.kinds, { kind: 'busy, in all' }].map(({ kind }) => [
          kind,
          ...done.map(([, p]) =>
            (kind === 'busy, in all'
              ? p.busyMsPerPage
              : (p.kinds.find((k) => k.kind === kind)?.msPerPage ?? 0)
            ).toFixed(2),
          ),
          kind === 'busy, in all'
            ? '100%'
            : `${(((last.kinds.find((k) => k.kind === kind)?.msPerPage ?? 0) / last.busyMsPerPage) * 100).toFixed(0)}%`,
        ]),
      );
      say(
        `Busy ${last.busyMsPerPage.toFixed(2)} ms per page (wall ${last.msPerPage.toFixed(2)} ms: the rest is waiting for the disk or for a core). ` +
          'A row at 0.00 was never on a sampled stack: V8 inlined it into its caller, whose row holds its time. ' +
          `Most time in a function itself: ${last.topSelf.map((f) => `${f.fn} ${f.msPerPage.toFixed(2)} ms`).join(', ')}.` +
          ` ${before ? 'Both engines’ pages are' : 'The pages are'} profiled as the render threads run them, with their ${YOUNG_GENERATION_MB} MB young generation` +
          (existsSync(RAM_DISK)
            ? `, and written into memory (${RAM_DISK}), so that the disk's state of the moment is not in the profile.`
            : '.'),
      );
    }
    for (const [name, p] of profiles) if (typeof p === 'string') say(`Not run (${name}): ${p}`);
    say();
  }
  // 3. Hugo, on the largest synthetic site: rounds taking turns, so that both meet the same machine.
  if (profiled && !skip.has('hugo')) await compareWithHugo(profiled, measured.at(-1)!.townPages);

  // 3b. The editor: a save, and a publish small and large (each in a process of its own).
  if (!skip.has('save')) saveSection();
  if (!skip.has('publish')) publishSection(sizes.includes(6000) ? 6000 : Math.max(...sizes));

  // 4. Serving.
  if (!skip.has('serve')) {
    say(`## Serving (loopback, 50 connections, ${seconds} s each)`);
    say();
    const run = spawnSync(tsx, [path.join(projectRoot, 'generator/tools/bench/contact.ts'), String(seconds)], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, DIST_DIR: realDist },
      timeout: 300_000,
    });
    // Only its POST line: its GET lines are measured by one autocannon thread, which saturates before Express (serveBench below measures those).
    const post = (run.stdout ?? '').split('\n').filter((l) => l.startsWith('POST'));
    say('Durable contact form posts (generator/tools/bench/contact.ts, autocannon in one thread: a lower bound):');
    say('```');
    for (const line of post) say(line);
    if (run.status !== 0)
      say(
        `(generator/tools/bench/contact.ts exited with ${run.status}: ${(run.stderr ?? '').trim().split('\n').slice(-3).join(' ')})`,
      );
    say('```');
    say();
    if (!skip.has('nginx')) {
      const served = await serveBench(realDist, '/about', seconds);
      say(
        `GET ${served.path} with Accept-Encoding: gzip, from the same dist/ in one run; both send the same precompressed \`.gz\` file (nginx: gzip_static; Express: from memory):`,
      );
      say();
      const rps = (x: Served) => x.runs.map((r) => r.rps.toFixed(0)).join(', ');
      table(
        ['server', 'client', `req/s (${ROUNDS} runs, taking turns)`, 'p99', 'gzip body', 'headers only this one sends'],
        served.servers.map((x) => {
          const others = new Set(served.servers.filter((y) => y !== x).flatMap((y) => y.headers));
          return [
            x.name,
            x.runs[0]!.client,
            rps(x),
            x.runs.map((r) => `${r.p99Ms.toFixed(1)} ms`).join(', '),
            `${x.bodyBytes} B`,
            x.headers.filter((h) => !others.has(h)).join(', ') || '–',
          ];
        }),
      );
      const [express, nginx] = [
        served.servers.find((x) => x.name === 'Express'),
        served.servers.find((x) => x.name.startsWith('nginx')),
      ];
      if (express && nginx) {
        const ratios = express.runs.map((r, i) => `${((r.rps / nginx.runs[i]!.rps) * 100).toFixed(0)}%`);
        say(
          `Express serves ${ratios.join(', ')} of nginx's rate (each round's runs compared). ` +
            'Still different: Express runs in one process (nginx: one worker per core), and per request it runs its middleware (request log with an id, ' +
            "helmet's security headers and CSP, compression(), the API router's prefix check) and resolves the page in JavaScript; nginx logs nothing here (access_log off).",
        );
      }
      for (const reason of served.notRun) say(`Not run: ${reason}.`);
      say();
    }
  }
} finally {
  for (const dir of [work, ...leftovers]) rmSync(dir, { recursive: true, force: true });
}

const report = path.resolve(option('report') ?? path.join(projectRoot, 'reports/bench.md'));
mkdirSync(path.dirname(report), { recursive: true });
writeFileSync(report, `${out.join('\n')}\n`);
console.log(`Written to ${path.relative(process.cwd(), report)}.`);
