// The contact benchmark (`npm run bench`'s serving part) runs end to end against both lead stores and
// reports durable posts per second for each. It reports; the figures are not judged, only present.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('contact benchmark', () => {
  it('reports durable posts per second for SQLite and PostgreSQL, with every post answered 2xx', () => {
    // node itself, not the npx/tsx wrappers: the timeout's signal reaches the benchmark, which stops its server.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'generator/tools/bench/contact.ts', '1'], {
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(run.status, run.stderr).toBe(0);
    for (const store of ['sqlite', 'postgres']) {
      const line = run.stdout.split('\n').find((l) => l.startsWith(`POST /api/contact (${store})`));
      expect(line, run.stdout).toMatch(/non-2xx 0 {2}errors 0 {3}rows committed \d+ \(\d+ durable posts\/s/);
      expect(Number(/\((\d+) durable posts\/s/.exec(line!)![1])).toBeGreaterThan(0);
      console.log(line);
    }
  }, 300_000);
});
