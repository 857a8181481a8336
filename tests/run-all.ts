// `npm test`: every check and test suite, ending with one line `N passed, N failed` for CI.
// Steps: Chromium, Caddy and nginx present → generated files fresh (types, docs/errors.md, block registries) → tsc →
// Prettier → ESLint → dependency-cruiser → knip → site.json valid → build → doctor →
// Vitest (unit, integration, slow; then perf alone) → Playwright (browser). Later steps run even if one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

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
count('generated types up to date', step('types', 'npx', ['tsx', 'generator/gen-types.ts', '--check']));
count('docs/errors.md up to date', step('error codes', 'npx', ['tsx', 'generator/gen-errors.ts', '--check']));
count('block registries up to date', step('block registries', 'npx', ['tsx', 'generator/gen-blocks.ts', '--check']));
count('typescript', step('tsc', 'npx', ['tsc', '--noEmit', '-p', '.']));
count('formatted (Prettier)', step('prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']));
count('lint (ESLint)', step('eslint', 'npx', ['eslint', '.']));
count(
  'layers (dependency-cruiser)',
  step('dependency-cruiser', 'npx', ['depcruise', 'src', 'server', 'generator', 'editor', 'shared', 'schema']),
);
count('unused code (knip)', step('knip', 'npx', ['knip', '--no-progress']));
count('site.json valid', step('check', 'npx', ['tsx', 'generator/cli.ts', 'check']));
const built = step('build', 'npx', ['tsx', 'generator/cli.ts', 'build']);
count('build', built);
if (built) count('doctor', step('doctor', 'npx', ['tsx', 'generator/cli.ts', 'doctor']));
// Vitest's projects (vitest.config.ts): unit, integration and slow share one run, so the two workers
// stay busy to the end; then perf alone, one file at a time, its timings not disturbed by the others.
// Each run writes its own report, and each is tallied.
const vitest = (name: string, projects: string[], report: string) =>
  tally(
    report,
    `vitest (${name})`,
    step(`vitest: ${name}`, 'npx', [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      `--outputFile.json=${report}`,
    ]),
  );
vitest('unit, integration, slow', ['unit', 'integration', 'slow'], 'test-results/vitest.json');
vitest('perf', ['perf'], 'test-results/vitest-perf.json');
if (built && systemPackages) {
  const port = await freePort();
  // The editor's spec holds the preview to 1 s: it runs alone, before the other browser tests (builds
  // among them) share the two cores.
  const timed = 'tests/e2e/editor/editor.spec.ts';
  tally(
    'test-results/playwright-editor.json',
    'playwright (editor, alone)',
    step('playwright: the editor alone', 'npx', ['playwright', 'test', timed, '--workers=1'], {
      E2E_PORT: String(port),
      E2E_REPORT: 'test-results/playwright-editor.json',
    }),
  );
  tally(
    'test-results/playwright.json',
    'playwright',
    step('playwright: the rest', 'npx', ['playwright', 'test'], {
      E2E_PORT: String(await freePort()),
      E2E_SKIP: '**/editor/editor.spec.ts',
    }),
  );
}

printTimings();
console.log(failures.length ? `\nFailed: ${failures.join('; ')}` : '\nAll checks passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
