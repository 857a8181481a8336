// `npm run test:quick`, the loop while working: the generated files, the types of what changed and of
// the files that import it (--assumeChangesOnlyAffectDirectDependencies: `npm test` checks every type),
// and the unit tests of changed and new files (quick-tests.ts), all at once (each is mostly one core's
// work, and waits on the others' disk reads), so the loop takes about as long as its slowest part.
import path from 'node:path';
import { changedFiles, quickTests } from './quick-tests';
import { runCaught } from './run-caught';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const started = performance.now();
const tests = quickTests(changedFiles());
const results = await Promise.all([
  (async () =>
    (await runCaught('generated types', bin('tsx'), ['generator/gen-types.ts', '--check'])).ok &&
    (await runCaught('block registries', bin('tsx'), ['generator/gen-blocks.ts', '--check'])).ok)(),
  runCaught('types of what changed', bin('tsc'), [
    '--noEmit',
    '--incremental',
    '--assumeChangesOnlyAffectDirectDependencies',
    '--tsBuildInfoFile',
    'node_modules/.cache/tsbuildinfo-quick',
    '-p',
    '.',
  ]).then((r) => r.ok),
  tests.length === 0
    ? (console.log('· no unit test is named after what changed or imports it'), true)
    : runCaught('unit tests of what changed', bin('vitest'), [
        'run',
        '--project',
        'unit*',
        ...(tests === 'all' ? [] : tests),
      ]).then((r) => r.ok),
]);
const ok = results.every(Boolean);
console.log(`\ntest:quick ${ok ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = ok ? 0 : 1;
