// Defect 4: the privacy policy's promises, against each lead store: deletion on request (by id or
// e-mail, with the lead's e-mail job) through `npm run leads -- delete`, and retention: leads older
// than LEAD_RETENTION_DAYS are purged at start and daily (the daily timer driven by Vitest's fake
// setInterval, the clock and every other timer real), with a log line each time.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { normalizeContact } from '../../shared/contact/rules';
import { runCli } from '../../server/leads/leads-cli';
import { DAY_MS } from '../../server/leads/retention';
import { openLeadStore } from '../../server/store/open-store';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { waitFor } from '../integration/helpers/smtp-sink';
import { startApp } from '../integration/helpers/start-app';
import { STORE_KINDS, TestStores } from '../integration/helpers/stores';

const stores = new TestStores();
afterAll(() => stores.stop());

const lead = (email: string) => normalizeContact({ ...VALID_BODY, email });

describe.each(STORE_KINDS)('privacy operations (%s)', (kind) => {
  it('deletes on request: one lead by id, every lead of an address, and their e-mail jobs', async () => {
    const store = await stores.create(kind);
    const app = await startApp(store.options);
    const ids: string[] = [];
    for (const email of ['keep@example.com', 'gone@example.com', 'Gone@Example.com']) {
      ids.push(((await (await postContact(app.baseUrl, { ...VALID_BODY, email })).json()) as { id: string }).id);
    }
    await app.stop();
    const env = {
      DATA_DIR: store.options.dataDir,
      ...(store.options.databaseUrl ? { DATABASE_URL: store.options.databaseUrl } : {}),
    };
    let out = '';
    expect(
      await runCli(['delete', ids[0]!], env, (t) => {
        out += t;
      }),
    ).toBe(0);
    expect(out).toContain(`Removed 1 lead(s) and their e-mail job(s):\n  ${ids[0]}`);
    out = '';
    expect(
      await runCli(['delete', '--email', 'GONE@example.com'], env, (t) => {
        out += t;
      }),
    ).toBe(0);
    expect(out).toContain('Removed 2 lead(s)');
    expect(await store.leadIds()).toEqual([]);
    expect(await store.outboxCount()).toBe(0);
  });

  it('purges leads older than the retention period at start, and logs it', async () => {
    const store = await stores.create(kind);
    const setup = await openLeadStore(store.options);
    const [old] = await setup.insertLeads([lead('old@example.com')], undefined, Date.now() - 31 * DAY_MS);
    const [recent] = await setup.insertLeads([lead('new@example.com')], undefined, Date.now() - 29 * DAY_MS);
    await setup.close();
    const app = await startApp({ ...store.options, retentionDays: 30 });
    try {
      await waitFor(() => app.logs.some((l) => String(l.msg).startsWith('retention:')), 5000, 'the purge at start');
      expect(await store.leadIds()).toEqual([recent!.id]);
      expect(await app.store.getLead(old!.id)).toBeUndefined();
      expect(await store.outboxCount()).toBe(1);
      expect(app.logs).toContainEqual(
        expect.objectContaining({
          level: 'info',
          msg: 'retention: removed 1 lead(s) older than 30 days',
          removed: 1,
          retentionDays: 30,
        }),
      );
    } finally {
      await app.stop();
    }
  });

  it('purges again every day: a lead past the retention period stored after start goes at the next daily run', async () => {
    const store = await stores.create(kind);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the daily timer; the store, HTTP and waits keep real time
    const app = await startApp({ ...store.options, retentionDays: 30 }).catch((error: unknown) => {
      vi.useRealTimers();
      throw error;
    });
    const runs = () => app.logs.filter((l) => String(l.msg).startsWith('retention:'));
    try {
      await waitFor(() => runs().length === 1, 5000, 'the purge at start');
      expect(runs()[0]).toMatchObject({ removed: 0 });
      // Stored after start: one past the 30 days, one within them.
      const [old] = await app.store.insertLeads([lead('old@example.com')], undefined, Date.now() - 31 * DAY_MS);
      const [recent] = await app.store.insertLeads([lead('new@example.com')], undefined, Date.now() - 29 * DAY_MS);
      vi.advanceTimersByTime(DAY_MS - 1000);
      await new Promise((r) => setTimeout(r, 300)); // the point: time for a purge that must not happen
      expect(runs()).toHaveLength(1); // not before the day is up
      expect((await store.leadIds()).sort()).toEqual([old!.id, recent!.id].sort());
      vi.advanceTimersByTime(1000);
      await waitFor(() => runs().length === 2, 5000, 'the daily purge');
      expect(await store.leadIds()).toEqual([recent!.id]);
      expect(await store.outboxCount()).toBe(1);
      expect(runs()[1]).toMatchObject({
        level: 'info',
        msg: 'retention: removed 1 lead(s) older than 30 days',
        removed: 1,
        retentionDays: 30,
      });
    } finally {
      await app.stop();
      vi.useRealTimers();
    }
  });
});
