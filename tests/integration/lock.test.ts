// Defect 1: a locked database must not freeze the server. Another connection holds the write lock
// (SQLite: BEGIN IMMEDIATE from this test process; PostgreSQL: LOCK TABLE leads) while 20 posts and
// 200 page GETs arrive. Pages and liveness keep their latency (p99 within 100 ms of the unlocked p99); each post is either 200 and stored, or
// 503 (with Retry-After and the business phone) and not stored; once the lock is gone, posts succeed.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { makeFakeDist } from './helpers/fake-dist';
import { STORE_KINDS, TestStores } from './helpers/stores';

const PHONE = '(419) 555-0142';
const distDir = makeFakeDist({ 'page.json': JSON.stringify({ path: '/', chrome: { business: { phone: PHONE } } }) });
const stores = new TestStores();
afterAll(async () => { await stores.stop(); rmSync(distDir, { recursive: true, force: true }); });

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1]!;

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe.each(STORE_KINDS)('a held write lock (%s)', (kind) => {
  it('keeps pages fast and answers posts 200-and-stored or 503-and-not-stored, then recovers', async () => {
    const store = await stores.create(kind);
    const server = await spawnServer({ ...store.env, DIST_DIR: distDir });
    try {
      const baseline: number[] = [];
      for (let i = 0; i < 200; i++) baseline.push(await timedGet(`${server.baseUrl}/about`));
      const release = await store.holdWriteLock();
      const started = performance.now();
      const posts = Array.from({ length: 20 }, (_, i) => postContact(server.baseUrl, { ...VALID_BODY, comments: `locked ${i}` })
        .then(async (res) => ({
          status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started,
          json: await res.json() as { id?: string; message: string; phone?: string },
        })));
      const pages: number[] = [];
      for (let i = 0; i < 200; i++) pages.push(await timedGet(`${server.baseUrl}/about`)); // one after another: latency, not queueing
      const live = await timedGet(`${server.baseUrl}/api/health/live`);
      const ready = await fetch(`${server.baseUrl}/api/health/ready`);
      const answers = await Promise.all(posts);
      const postsDoneMs = Math.max(...answers.map((a) => a.ms));
      await release();

      const stored = new Set(await store.leadIds());
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 200) expect(stored.has(answer.json.id!)).toBe(true);
        else {
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
          expect(answer.json.phone).toBe(PHONE);
          expect(answer.json.message).toContain(PHONE);
        }
      }
      expect(stored.size).toBe(answers.filter((a) => a.status === 200).length); // a 503 stored nothing
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      expect(postsDoneMs).toBeLessThan(2000 + 1500); // each post waited at most 2 s for the lock (+ slack for a loaded machine)
      expect(ready.status).toBe(503);
      expect((await ready.json() as { reason: string }).reason).toMatch(/cannot commit/);
      console.log(`lock (${kind}): 200 page GETs: p99 ${p99(baseline).toFixed(1)} ms before the lock, ${p99(pages).toFixed(1)} ms during it (max ${Math.max(...pages).toFixed(1)} ms), ` +
        `/api/health/live ${live.toFixed(1)} ms; 20 posts answered in ${postsDoneMs.toFixed(0)} ms: ` +
        `${answers.filter((a) => a.status === 200).length} x 200, ${answers.filter((a) => a.status === 503).length} x 503`);
      // Under 100 ms more than the same server's p99 without the lock: on an idle machine that is the
      // issue's 100 ms; on a busy one (load, not the lock) the baseline itself can pass 100 ms.
      expect(p99(pages)).toBeLessThan(100 + p99(baseline));

      const after = await postContact(server.baseUrl, VALID_BODY);
      expect(after.status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
    } finally {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
