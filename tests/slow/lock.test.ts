// Defect 1: a locked database must not freeze the server. Another connection holds the write lock
// while 20 posts and 200 page GETs arrive (helpers/held-lock.ts). Readiness says 503 while it is held;
// each post is either 200 and stored, or 503 (with Retry-After and the business phone) and not stored;
// once the lock is gone, the refused posts sent again all succeed, and each of the 20 is stored once.
// The latency bounds (pages, liveness, readiness, posts) are checked in lock.perf.test.ts.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE, POSTS, heldLock } from '../integration/helpers/held-lock';
import { makeFakeDist } from '../integration/helpers/fake-dist';
import { STORE_KINDS, TestStores } from '../integration/helpers/stores';

const distDir = makeFakeDist(); // its contract's phone is PHONE
const stores = new TestStores();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe.each(STORE_KINDS)('a held write lock (%s)', (kind) => {
  it('answers posts 200-and-stored or 503-and-not-stored, readiness 503, and takes the refused ones once released', async () => {
    const run = await heldLock(stores, kind, distDir);
    for (const answer of run.answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 200) expect(run.storedWhileLocked.has(answer.json.id!)).toBe(true);
      else {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.json.phone).toBe(PHONE);
        expect(answer.json.message).toContain(PHONE);
      }
    }
    expect(run.storedWhileLocked.size).toBe(POSTS - run.refused.length); // a 503 stored nothing
    expect(run.refused.length).toBeGreaterThan(0);
    for (const r of run.readies) {
      expect(r.status).toBe(503);
      expect(r.body.reason).toMatch(/cannot commit/);
    }

    // Released: the visitors who heard 503 send again, and every one is taken.
    expect(run.again.map((a) => a.status)).toEqual(run.refused.map(() => 200));
    expect(run.readyAfter).toBe(200);
    expect(run.comments).toEqual(Array.from({ length: POSTS }, (_, i) => `locked ${i}`).sort()); // each post stored once
    expect(run.storedAfter).toEqual(
      new Set([...run.answers, ...run.again].filter((a) => a.status === 200).map((a) => a.json.id)),
    );
  }, 180_000);
});
