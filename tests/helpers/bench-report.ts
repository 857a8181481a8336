// `npm run bench` run by a test: generator/tools/bench/main.ts with `args`, into a report of its own, read back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

export function benchReport(args: string[], timeoutMs: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
  try {
    const report = path.join(dir, 'bench.md');
    // node itself, not the npx/tsx wrappers: the timeout's signal reaches the benchmark.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'generator/tools/bench/main.ts', ...args, '--report', report],
      { encoding: 'utf8', timeout: timeoutMs },
    );
    expect(run.status, run.stderr).toBe(0);
    return readFileSync(report, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
