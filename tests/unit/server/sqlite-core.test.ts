import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeContact } from '../../../shared/contact/rules';
import { DB_FILE, SqliteCore } from '../../../server/store/sqlite-core';
import { MIGRATIONS } from '../../../server/store/sqlite-migrations';

const values = normalizeContact({
  first_name: 'Al',
  last_name: 'Bo',
  cell_phone: '4195550134',
  email: 'a@b.co',
  street_address: '1 A St',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
});
let dir: string;
let store: SqliteCore;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  store = new SqliteCore(dir);
});
const insertLead = (v = values, now?: number) => store.insertLeads([v], now)[0]!;
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SqliteCore (the SQLite store, run in its worker thread)', () => {
  it('opens in WAL mode with synchronous=FULL and the latest schema version', () => {
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('reopens an existing database without migrating twice', () => {
    insertLead();
    store.close();
    store = new SqliteCore(dir);
    expect(store.countLeads()).toBe(1);
  });

  it('refuses a database newer than the code, saying what to do', () => {
    store.db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    store.close();
    expect(() => new SqliteCore(dir)).toThrow(/newer than this code.*Update the server code/);
    store = { close() {} } as SqliteCore; // nothing left open for afterEach
  });

  it('writes a lead and its outbox job together, or neither', () => {
    const lead = insertLead();
    expect(store.getLead(lead.id)).toMatchObject(values);
    expect(store.db.prepare('SELECT state, attempts FROM outbox WHERE lead_id = ?').get(lead.id)).toEqual({
      state: 'pending',
      attempts: 0,
    });
    // Make the job insert fail: the lead row must roll back with it.
    store.db.exec("CREATE TRIGGER fail_job BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk says no'); END");
    expect(() => insertLead()).toThrow(/disk says no/);
    expect(store.countLeads()).toBe(1);
  });

  it('lets one worker at a time hold a job, until its lease lapses', () => {
    const lead = insertLead(values, 1000);
    const job = store.claimJob(1000, 500)!;
    expect(job).toMatchObject({ lead_id: lead.id, attempts: 1 });
    expect(store.claimJob(1200, 500)).toBeUndefined(); // leased
    const again = store.claimJob(1600, 500)!; // lease lapsed, as after a crash
    expect(again).toMatchObject({ lead_id: lead.id, attempts: 2 });
    expect(store.completeJob(job)).toBe(false); // the old holder lost it
    expect(store.completeJob(again)).toBe(true);
    expect(store.claimJob(9999, 500)).toBeUndefined();
    expect(store.nextDueAt()).toBeNull();
  });

  it('schedules a failed job for later and gives up after maxAttempts', () => {
    insertLead(values, 0);
    const job = store.claimJob(0, 100)!;
    store.failJob(job, 'ECONNREFUSED', 5000, 2);
    expect(store.nextDueAt()).toBe(5000);
    expect(store.claimJob(4999, 100)).toBeUndefined();
    const second = store.claimJob(5000, 100)!;
    store.failJob(second, 'ECONNREFUSED', 9000, 2);
    expect(store.listLeads()[0]).toMatchObject({ mail_state: 'dead', mail_attempts: 2, mail_error: 'ECONNREFUSED' });
    expect(store.retryDeadJobs(10_000)).toBe(1);
    expect(store.claimJob(10_000, 100)).toMatchObject({ attempts: 1 });
  });

  it('hands a released job back without counting an attempt', () => {
    insertLead(values, 0);
    const job = store.claimJob(0, 60_000)!;
    store.releaseJob(job);
    expect(store.claimJob(1, 60_000)).toMatchObject({ attempts: 1 });
  });

  it('deletes a lead with its job by id or by e-mail (any case), overwriting the bytes', () => {
    const keep = insertLead();
    const gone = insertLead({ ...values, email: 'Mary@Example.com', comments: 'secret-words-here' });
    insertLead({ ...values, email: 'mary@example.com' });
    expect(store.db.pragma('secure_delete', { simple: true })).toBe(1);
    expect(store.deleteLeads({ id: gone.id }).map((l) => l.id)).toEqual([gone.id]);
    expect(store.deleteLeads({ email: 'MARY@example.com' })).toHaveLength(1);
    expect(store.deleteLeads({ id: 'no-such-id' })).toEqual([]);
    expect(store.listLeads().map((l) => l.id)).toEqual([keep.id]);
    expect(store.db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
    store.checkpoint();
    store.close();
    for (const file of [DB_FILE, `${DB_FILE}-wal`]) {
      const bytes = existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file)) : Buffer.alloc(0);
      expect(bytes.includes('secret-words-here')).toBe(false);
    }
    store = new SqliteCore(dir);
  });

  it('purges leads received before a cutoff, with their jobs, and reports the oldest unsent lead', () => {
    const old = insertLead(values, Date.parse('2020-01-01T00:00:00Z'));
    const recent = insertLead(values, Date.parse('2024-06-01T00:00:00Z'));
    expect(store.oldestPendingSince()).toBe(Date.parse('2020-01-01T00:00:00Z'));
    expect(store.purgeLeadsBefore(Date.parse('2024-01-01T00:00:00Z'))).toBe(1);
    expect(store.getLead(old.id)).toBeUndefined();
    expect(store.getLead(recent.id)).toBeDefined();
    expect(store.db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
    expect(store.oldestPendingSince()).toBe(Date.parse('2024-06-01T00:00:00Z'));
  });

  it('keeps the file consistent (integrity_check)', () => {
    for (let i = 0; i < 20; i++) insertLead();
    store.close();
    const db = new Database(path.join(dir, DB_FILE), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
