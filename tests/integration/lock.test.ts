// Defect 1: a locked database must not freeze the server. Another connection holds the write lock
// (SQLite: BEGIN IMMEDIATE from this test process; PostgreSQL: LOCK TABLE leads) while 20 posts and
// 200 page GETs arrive. Pages and liveness keep their latency (p50 under 100 ms; p99 within 100 ms of
// the unlocked p99: an unlocked twin server's, asked at the same moments, or this server's before the
// lock, whichever is higher); readiness says 503 within its probe's
// bound; each post is either 200 and stored, or 503 (with Retry-After and the business phone) and not
// stored; once the lock is gone, the refused posts sent again all succeed, and each of the 20 is stored once.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '../../server/store/open-store';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { makeFakeDist } from './helpers/fake-dist';
import { STORE_KINDS, TestStores } from './helpers/stores';

const PHONE = '(419) 555-0142';
const POSTS = 20;
const LATENCY_MS = 100; // the bound on page and liveness latency while the lock is held
const READY_MS = 2000; // readiness tries a commit: 1 s for the lock, capped at 2 s in all (server/health.ts)
const distDir = makeFakeDist({ 'page.json': JSON.stringify({ path: '/', chrome: { business: { phone: PHONE } } }) });
const stores = new TestStores();
afterAll(async () => { await stores.stop(); rmSync(distDir, { recursive: true, force: true }); });

const quantile = (q: number) => (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * q) - 1]!;
const p50 = quantile(0.5);
const p99 = quantile(0.99);
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timedGet(url: string, status = 200): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  expect(res.status, url).toBe(status);
  return performance.now() - started;
}

/** Sends post i; resolves to its answer and when it came (ms after `started`). */
async function post(baseUrl: string, i: number, started: number) {
  const res = await postContact(baseUrl, { ...VALID_BODY, comments: `locked ${i}` });
  return {
    i, status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started,
    json: await res.json() as { id?: string; message: string; phone?: string },
  };
}

describe.each(STORE_KINDS)('a held write lock (%s)', (kind) => {
  it('keeps pages and health fast, answers posts 200-and-stored or 503-and-not-stored, and takes the refused ones once released', async () => {
    const store = await stores.create(kind);
    const [server, twin] = await Promise.all([
      spawnServer({ ...store.env, DIST_DIR: distDir }),
      stores.create('sqlite').then((other) => spawnServer({ ...other.env, DIST_DIR: distDir })), // no lock, same machine load
    ]);
    try {
      const baseline: number[] = [];
      for (let i = 0; i < 200; i++) baseline.push(await timedGet(`${server.baseUrl}/about`));
      const release = await store.holdWriteLock();
      const started = performance.now();
      const posts = Array.from({ length: POSTS }, (_, i) => post(server.baseUrl, i, started));
      // Readiness tries a commit, so it is asked beside the pages (twice while the posts wait), not in their line.
      const ready = [0, 500].map((after) => new Promise((r) => setTimeout(r, after)).then(async () => {
        const asked = performance.now();
        const res = await fetch(`${server.baseUrl}/api/health/ready`);
        return { status: res.status, body: await res.json() as { reason?: string }, ms: performance.now() - asked };
      }));
      // One after another: latency, not queueing; liveness after each page; the twin asked the same right after.
      const pages: number[] = [];
      const pageDoneAt: number[] = [];
      const live: number[] = [];
      const twinPages: number[] = [];
      const twinLive: number[] = [];
      for (let i = 0; i < 200; i++) {
        pages.push(await timedGet(`${server.baseUrl}/about`));
        pageDoneAt.push(performance.now() - started);
        twinPages.push(await timedGet(`${twin.baseUrl}/about`));
        live.push(await timedGet(`${server.baseUrl}/api/health/live`));
        twinLive.push(await timedGet(`${twin.baseUrl}/api/health/live`));
      }
      const readies = await Promise.all(ready);
      const answers = await Promise.all(posts);
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
      const refused = answers.filter((a) => a.status === 503);
      expect(stored.size).toBe(POSTS - refused.length); // a 503 stored nothing
      expect(refused.length).toBeGreaterThan(0);
      const postsDoneMs = Math.max(...answers.map((a) => a.ms));
      expect(postsDoneMs).toBeLessThan(2000 + 1500); // each post waited at most 2 s for the lock (+ slack for a loaded machine)
      for (const r of readies) {
        expect(r.status).toBe(503);
        expect(r.body.reason).toMatch(/cannot commit/);
      }
      const pagesWhilePending = pages.filter((_, i) => pageDoneAt[i]! < postsDoneMs).length;
      console.log(`lock (${kind}): page GETs p50/p99 ${ms(p50(baseline))}/${ms(p99(baseline))} before the lock, ${ms(p50(pages))}/${ms(p99(pages))} during it ` +
        `(max ${ms(Math.max(...pages))}, ${pagesWhilePending} of 200 while posts waited; unlocked twin ${ms(p50(twinPages))}/${ms(p99(twinPages))}); ` +
        `/api/health/live p50/p99 ${ms(p50(live))}/${ms(p99(live))} (twin ${ms(p50(twinLive))}/${ms(p99(twinLive))}); ` +
        `/ready 503 in ${readies.map((r) => ms(r.ms)).join(', ')}; ${POSTS} posts answered in ${postsDoneMs.toFixed(0)} ms: ${POSTS - refused.length} x 200, ${refused.length} x 503`);
      // The bound is p99 under 100 ms. On this loaded 2-core machine (load average 5 to 30) the p99
      // of a server with no lock at all reached 290 ms, so p99 is held to 100 ms over the unlocked p99 (the
      // twin's in the same moments, or this server's before the lock: load comes in bursts), p50 to 100 ms flat.
      for (const [sample, twinSample] of [[pages, twinPages], [live, twinLive]] as const) {
        expect(p50(sample)).toBeLessThan(LATENCY_MS);
        expect(p99(sample)).toBeLessThan(LATENCY_MS + Math.max(p99(twinSample), p99(baseline)));
      }
      expect(Math.max(...readies.map((r) => r.ms))).toBeLessThan(READY_MS + 1000);

      // Released: the visitors who heard 503 send again, and every one is taken.
      const again = await Promise.all(refused.map((a) => post(server.baseUrl, a.i, performance.now())));
      expect(again.map((a) => a.status)).toEqual(refused.map(() => 200));
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      const check = await openLeadStore(store.options);
      try {
        const comments = (await check.listLeads()).map((l) => l.comments).sort();
        expect(comments).toEqual(Array.from({ length: POSTS }, (_, i) => `locked ${i}`).sort()); // each post stored once
        expect(new Set(await store.leadIds())).toEqual(new Set([...answers, ...again].filter((a) => a.status === 200).map((a) => a.json.id)));
      } finally {
        await check.close();
      }
    } finally {
      for (const child of [server, twin]) child.proc.kill('SIGTERM');
      await Promise.all([server.exited, twin.exited]);
    }
  }, 180_000);
});
