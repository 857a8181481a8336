import { configDefaults, defineConfig } from 'vitest/config';
import { styledComponentsOptions } from './vite.config';

// Four projects, chosen by folder or name, so a new file's place says which it joins:
// - unit (tests/unit, and each block's own test in its folder, src/blocks/<Type>/<Type>.test.tsx): no child
//   process, build, socket or dist/; seconds in all. `npm run test:quick` runs it.
//   Its files share one module registry per worker (isolate: false: importing React, the schema and the
//   packs once per worker, not once per file, halves its time), so a unit test leaves no global changed.
//   A file that replaces modules (vi.mock) is named *.mocks.test.ts(x) and runs isolated, in unit-mocks.
// - integration (tests/integration): servers, sockets, child processes, the built dist/.
// - slow (tests/slow, tests/quality): files of many seconds each, measured (installs, site builds, benchmarks,
//   fuzzing, crashes, publishing, the HTML validator on every built page).
// - perf (*.perf.test.ts, any folder): assertions on time (latency, deadlines, exit within a bound).
//   One file at a time, so the other tests don't load the two cores they are timed on.
const PERF = 'tests/**/*.perf.test.ts';
const notPerf = [...configDefaults.exclude, PERF];
const MOCKS = 'tests/unit/**/*.mocks.test.{ts,tsx}';
/** Builds dist/ once, when missing or stale, for the projects whose tests read it. */
const BUILT_SITE = './tests/setup/built-site.ts';

export default defineConfig({
  // The same styled-components transform as the server and browser bundles (vite.config.ts).
  oxc: { plugins: { styledComponents: styledComponentsOptions({ displayName: false }) } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests start servers and child processes; two workers match the machine's two cores.
    maxWorkers: 2,
    // tests/run-all.ts names a report per run on the command line (--outputFile.json).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/blocks/*/*.test.{ts,tsx}'],
          exclude: [...notPerf, MOCKS],
          isolate: false,
          setupFiles: ['./tests/setup/globals-put-back.ts'],
        },
      },
      { extends: true, test: { name: 'unit-mocks', include: [MOCKS], exclude: notPerf } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: notPerf,
          globalSetup: BUILT_SITE,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['tests/slow/**/*.test.{ts,tsx}', 'tests/quality/**/*.test.ts'],
          exclude: notPerf,
          globalSetup: BUILT_SITE,
        },
      },
      { extends: true, test: { name: 'perf', include: [PERF], fileParallelism: false } },
    ],
  },
});
