// Timing of graceful shutdown under load (issue 16, defect 9): the server exits within 5 s of SIGTERM
// while 24 visitors keep posting. What is answered and stored is checked in shutdown.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFakeDist } from './helpers/fake-dist';
import { shutdownUnderLoad } from './helpers/shutdown-under-load';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-perf-'));
const distDir = makeFakeDist();
afterAll(() => {
  for (const dir of [dataDir, distDir]) rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown under load, timed', () => {
  it('exits 0 within 5 s of SIGTERM', async () => {
    const { code, exitMs } = await shutdownUnderLoad(dataDir, distDir);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(5_000);
  }, 60_000);
});
