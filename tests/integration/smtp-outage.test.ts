// Point 7: SMTP is down while leads arrive; every lead is still delivered once it returns
// (matched by X-Lead-Id), through retries with backoff, including temporary 451 refusals. Against
// each lead store (SQLite and PostgreSQL).
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { startApp } from './helpers/start-app';
import { startSmtpSink, waitFor } from './helpers/smtp-sink';
import { STORE_KINDS, TestStores } from './helpers/stores';

const stores = new TestStores();
afterAll(() => stores.stop());

describe.each(STORE_KINDS)('SMTP outage (%s)', (kind) => {
  it('delivers every lead stored during the outage once SMTP is back', async () => {
    const probe = await startSmtpSink(); // learn a free port, then leave it closed: "SMTP down"
    const port = probe.port;
    await probe.close();
    const app = await startApp({
      ...(await stores.create(kind)).options,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      leadsTo: 'office@riverbend.example',
      outbox: { baseDelayMs: 50, maxDelayMs: 400, pollMs: 200, leaseMs: 5000 },
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => postContact(app.baseUrl, { ...VALID_BODY, comments: `lead ${i}` })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));

      await waitFor(
        () => app.logs.filter((l) => l.msg === 'lead mail failed, will retry').length >= 8,
        5000,
        'failed attempts while SMTP is down',
      );
      expect((await app.store.listLeads()).every((l) => l.mail_state === 'pending')).toBe(true);

      const sink = await startSmtpSink(port);
      sink.failNext = 2; // it comes back grumpy: two temporary refusals first
      try {
        await waitFor(
          () => new Set(sink.messages.map((m) => m.headers.get('x-lead-id')?.[0])).size === ids.length,
          15_000,
          'all leads delivered',
        );
        await waitFor(
          async () => (await app.store.listLeads()).every((l) => l.mail_state === 'sent'),
          2000,
          'all jobs marked sent',
        );
        const delivered = sink.messages.map((m) => m.headers.get('x-lead-id')?.[0]);
        for (const id of ids) expect(delivered.filter((d) => d === id).length).toBe(1); // at least once; here exactly once
        expect(app.logs.some((l) => String(l.error ?? '').includes('451'))).toBe(true);
      } finally {
        await sink.close();
      }
    } finally {
      await app.stop();
    }
  }, 30_000);
});
