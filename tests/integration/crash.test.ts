// Crash safety: submissions are fired at the real server process, which is killed with SIGKILL
// mid-flight (twice). After a restart, every submission that was answered 200 is in the database,
// each with its outbox job, and SQLite's integrity_check is ok.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { makeFakeDist } from './helpers/fake-dist';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-data-'));
const distDir = makeFakeDist();
afterAll(() => { rmSync(dataDir, { recursive: true, force: true }); rmSync(distDir, { recursive: true, force: true }); });

const CYCLES = 2;
const CONCURRENCY = 16;

describe('crash test (kill -9 mid-flight)', () => {
  it('keeps every acknowledged submission', async () => {
    const acknowledged: string[] = [];
    let attempted = 0;
    let unanswered = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir });
      let killed = false;
      const worker = async () => {
        while (!killed) {
          attempted++;
          try {
            const res = await postContact(server.baseUrl, { ...VALID_BODY, comments: `cycle ${cycle}` });
            if (res.status === 200) acknowledged.push((await res.json() as { id: string }).id);
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

    // Restart: the server must come up on the crashed files (WAL recovery) and see every lead.
    const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir });
    const health = await (await fetch(`${server.baseUrl}/api/health`)).json() as { ok: boolean };
    server.proc.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(db.prepare('SELECT id FROM leads').pluck().all() as string[]);
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      expect(db.prepare("SELECT count(*) FROM outbox o JOIN leads l ON l.id = o.lead_id").pluck().get()).toBe(stored.size);
      expect(health.ok).toBe(true);
      console.log(`crash test: ${CYCLES} kills, ${attempted} submissions fired, ${acknowledged.length} answered 200 (all ${acknowledged.length} found), ` +
        `${stored.size} rows stored (${stored.size - acknowledged.length} committed but unanswered), ${unanswered} cut off`);
      expect(acknowledged.length).toBeGreaterThan(20);
    } finally {
      db.close();
    }
  }, 90_000);
});
