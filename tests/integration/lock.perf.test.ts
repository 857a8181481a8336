// Timing of defect 1 (a locked database must not freeze the server), in the same scenario as
// lock.test.ts (helpers/held-lock.ts): pages and liveness keep their latency while the write lock is
// held (p50 under 100 ms; p99 within 100 ms of the unlocked p99: an unlocked twin server's, asked at the
// same moments, or this server's before the lock, whichever is higher); readiness says 503 within its
// probe's bound; each post waits at most 2 s for the lock.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTS, heldLock } from './helpers/held-lock';
import { makeFakeDist } from './helpers/fake-dist';
import { STORE_KINDS, TestStores } from './helpers/stores';

const LATENCY_MS = 100; // the bound on page and liveness latency while the lock is held
const READY_MS = 2000; // readiness tries a commit: 1 s for the lock, capped at 2 s in all (server/ops/health.ts)
const distDir = makeFakeDist();
const stores = new TestStores();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const quantile = (q: number) => (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * q) - 1]!;
const p50 = quantile(0.5);
const p99 = quantile(0.99);
const ms = (n: number) => `${n.toFixed(1)} ms`;

describe.each(STORE_KINDS)('a held write lock, timed (%s)', (kind) => {
  it('keeps pages and health fast, answers readiness and the posts within their bounds', async () => {
    const { baseline, pages, pageDoneAt, live, twinPages, twinLive, readies, answers, refused } = await heldLock(
      stores,
      kind,
      distDir,
    );
    const postsDoneMs = Math.max(...answers.map((a) => a.ms));
    const pagesWhilePending = pages.filter((_, i) => pageDoneAt[i]! < postsDoneMs).length;
    console.log(
      `lock (${kind}): page GETs p50/p99 ${ms(p50(baseline))}/${ms(p99(baseline))} before the lock, ${ms(p50(pages))}/${ms(p99(pages))} during it ` +
        `(max ${ms(Math.max(...pages))}, ${pagesWhilePending} of 200 while posts waited; unlocked twin ${ms(p50(twinPages))}/${ms(p99(twinPages))}); ` +
        `/api/health/live p50/p99 ${ms(p50(live))}/${ms(p99(live))} (twin ${ms(p50(twinLive))}/${ms(p99(twinLive))}); ` +
        `/ready 503 in ${readies.map((r) => ms(r.ms)).join(', ')}; ${POSTS} posts answered in ${postsDoneMs.toFixed(0)} ms: ${POSTS - refused.length} x 200, ${refused.length} x 503`,
    );
    expect(postsDoneMs).toBeLessThan(2000 + 1500); // each post waited at most 2 s for the lock (+ slack for a loaded machine)
    // The bound is p99 under 100 ms. On this loaded 2-core machine (load average 5 to 30) the p99
    // of a server with no lock at all reached 290 ms, so p99 is held to 100 ms over the unlocked p99 (the
    // twin's in the same moments, or this server's before the lock: load comes in bursts), p50 to 100 ms flat.
    for (const [sample, twinSample] of [
      [pages, twinPages],
      [live, twinLive],
    ] as const) {
      expect(p50(sample)).toBeLessThan(LATENCY_MS);
      expect(p99(sample)).toBeLessThan(LATENCY_MS + Math.max(p99(twinSample), p99(baseline)));
    }
    expect(Math.max(...readies.map((r) => r.ms))).toBeLessThan(READY_MS + 1000);
  }, 180_000);
});
