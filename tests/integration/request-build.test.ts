// One build per request (ARCHITECTURE.md): a post is answered from the build that was live when it
// started, even when a publish makes another live while it waits for its body, or for its lead's commit
// (another connection holds the database's write lock): its words, its contact messages and its phone,
// and X-Build-Id names that build. The next post gets the new build's.
// A post's headers go first with `Expect: 100-continue`: the server answers "100 Continue" as it takes
// the request, when the build is pinned (server/builds/request-build.ts), so the test knows it started.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_CONTACT_LOCALE } from '../../shared/contact/locale';
import { writePointer } from '../../shared/builds';
import { fill } from '../../shared/site/fill';
import { de } from '../../shared/site/languages/de';
import { en } from '../../shared/site/languages/en';
import { fakeBuild } from '../helpers/fake-builds';
import { until } from '../helpers/until';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { FAKE_CONTRACT, contractFile } from './helpers/fake-dist';
import { startApp, type Running } from './helpers/start-app';
import { TestStores, type StoreUnderTest } from './helpers/stores';

/** Build A is the fake build: English, US rules, FAKE_CONTRACT's phone. Build B is German, with a phone and messages of its own. */
const A = FAKE_CONTRACT;
const B_PHONE = '0221 9876543';
const B_MESSAGES = {
  ...US_CONTACT_LOCALE.messages,
  success: 'Vielen Dank! Wir melden uns bald.',
  busy: 'Gerade ist viel los. Bitte rufen Sie {phone} an.',
};
const buildB = contractFile({
  locale: 'de-DE',
  business: { phone: B_PHONE, tel: 'tel:+492219876543' },
  contactLocale: { ...US_CONTACT_LOCALE, messages: B_MESSAGES },
});

interface Answer {
  status: number;
  buildId: string | undefined;
  text: string;
}

/** A post whose body waits: `started` resolves once the server has taken it (100 Continue), `send()` sends the body. */
function heldPost(baseUrl: string, type: 'json' | 'page') {
  const body =
    type === 'json' ? JSON.stringify(VALID_BODY) : new URLSearchParams(VALID_BODY as Record<string, string>).toString();
  const req = request(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      accept: type === 'json' ? 'application/json' : 'text/html', // a browser posting the form itself reads a page
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => req.once('continue', resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.once('end', () =>
        resolve({ status: res.statusCode!, buildId: res.headers['x-build-id'] as string | undefined, text }),
      );
    });
  });
  req.flushHeaders();
  return {
    started,
    send: () => {
      req.end(body);
      return answer;
    },
  };
}

const stores = new TestStores();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'request-build-'));
});
afterAll(async () => {
  await stores.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a request keeps the build it started with', () => {
  let store: StoreUnderTest;
  let server: Running;
  let buildsDir: string;
  let a: string;
  beforeAll(async () => {
    store = await stores.create('sqlite');
    buildsDir = path.join(dir, 'builds');
    a = await fakeBuild(buildsDir);
    server = await startApp({ ...store.options, buildsDir, distDir: path.join(dir, 'no-dist') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Points builds/current at `id`, as Publish and Roll back do, and waits until the server serves it. */
  async function makeLive(id: string): Promise<string> {
    await writePointer(buildsDir, id);
    const serves = async () => (await fetch(`${server.baseUrl}/about`)).headers.get('x-build-id') === id;
    await until(serves, `the switch to ${id}`);
    return id;
  }
  const publish = async (extra: Record<string, string>) => makeLive(await fakeBuild(buildsDir, { live: false, extra }));

  it("thanks in build A's words a post that started on A and whose body came after B went live", async () => {
    const post = heldPost(server.baseUrl, 'json');
    await post.started; // pinned to A
    const b = await publish(buildB);
    const { status, buildId, text } = await post.send();
    expect({ status, buildId }).toEqual({ status: 200, buildId: a });
    expect(JSON.parse(text)).toMatchObject({ success: true, message: A.contact.locale.messages.success });

    const next = await postContact(server.baseUrl, VALID_BODY); // started on B: B's words
    expect(next.headers.get('x-build-id')).toBe(b);
    expect(await next.json()).toMatchObject({ success: true, message: B_MESSAGES.success });
    await makeLive(a); // rolled back, for the next test
  });

  it("answers a store too busy in build A's words, with A's phone, though B went live while the post waited", async () => {
    const post = heldPost(server.baseUrl, 'page');
    await post.started;
    const release = await store.holdWriteLock(); // held past the writer's wait: nothing is stored, 503
    try {
      let answeredAt = 0;
      const answered = post.send().finally(() => (answeredAt = Date.now()));
      await publish(buildB);
      const switchedAt = Date.now();
      const { status, buildId, text } = await answered;
      expect(answeredAt, 'B went live before the answer').toBeGreaterThanOrEqual(switchedAt);
      expect({ status, buildId }).toEqual({ status: 503, buildId: a });
      expect(text).toContain(en.server.pageBusyTitle); // A's language pack
      expect(text).toContain(fill(A.contact.locale.messages.busy, { phone: A.business.phone })); // A's messages
      expect(text).toContain(`href="${A.business.tel}"`); // A's phone
      for (const b of [de.server.pageBusyTitle, B_PHONE, B_MESSAGES.busy.slice(0, 20)]) expect(text).not.toContain(b);
    } finally {
      await release();
    }
  });
});
