import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeContact } from '../../../shared/contact/rules';
import Database from 'better-sqlite3';
import { StoreBusyError, type LeadStore } from '../../../server/store/lead-store';
import { LeadWriter } from '../../../server/leads/lead-writer';
import { openLeadStore } from '../../../server/store/open-store';
import { DB_FILE } from '../../../server/store/sqlite-core';

const values = (city: string) =>
  normalizeContact({
    first_name: 'Al',
    last_name: 'Bo',
    cell_phone: '4195550134',
    email: 'a@b.co',
    street_address: '1 A',
    city,
    state: 'OH',
    zip_code: '44839',
  });
let dir: string;
let store: LeadStore;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'writer-'));
  store = await openLeadStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Another connection to the same file, as another process would have. */
const otherConnection = () => new Database(path.join(dir, DB_FILE));

describe('LeadWriter (group commit)', () => {
  it('writes leads of the same turn in one transaction and resolves each with its own lead', async () => {
    const spy = vi.spyOn(store, 'insertLeads');
    const writer = new LeadWriter(store);
    const leads = await Promise.all(['Huron', 'Milan', 'Norwalk'].map((c) => writer.insert(values(c))));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(leads.map((l) => l.city)).toEqual(['Huron', 'Milan', 'Norwalk']);
    expect(new Set(leads.map((l) => l.id)).size).toBe(3);
    expect(await store.countLeads()).toBe(3);
  });

  it('caps the batch size', async () => {
    const spy = vi.spyOn(store, 'insertLeads');
    const writer = new LeadWriter(store, 2);
    await Promise.all(Array.from({ length: 5 }, (_, i) => writer.insert(values(`T${i}`))));
    expect(spy.mock.calls.map(([list]) => list.length)).toEqual([2, 2, 1]);
  });

  it('fails only the lead that cannot be written', async () => {
    const other = otherConnection();
    other.exec(
      "CREATE TRIGGER no_bad BEFORE INSERT ON leads WHEN NEW.city = 'Bad' BEGIN SELECT RAISE(ABORT, 'bad city'); END",
    );
    other.close();
    const writer = new LeadWriter(store);
    const results = await Promise.allSettled(['Huron', 'Bad', 'Milan'].map((c) => writer.insert(values(c))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.countLeads()).toBe(2);
  });

  it('answers StoreBusyError after the lock wait, without retrying lead by lead, and writes once the lock is gone', async () => {
    const other = otherConnection();
    other.exec('BEGIN IMMEDIATE');
    const spy = vi.spyOn(store, 'insertLeads');
    const writer = new LeadWriter(store, 200, 300);
    const started = Date.now();
    const results = await Promise.allSettled(['Huron', 'Milan'].map((c) => writer.insert(values(c))));
    const waited = Date.now() - started;
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof StoreBusyError)).toEqual([true, true]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2000);
    other.exec('ROLLBACK');
    other.close();
    await writer.insert(values('Norwalk'));
    expect(await store.countLeads()).toBe(1);
  });
});
