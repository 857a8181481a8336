// `npm test`: every check and test suite, ending with one line `N passed, N failed` for CI.
// Steps: Chromium, Caddy and nginx present → generated files fresh (types, docs/errors.md, block registries) → tsc →
// Prettier → ESLint → dependency-cruiser → knip → site.json valid → build → doctor (these two at a time:
// each uses one core) → Vitest's perf project and the editor's browser spec, each alone (timed) → the
// rest of Vitest (unit, integration, slow) → the rest of Playwright.
// Later steps run even if one fails. Each step's time is printed as it ends, and all of them at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runCaught } from './run-caught';

let passed = 0;
let failed = 0;
const failures: string[] = [];
/** Each step's wall time, for the table at the end: where a run's minutes went. */
const timings: { name: string; seconds: number; ok: boolean }[] = [];
const runStarted = performance.now();

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  timings.push({ name, seconds, ok });
  console.log(`◀ ${name}: ${ok ? 'ok' : 'failed'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/** A tool of the project's own, run directly: `npx` would add an npm start to every step. */
const bin = (name: string) => path.join('node_modules', '.bin', name);

interface Check {
  /** What the tally calls it (one pass or fail). */
  check: string;
  name: string;
  command: string;
  args: string[];
}

/** Runs a step with its output caught, to print whole when it ends: for steps that run beside another. */
async function caughtStep({ name, command, args }: Check): Promise<boolean> {
  const { ok, seconds } = await runCaught(name, command, args);
  timings.push({ name, seconds, ok });
  return ok;
}

/**
 * Runs chains of checks `lanes` at a time (each of these tools keeps one core busy; the machine has
 * two), taking the next chain as a lane frees up: the longest first, so the short ones fill in at the
 * end. A chain's steps run in turn, each only if the one before passed (the doctor reads the build).
 * Counted in the order given, whatever order they end in.
 */
async function alongside(chains: Check[][], lanes = 2): Promise<Map<string, boolean>> {
  const results = new Map<string, boolean>();
  const queue = [...chains];
  const lane = async () => {
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      for (const check of chain) {
        const ok = await caughtStep(check);
        results.set(check.check, ok);
        if (!ok) break;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  for (const check of chains.flat()) if (results.has(check.check)) count(check.check, results.get(check.check)!);
  return results;
}

/** The steps' durations, slowest first, and the whole run's. */
function printTimings() {
  const total = (performance.now() - runStarted) / 1000;
  const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
  console.log('\nStep durations (s):');
  for (const t of [...timings].sort((a, b) => b.seconds - a.seconds))
    console.log(`  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)}${t.ok ? '' : '  (failed)'}`);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)}`);
}

function count(name: string, ok: boolean) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** Debian packages the tests drive: the browser, the TLS proxy the editor is tested behind, the web server that serves a live build. */
const SYSTEM_PACKAGES = [
  { name: 'chromium', binary: process.env.CHROME_PATH ?? '/usr/bin/chromium', why: 'the browser tests' },
  { name: 'caddy', binary: '/usr/bin/caddy', why: 'the editor behind HTTPS' },
  { name: 'nginx', binary: '/usr/sbin/nginx', why: 'a web server serving the live build' },
];

/** Installs the missing ones with apt-get when run as root; otherwise says what to install. */
function ensureSystemPackages(): boolean {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.binary));
  if (!missing.length) return true;
  const names = missing.map((p) => p.name);
  if (process.getuid?.() === 0) {
    console.log(`Missing ${names.join(', ')}; installing Debian's packages with apt-get…`);
    return (
      step('apt-get update', 'apt-get', ['update', '-qq']) &&
      step(`install ${names.join(' ')}`, 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
        DEBIAN_FRONTEND: 'noninteractive',
      })
    );
  }
  for (const p of missing) console.error(`${p.name} is needed for ${p.why} (${p.binary} is missing).`);
  console.error(
    `Install them with: sudo apt-get install ${names.join(' ')} (or set CHROME_PATH to a Chromium binary).`,
  );
  return false;
}

/** Tallies a JSON report: Vitest's (numPassedTests) or Playwright's (stats.expected/unexpected). */
function tally(file: string, suite: string, ran: boolean) {
  if (!existsSync(file)) {
    count(`${suite} (no report written)`, false);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests) failures.push(`${suite}: ${report.numFailedTests} failed`);
    if (!ran && !report.numFailedTests) count(`${suite} (exited with an error)`, false);
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.unexpected) failures.push(`${suite}: ${report.stats.unexpected} failed`);
    if (!ran && !report.stats.unexpected) count(`${suite} (exited with an error)`, false);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

rmSync('test-results', { recursive: true, force: true });
const systemPackages = ensureSystemPackages();
count('chromium, caddy and nginx available', systemPackages);
const tsx = (name: string, script: string, ...args: string[]): Omit<Check, 'check'> => ({
  name,
  command: bin('tsx'),
  args: [script, ...args],
});
// Slowest first (seconds of one core, warm caches: tsc 20, Prettier 15, ESLint 13, the build 5, and
// 25 more on a fresh clone, whose first build makes every picture).
const checks = await alongside([
  [
    { check: 'build', ...tsx('build', 'generator/cli.ts', 'build') },
    { check: 'doctor', ...tsx('doctor', 'generator/cli.ts', 'doctor') },
  ],
  [{ check: 'typescript', name: 'tsc', command: bin('tsc'), args: ['--noEmit', '-p', '.'] }],
  [
    {
      check: 'formatted (Prettier)',
      name: 'prettier',
      command: bin('prettier'),
      args: ['--check', '--log-level', 'warn', '.'],
    },
  ],
  [{ check: 'lint (ESLint)', name: 'eslint', command: bin('eslint'), args: ['.'] }],
  [
    {
      check: 'layers (dependency-cruiser)',
      name: 'dependency-cruiser',
      command: bin('depcruise'),
      args: ['src', 'server', 'generator', 'editor', 'shared', 'schema'],
    },
  ],
  [{ check: 'unused code (knip)', name: 'knip', command: bin('knip'), args: ['--no-progress'] }],
  [{ check: 'site.json valid', ...tsx('check', 'generator/cli.ts', 'check') }],
  [{ check: 'generated types up to date', ...tsx('types', 'generator/gen-types.ts', '--check') }],
  [{ check: 'docs/errors.md up to date', ...tsx('error codes', 'generator/gen-errors.ts', '--check') }],
  [{ check: 'block registries up to date', ...tsx('block registries', 'generator/gen-blocks.ts', '--check') }],
]);
const built = checks.get('build') === true;
// The timed runs first, each alone, while nothing else loads the two cores: Vitest's perf project (one
// file at a time) and the editor's spec, which holds the preview to 1 s.
const vitestArgs = (projects: string[], report: string) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  `--outputFile.json=${report}`,
];
tally(
  'test-results/vitest-perf.json',
  'vitest (perf)',
  step('vitest: perf', bin('vitest'), vitestArgs(['perf'], 'test-results/vitest-perf.json')),
);
const browsers = built && systemPackages;
if (browsers)
  tally(
    'test-results/playwright-editor.json',
    'playwright (editor, alone)',
    step(
      'playwright: the editor alone',
      bin('playwright'),
      ['test', 'tests/e2e/editor/editor.spec.ts', '--workers=1'],
      {
        E2E_PORT: String(await freePort()),
        E2E_REPORT: 'test-results/playwright-editor.json',
      },
    ),
  );
// Then the rest of Vitest (unit, integration, slow in one run, so its two workers stay busy to the end)
// and of Playwright, one after the other: the CPU, not waiting, is what limits them, and side by side
// four test processes on two cores only slow each other (reports/ci-time.md).
tally(
  'test-results/vitest.json',
  'vitest (unit, integration, slow)',
  step(
    'vitest: unit, integration, slow',
    bin('vitest'),
    vitestArgs(['unit', 'unit-mocks', 'integration', 'slow'], 'test-results/vitest.json'),
  ),
);
if (browsers)
  tally(
    'test-results/playwright.json',
    'playwright',
    step('playwright: the rest', bin('playwright'), ['test'], {
      E2E_PORT: String(await freePort()),
      E2E_SKIP: '**/editor/editor.spec.ts',
    }),
  );

printTimings();
console.log(failures.length ? `\nFailed: ${failures.join('; ')}` : '\nAll checks passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
