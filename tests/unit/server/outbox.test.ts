import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeContact } from '../../../shared/contact/rules';
import type { LeadStore } from '../../../server/store/lead-store';
import { openLeadStore } from '../../../server/store/open-store';
import { Outbox, backoffMs, type MailTransport } from '../../../server/leads/outbox';

const values = normalizeContact({
  first_name: 'Al',
  last_name: 'Bo',
  cell_phone: '4195550134',
  email: 'a@b.co',
  street_address: '1 A',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
});
const envelope = { from: 'site@riverbend.example', to: 'office@riverbend.example' };
const fast = { baseDelayMs: 10, maxDelayMs: 40, pollMs: 50, leaseMs: 1000, stopTimeoutMs: 100 };
const quiet = () => {};

let dir: string;
let store: LeadStore;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  store = await openLeadStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const insertLead = async () => (await store.insertLeads([values]))[0]!;
const firstRow = async () => (await store.listLeads())[0]!;

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('backoffMs', () => {
  it('doubles from the base up to the cap, with ±20% jitter', () => {
    const t = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 9].map((a) => backoffMs(a, t, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(backoffMs(1, t, () => 0)).toBe(800);
    expect(backoffMs(1, t, () => 1)).toBe(1200);
  });
});

describe('Outbox', () => {
  it('retries a failing transport until it succeeds, once per lead', async () => {
    const sent: SendMailOptions[] = [];
    let failures = 2;
    const transport: MailTransport = {
      async sendMail(m) {
        if (failures-- > 0) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
        sent.push(m);
      },
    };
    const logs: string[] = [];
    const outbox = new Outbox(store, transport, envelope, (_l, msg) => logs.push(msg), fast);
    const lead = await insertLead();
    outbox.start();
    await until(() => sent.length === 1);
    await outbox.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toEqual({ 'X-Lead-Id': lead.id });
    expect(logs.filter((m) => m.includes('will retry'))).toHaveLength(2);
    expect(await firstRow()).toMatchObject({ mail_state: 'sent', mail_attempts: 3 });
  });

  it('does nothing without a transport (mail off)', async () => {
    const outbox = new Outbox(store, null, envelope, quiet, fast);
    await insertLead();
    outbox.start();
    outbox.kick();
    await new Promise((r) => setTimeout(r, 60));
    expect(outbox.enabled).toBe(false);
    expect(await firstRow()).toMatchObject({ mail_state: 'pending', mail_attempts: 0 });
    await outbox.stop();
  });

  it('on stop, waits for the message in flight', async () => {
    let sent = 0;
    const transport: MailTransport = {
      sendMail: () =>
        new Promise((r) =>
          setTimeout(() => {
            sent++;
            r(undefined);
          }, 50),
        ),
    };
    const outbox = new Outbox(store, transport, envelope, quiet, { ...fast, stopTimeoutMs: 1000 });
    await insertLead();
    outbox.start();
    await until(async () => (await firstRow()).mail_attempts === 1);
    await outbox.stop();
    expect(sent).toBe(1);
    expect((await firstRow()).mail_state).toBe('sent');
  });

  it('on stop, hands back a send that takes too long, to be sent on next start', async () => {
    const transport: MailTransport = { sendMail: () => new Promise(() => {}) }; // hangs
    const logs: string[] = [];
    const outbox = new Outbox(store, transport, envelope, (_l, msg) => logs.push(msg), { ...fast, stopTimeoutMs: 30 });
    await insertLead();
    outbox.start();
    await until(async () => (await firstRow()).mail_attempts === 1);
    await outbox.stop();
    expect(logs.some((m) => m.includes('interrupted by shutdown'))).toBe(true);
    const next: SendMailOptions[] = [];
    const restarted = new Outbox(
      store,
      {
        async sendMail(m) {
          next.push(m);
        },
      },
      envelope,
      quiet,
      fast,
    );
    restarted.start();
    await until(() => next.length === 1);
    await restarted.stop();
    expect(next).toHaveLength(1);
  });

  it('after a crash, picks the job up again once the lease lapses', async () => {
    await insertLead();
    await store.claimJob(Date.now(), 100); // a worker that died holding the job
    const sent: SendMailOptions[] = [];
    const outbox = new Outbox(
      store,
      {
        async sendMail(m) {
          sent.push(m);
        },
      },
      envelope,
      quiet,
      fast,
    );
    outbox.start();
    await new Promise((r) => setTimeout(r, 30));
    expect(sent).toHaveLength(0); // still leased
    await until(() => sent.length === 1);
    await outbox.stop();
    expect(await firstRow()).toMatchObject({ mail_state: 'sent', mail_attempts: 2 });
  });
});

describe('Outbox resilience', () => {
  it('logs a database error instead of crashing, and keeps polling', async () => {
    const logs: string[] = [];
    const sent: SendMailOptions[] = [];
    const outbox = new Outbox(
      store,
      {
        async sendMail(m) {
          sent.push(m);
        },
      },
      envelope,
      (_l, msg) => logs.push(msg),
      fast,
    );
    const claim = store.claimJob.bind(store);
    let broken = true;
    store.claimJob = async (...args) => {
      if (broken) {
        broken = false;
        throw new Error('SQLITE_BUSY: database is locked');
      }
      return claim(...args);
    };
    await insertLead();
    outbox.start();
    await until(() => sent.length === 1);
    await outbox.stop();
    expect(logs.some((m) => m.includes('database error'))).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
