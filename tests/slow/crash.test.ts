// Crash safety: submissions are fired at the real server process, which is killed with SIGKILL
// mid-flight (twice). After a restart, every submission that was answered 200 is in the database,
// each with its outbox job (and, for SQLite, integrity_check is ok). Against each lead store.
import path from 'node:path';
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { spawnServer } from '../integration/helpers/child-server';
import { makeFakeDist } from '../integration/helpers/fake-dist';
import { STORE_KINDS, TestStores } from '../integration/helpers/stores';

const distDir = makeFakeDist();
const stores = new TestStores();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const CYCLES = 2;
const CONCURRENCY = 16;

describe.each(STORE_KINDS)('crash test (kill -9 mid-flight, %s)', (kind) => {
  it('keeps every acknowledged submission', async () => {
    const store = await stores.create(kind);
    const acknowledged: string[] = [];
    let attempted = 0;
    let unanswered = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await spawnServer({ ...store.env, DIST_DIR: distDir });
      let killed = false;
      const worker = async () => {
        while (!killed) {
          attempted++;
          try {
            const res = await postContact(server.baseUrl, { ...VALID_BODY, comments: `cycle ${cycle}` });
            if (res.status === 200) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            unanswered++; // connection cut by the kill: outcome unknown to the visitor, so not counted
          }
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, worker);
      await new Promise((r) => setTimeout(r, 700 + Math.random() * 500));
      server.killGroup('SIGKILL');
      killed = true;
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(workers);
    }

    // Restart: the server must come up on the crashed store (WAL recovery) and see every lead.
    const server = await spawnServer({ ...store.env, DIST_DIR: distDir });
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    server.proc.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(ready.status).toBe(200);

    const stored = new Set(await store.leadIds());
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    expect(await store.outboxCount()).toBe(stored.size);
    if (kind === 'sqlite') {
      const db = new Database(path.join(store.options.dataDir, 'leads.sqlite'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    }
    console.log(
      `crash test (${kind}): ${CYCLES} kills, ${attempted} submissions fired, ${acknowledged.length} answered 200 (all ${acknowledged.length} found), ` +
        `${stored.size} rows stored (${stored.size - acknowledged.length} committed but unanswered), ${unanswered} cut off`,
    );
    expect(acknowledged.length).toBeGreaterThan(20);
  }, 90_000);
});
