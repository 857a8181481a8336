import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeContact } from '../../../src/contact/rules';
import { LeadStore } from '../../../server/lead-store';
import { LeadWriter } from '../../../server/lead-writer';

const values = (city: string) => normalizeContact({ first_name: 'Al', last_name: 'Bo', cell_phone: '4195550134', email: 'a@b.co', street_address: '1 A', city, state: 'OH', zip_code: '44839' });
let dir: string;
let store: LeadStore;
beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'writer-')); store = new LeadStore(dir); });
afterEach(() => { store.close(); rmSync(dir, { recursive: true, force: true }); });

describe('LeadWriter (group commit)', () => {
  it('writes leads of the same turn in one transaction and resolves each with its own lead', async () => {
    const spy = vi.spyOn(store, 'insertLeads');
    const writer = new LeadWriter(store);
    const leads = await Promise.all(['Huron', 'Milan', 'Norwalk'].map((c) => writer.insert(values(c))));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(leads.map((l) => l.city)).toEqual(['Huron', 'Milan', 'Norwalk']);
    expect(new Set(leads.map((l) => l.id)).size).toBe(3);
    expect(store.countLeads()).toBe(3);
  });

  it('caps the batch size', async () => {
    const spy = vi.spyOn(store, 'insertLeads');
    const writer = new LeadWriter(store, 2);
    await Promise.all(Array.from({ length: 5 }, (_, i) => writer.insert(values(`T${i}`))));
    expect(spy.mock.calls.map(([list]) => list.length)).toEqual([2, 2, 1]);
  });

  it('fails only the lead that cannot be written', async () => {
    store.db.exec("CREATE TRIGGER no_bad BEFORE INSERT ON leads WHEN NEW.city = 'Bad' BEGIN SELECT RAISE(ABORT, 'bad city'); END");
    const writer = new LeadWriter(store);
    const results = await Promise.allSettled(['Huron', 'Bad', 'Milan'].map((c) => writer.insert(values(c))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(store.countLeads()).toBe(2);
  });
});
