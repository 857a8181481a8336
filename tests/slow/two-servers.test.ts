// More than one server: two server processes on one PostgreSQL, 2,000 posts spread across both.
// Every post answered 200 is stored exactly once, every lead is e-mailed exactly once (the outbox
// claims with FOR UPDATE SKIP LOCKED and a lease), and the rate limit counts posts on both servers.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { spawnServer, type ChildServer } from '../integration/helpers/child-server';
import { makeFakeDist } from '../integration/helpers/fake-dist';
import { startSmtpSink, waitFor } from '../integration/helpers/smtp-sink';
import { TestStores } from '../integration/helpers/stores';

const POSTS = Number(process.env.TWO_SERVER_POSTS ?? 2000);
const CONCURRENCY = 20;
const distDir = makeFakeDist();
const stores = new TestStores();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const stop = async (servers: ChildServer[]) => {
  for (const s of servers) s.proc.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
};

describe('two servers on one PostgreSQL', () => {
  it(`stores each of ${POSTS} posts once and mails each lead once`, async () => {
    const store = await stores.create('postgres');
    const sink = await startSmtpSink();
    const env = { ...store.env, DIST_DIR: distDir, SMTP_URL: sink.url, LEADS_TO: 'office@riverbend.example' };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const started = performance.now();
      const acknowledged: string[] = [];
      const perServer = [0, 0];
      let next = 0;
      const client = async () => {
        while (next < POSTS) {
          const n = next++;
          const res = await postContact(servers[n % 2]!.baseUrl, { ...VALID_BODY, comments: `post ${n}` });
          expect(res.status).toBe(200);
          acknowledged.push(((await res.json()) as { id: string }).id);
          perServer[n % 2]!++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, client));
      const postedMs = performance.now() - started;
      const ids = () => sink.messages.map((m) => m.headers.get('x-lead-id')?.[0]);
      await waitFor(() => new Set(ids()).size >= POSTS, 180_000, 'every lead mailed');
      const mailedMs = performance.now() - started;
      await new Promise((r) => setTimeout(r, 500)); // the point: time for a duplicate send to show up

      const stored = await store.leadIds();
      expect(acknowledged).toHaveLength(POSTS);
      expect(new Set(acknowledged).size).toBe(POSTS);
      expect(stored).toHaveLength(POSTS);
      expect(new Set(stored)).toEqual(new Set(acknowledged));
      expect(sink.messages).toHaveLength(POSTS); // each lead exactly once
      expect(new Set(ids())).toEqual(new Set(acknowledged));
      const senders = servers.map((s) => s.lines.filter((l) => l.includes('"lead mailed"')).length);
      expect(senders[0]! + senders[1]!).toBe(POSTS);
      console.log(
        `two servers: ${POSTS} posts (${perServer.join(' + ')}) all 200 in ${(postedMs / 1000).toFixed(1)} s ` +
          `(${(POSTS / (postedMs / 1000)).toFixed(0)}/s); ${stored.length} rows, each once; ${sink.messages.length} e-mails, each lead once, ` +
          `sent by server A ${senders[0]} / B ${senders[1]}; all mailed ${(mailedMs / 1000).toFixed(1)} s after the first post`,
      );
    } finally {
      await stop(servers);
      await sink.close();
    }
  }, 240_000);

  it('counts the rate limit across both servers', async () => {
    const store = await stores.create('postgres');
    const env = { ...store.env, DIST_DIR: distDir, RATE_LIMIT_MAX: '3' };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const statuses = [];
      for (const i of [0, 1, 0, 1]) statuses.push((await postContact(servers[i]!.baseUrl, VALID_BODY)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await stop(servers);
    }
  });
});
