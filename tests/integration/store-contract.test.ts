// The promises every lead store keeps, checked through the LeadStore interface against SQLite and
// PostgreSQL alike: a lead commits with its mail job; a claimed job is leased (no second claim until
// the lease lapses, as when a server dies), and the old holder cannot complete it; failures back off
// and end in "dead"; retry and release put jobs back.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { normalizeContact } from '../../src/contact/rules';
import type { LeadStore } from '../../server/lead-store';
import { openLeadStore } from '../../server/store/open-store';
import { VALID_BODY } from './helpers/contact-body';
import { STORE_KINDS, TestStores } from './helpers/stores';

const stores = new TestStores();
afterAll(() => stores.stop());
const values = normalizeContact(VALID_BODY);

describe.each(STORE_KINDS)('lead store contract (%s)', (kind) => {
  let store: LeadStore;
  const open = async () => (store = await openLeadStore((await stores.create(kind)).options));
  afterEach(async () => { await store.close(); });

  it('commits a lead with its job, and leases a job to one claimer until the lease lapses', async () => {
    await open();
    const [lead] = await store.insertLeads([values], undefined, 1000);
    expect(await store.getLead(lead!.id)).toMatchObject({ ...values, id: lead!.id, created_at: new Date(1000).toISOString() });
    const job = (await store.claimJob(1000, 500))!;
    expect(job).toMatchObject({ lead_id: lead!.id, attempts: 1 });
    expect(await store.claimJob(1200, 500)).toBeUndefined(); // leased
    const again = (await store.claimJob(1600, 500))!; // the holder died: its lease lapsed
    expect(again).toMatchObject({ lead_id: lead!.id, attempts: 2 });
    expect(await store.completeJob(job)).toBe(false); // the old holder lost it
    expect(await store.completeJob(again)).toBe(true);
    expect(await store.claimJob(9999, 500)).toBeUndefined();
    expect(await store.nextDueAt()).toBeNull();
    expect(await store.oldestPendingSince()).toBeNull();
  });

  it('backs a failed job off, gives up after maxAttempts, and retries or releases on request', async () => {
    await open();
    await store.insertLeads([values], undefined, 0);
    expect(await store.oldestPendingSince()).toBe(0);
    await store.failJob((await store.claimJob(0, 100))!, 'ECONNREFUSED', 5000, 2);
    expect(await store.nextDueAt()).toBe(5000);
    expect(await store.claimJob(4999, 100)).toBeUndefined();
    await store.failJob((await store.claimJob(5000, 100))!, 'ECONNREFUSED', 9000, 2);
    expect((await store.listLeads())[0]).toMatchObject({ mail_state: 'dead', mail_attempts: 2, mail_error: 'ECONNREFUSED' });
    expect(await store.retryDeadJobs(10_000)).toBe(1);
    const job = (await store.claimJob(10_000, 60_000))!;
    expect(job).toMatchObject({ attempts: 1 });
    await store.releaseJob(job);
    expect(await store.claimJob(10_001, 60_000)).toMatchObject({ attempts: 1 });
  });
});
