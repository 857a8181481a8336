// The held-write-lock scenario (defect 1), shared by the functional test (lock.test.ts: posts answered
// 200-and-stored or 503-and-not-stored, each stored once after the release) and the timing one
// (lock.perf.test.ts: page and health latency, readiness and post bounds).
// Another connection holds the write lock (SQLite: BEGIN IMMEDIATE from this test process; PostgreSQL:
// LOCK TABLE leads) while 20 posts and 200 page GETs arrive; an unlocked twin server on the same
// machine is asked the same at the same moments; then the lock goes and the refused posts are sent again.
import { expect } from 'vitest';
import { openLeadStore } from '../../../server/store/open-store';
import { VALID_BODY, postContact } from './contact-body';
import { spawnServer } from './child-server';
import { FAKE_CONTRACT } from './fake-dist';
import type { StoreKind, TestStores } from './stores';

/** The phone a busy answer offers: the fake build's. */
export const PHONE = FAKE_CONTRACT.business.phone;
export const POSTS = 20;

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
    i,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
    json: (await res.json()) as { id?: string; message: string; phone?: string },
  };
}

export async function heldLock(stores: TestStores, kind: StoreKind, distDir: string) {
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
    // The sleeps are the point: when to ask.
    const ready = [0, 500].map((after) =>
      new Promise((r) => setTimeout(r, after)).then(async () => {
        const asked = performance.now();
        const res = await fetch(`${server.baseUrl}/api/health/ready`);
        return { status: res.status, body: (await res.json()) as { reason?: string }, ms: performance.now() - asked };
      }),
    );
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
    const storedWhileLocked = new Set(await store.leadIds());

    // Released: the visitors who heard 503 send again.
    const refused = answers.filter((a) => a.status === 503);
    const again = await Promise.all(refused.map((a) => post(server.baseUrl, a.i, performance.now())));
    const readyAfter = (await fetch(`${server.baseUrl}/api/health/ready`)).status;
    const check = await openLeadStore(store.options);
    let comments: string[];
    try {
      comments = (await check.listLeads()).map((l) => l.comments).sort();
    } finally {
      await check.close();
    }
    const storedAfter = new Set(await store.leadIds());
    return {
      baseline,
      pages,
      pageDoneAt,
      live,
      twinPages,
      twinLive,
      readies,
      answers,
      refused,
      storedWhileLocked,
      again,
      readyAfter,
      comments,
      storedAfter,
    };
  } finally {
    for (const child of [server, twin]) child.proc.kill('SIGTERM');
    await Promise.all([server.exited, twin.exited]);
  }
}
