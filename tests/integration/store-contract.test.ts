// The promises every lead store keeps, checked through the LeadStore interface against SQLite and
// PostgreSQL alike: a lead commits with its mail job; a claimed job is leased (no second claim until
// the lease lapses, as when a server dies), and the old holder cannot complete it; failures back off
// and end in "dead"; retry and release put jobs back. The owner's inbox: pages newest first by status,
// a lead with its delivery state, status changes, one lead's failed e-mail sent again. When the person
// agreed to the privacy policy is kept with her lead.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { normalizeContact } from '../../shared/contact/rules';
import type { LeadStore } from '../../server/store/lead-store';
import { openLeadStore } from '../../server/store/open-store';
import { VALID_BODY } from './helpers/contact-body';
import { STORE_KINDS, TestStores, type StoreUnderTest } from './helpers/stores';
import Database from 'better-sqlite3';
import pg from 'pg';
import path from 'node:path';
import { MIGRATIONS } from '../../server/store/sqlite-migrations';
import { PG_MIGRATIONS } from '../../server/store/postgres-migrations';
import { DB_FILE } from '../../server/store/sqlite-core';

const stores = new TestStores();
afterAll(() => stores.stop());
const values = normalizeContact(VALID_BODY);
/** The migration that added lead status, and the one that added lead photos, in each store's list. */
const STATUS_MIGRATION = { sqlite: 2, postgres: 1 } as const;
const PHOTO_MIGRATION = { sqlite: 3, postgres: 2 } as const;
/** The migration that added the consent time. */
const CONSENT_MIGRATION = { sqlite: 4, postgres: 3 } as const;
/** The migration that adds each lead's language (a site of several languages). */
const LANGUAGE_MIGRATION = { sqlite: 5, postgres: 4 } as const;

/** Builds the store's schema as it was before a migration (the status one by default), holding one lead named Old. */
async function schemaBeforeStatus(
  under: StoreUnderTest,
  version: number = STATUS_MIGRATION[under.kind],
): Promise<void> {
  const old = { ...values, id: 'old-lead', created_at: new Date(0).toISOString(), first_name: 'Old' };
  const columns = Object.keys(old);
  if (under.kind === 'sqlite') {
    const db = new Database(path.join(under.options.dataDir, DB_FILE));
    for (const migration of MIGRATIONS.slice(0, version)) migration(db);
    db.pragma(`user_version = ${version}`);
    db.prepare(`INSERT INTO leads (${columns}) VALUES (${columns.map((c) => `@${c}`)})`).run(old);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: under.options.databaseUrl });
  await client.connect();
  for (const migration of PG_MIGRATIONS.slice(0, version)) await client.query(migration);
  await client.query(
    `CREATE TABLE lead_schema (version integer NOT NULL); INSERT INTO lead_schema VALUES (${version})`,
  );
  await client.query(
    `INSERT INTO leads (${columns}) VALUES (${columns.map((_, i) => `$${i + 1}`)})`,
    Object.values(old),
  );
  await client.end();
}

describe.each(STORE_KINDS)('lead store contract (%s)', (kind) => {
  let store: LeadStore;
  const open = async () => (store = await openLeadStore((await stores.create(kind)).options));
  afterEach(async () => {
    await store.close();
  });

  it('commits a lead with its job, and leases a job to one claimer until the lease lapses', async () => {
    await open();
    const [lead] = await store.insertLeads([values], undefined, 1000);
    expect(await store.getLead(lead!.id)).toMatchObject({
      ...values,
      id: lead!.id,
      created_at: new Date(1000).toISOString(),
    });
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
    expect((await store.listLeads())[0]).toMatchObject({
      mail_state: 'dead',
      mail_attempts: 2,
      mail_error: 'ECONNREFUSED',
    });
    expect(await store.retryDeadJobs(10_000)).toBe(1);
    const job = (await store.claimJob(10_000, 60_000))!;
    expect(job).toMatchObject({ attempts: 1 });
    await store.releaseJob(job);
    expect(await store.claimJob(10_001, 60_000)).toMatchObject({ attempts: 1 });
  });

  it('lists a page of leads newest first, narrowed by status, and moves a lead from new to contacted to done', async () => {
    await open();
    const leads = await store.insertLeads([values], undefined, 1000);
    leads.push(...(await store.insertLeads([{ ...values, first_name: 'Second' }], undefined, 2000)));
    leads.push(...(await store.insertLeads([{ ...values, first_name: 'Third' }], undefined, 3000)));
    const [first, second, third] = leads.map((l) => l.id);
    expect((await store.listLeads()).map((l) => l.id)).toEqual([third, second, first]);
    expect((await store.listLeads({ limit: 1, offset: 1 })).map((l) => l.id)).toEqual([second]);
    expect(await store.countLeads('new')).toBe(3);

    expect(await store.setLeadStatus(second!, 'contacted')).toBe(true);
    expect(await store.setLeadStatus(first!, 'done')).toBe(true);
    expect(await store.setLeadStatus('no-such-lead', 'done')).toBe(false);
    expect((await store.listLeads({ status: 'new' })).map((l) => l.id)).toEqual([third]);
    expect((await store.listLeads({ status: 'contacted' })).map((l) => [l.id, l.status])).toEqual([
      [second, 'contacted'],
    ]);
    expect([
      await store.countLeads('new'),
      await store.countLeads('contacted'),
      await store.countLeads('done'),
      await store.countLeads(),
    ]).toEqual([1, 1, 1, 3]);
    expect(await store.getLead(first!)).toMatchObject({ status: 'done' });
  });

  it('shows a lead with its delivery state, and sends one failed e-mail again on request', async () => {
    await open();
    const [lead] = await store.insertLeads([values], undefined, 0);
    const id = lead!.id;
    expect(await store.getLeadWithMail(id)).toMatchObject({
      ...values,
      id,
      status: 'new',
      mail_state: 'pending',
      mail_attempts: 0,
      mail_error: null,
      mail_sent_at: null,
      mail_next_attempt_at: 0,
    });
    expect(await store.retryLeadMail(id, 10)).toBe(false); // never failed: nothing to retry

    await store.failJob((await store.claimJob(0, 100))!, 'ECONNREFUSED', 5000, 1);
    expect(await store.getLeadWithMail(id)).toMatchObject({
      mail_state: 'dead',
      mail_attempts: 1,
      mail_error: 'ECONNREFUSED',
    });
    expect(await store.retryLeadMail(id, 100)).toBe(true);
    expect(await store.getLeadWithMail(id)).toMatchObject({
      mail_state: 'pending',
      mail_attempts: 0,
      mail_error: null,
      mail_next_attempt_at: 100,
    });
    expect(await store.retryLeadMail(id, 150)).toBe(false); // queued again, not failed: nothing to retry

    const job = (await store.claimJob(100, 1000))!;
    expect(await store.retryLeadMail(id, 200)).toBe(false); // being sent: left to its sender
    await store.failJob(job, '451 Try again later', 60_000, 30);
    expect(await store.retryLeadMail(id, 300)).toBe(true); // waiting for its next try: sent now instead
    expect(await store.nextDueAt()).toBe(300);
    expect(await store.completeJob((await store.claimJob(300, 1000))!, 400)).toBe(true);
    expect(await store.getLeadWithMail(id)).toMatchObject({ mail_state: 'sent', mail_sent_at: 400, mail_error: null });
    expect(await store.retryLeadMail(id, 500)).toBe(false); // sent: nothing to retry
    expect(await store.getLeadWithMail('no-such-lead')).toBeUndefined();
  });

  it('migrates a database made before lead status: its leads start as new', async () => {
    const under = await stores.create(kind);
    await schemaBeforeStatus(under);
    store = await openLeadStore(under.options);
    expect((await store.listLeads()).map((l) => [l.first_name, l.status])).toEqual([['Old', 'new']]);
    expect(await store.countLeads('new')).toBe(1);
  });

  it('migrates a database made before lead photos: its leads stay, without one; a photo is kept and deleted with its lead', async () => {
    const under = await stores.create(kind);
    await schemaBeforeStatus(under, PHOTO_MIGRATION[under.kind]);
    store = await openLeadStore(under.options);
    expect((await store.listLeads()).map((l) => [l.id, l.first_name, l.photo_bytes])).toEqual([
      ['old-lead', 'Old', null],
    ]);
    expect(await store.getLeadPhoto('old-lead')).toBeUndefined();

    const data = Buffer.from('a re-encoded JPEG, as server/contact/photo.ts makes it');
    const photo = { content_type: 'image/jpeg', width: 4, height: 3, bytes: data.length, data } as const;
    const [lead] = await store.insertLeads([{ ...values, first_name: 'New', photo }], undefined, Date.now());
    expect(lead).not.toHaveProperty('photo');
    const stored = (await store.getLeadPhoto(lead!.id))!;
    expect({ ...stored, data: Buffer.from(stored.data) }).toEqual(photo);
    expect((await store.getLeadWithMail(lead!.id))!.photo_bytes).toBe(data.length);
    expect(await under.outboxCount()).toBe(1); // its e-mail job, committed with it (the Old lead came in raw, without one)

    await store.purgeLeadsBefore(Date.now() - 60_000); // the Old lead (from 1970) goes; the new one stays
    expect((await store.listLeads()).map((l) => l.first_name)).toEqual(['New']);
    expect(await store.deleteLeads({ id: lead!.id })).toHaveLength(1);
    expect(await store.getLeadPhoto(lead!.id)).toBeUndefined();
    expect(await under.leadIds()).toEqual([]);
  });

  it("keeps when the person agreed to the privacy policy: the lead's own time, or null without the box", async () => {
    await open();
    const [agreed, without] = await store.insertLeads([{ ...values, consent: true }, values], undefined, 5000);
    const at = new Date(5000).toISOString();
    expect(agreed).toMatchObject({ consent_at: at });
    expect(agreed).not.toHaveProperty('consent');
    expect(without).toMatchObject({ consent_at: null });
    expect(await store.getLead(agreed!.id)).toMatchObject({ consent_at: at, created_at: at });
    expect(await store.getLeadWithMail(agreed!.id)).toMatchObject({ consent_at: at });
    expect((await store.listLeads()).map((l) => [l.id, l.consent_at]).sort()).toEqual(
      [
        [agreed!.id, at],
        [without!.id, null],
      ].sort(),
    );
    expect(await store.getLead(without!.id)).toMatchObject({ consent_at: null });
  });

  it('migrates a database made before consent was kept: its leads stay, without a consent time', async () => {
    const under = await stores.create(kind);
    await schemaBeforeStatus(under, CONSENT_MIGRATION[under.kind]);
    store = await openLeadStore(under.options);
    expect((await store.listLeads()).map((l) => [l.id, l.first_name, l.consent_at])).toEqual([
      ['old-lead', 'Old', null],
    ]);
    const [lead] = await store.insertLeads([{ ...values, consent: true }], undefined, Date.now());
    expect((await store.getLead(lead!.id))!.consent_at).toBe(lead!.created_at);
  });

  it('keeps the language of the page a lead came from, or null on a site of one language', async () => {
    await open();
    const [spanish, plain] = await store.insertLeads([{ ...values, language: 'es-US' }, values], undefined, 5000);
    expect(spanish).toMatchObject({ language: 'es-US' });
    expect(spanish).not.toHaveProperty('consent');
    expect(plain).toMatchObject({ language: null });
    expect(await store.getLead(spanish!.id)).toMatchObject({ language: 'es-US' });
    expect(await store.getLeadWithMail(spanish!.id)).toMatchObject({ language: 'es-US' });
    expect((await store.listLeads()).map((l) => [l.id, l.language]).sort()).toEqual(
      [
        [spanish!.id, 'es-US'],
        [plain!.id, null],
      ].sort(),
    );
  });

  it('migrates a database made before languages were kept: its leads stay, without a language', async () => {
    const under = await stores.create(kind);
    await schemaBeforeStatus(under, LANGUAGE_MIGRATION[under.kind]);
    store = await openLeadStore(under.options);
    expect(LANGUAGE_MIGRATION[kind]).toBe((kind === 'sqlite' ? MIGRATIONS : PG_MIGRATIONS).length - 1); // the latest
    expect((await store.listLeads()).map((l) => [l.id, l.first_name, l.language])).toEqual([['old-lead', 'Old', null]]);
    const [lead] = await store.insertLeads([{ ...values, language: 'es-US' }], undefined, Date.now());
    expect((await store.getLead(lead!.id))!.language).toBe('es-US');
  });
});
