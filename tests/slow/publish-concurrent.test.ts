// Two editors publishing into one builds folder, the second asking while the first builds,
// five times: the second waits for the first (its state says so in words), and the live build is
// always whole: every route of its sitemap has its page file, its files match its manifest, and
// nginx serving builds/live (as server/README.md sets it up) and the public server answer 200 for
// each. A small site (tests/fixtures/minimal), so ten publishes take minutes, not ten.
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../generator/tools/bench/nginx';
import type { PublishState } from '../../editor/shared/api-types';
import { manifestProblem } from '../../shared/build-manifest';
import { LIVE_LINK, readPointer } from '../../shared/builds';
import { LOCK_DIR } from '../../editor/server/publish-lock';
import { pageFileFor } from '../../server/http/static-site';
import { startEditor, type RunningEditor } from '../helpers/editor-server';
import { publishableSite } from '../helpers/publishable-site';
import { startLiveNginx } from '../helpers/nginx-live';
import { startApp, type Running } from '../integration/helpers/start-app';
import { until } from '../helpers/until';

const ROUNDS = 5;

interface Overview {
  publish?: PublishState;
}

let dir: string;
let buildsDir: string;
let editors: RunningEditor[] = [];
let server: Running;
let nginx: RunningServer;

async function siteCopy(name: string, phone: string): Promise<string> {
  const site = await publishableSite();
  site.business.phone = phone;
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(site, null, 2));
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-pair-'));
  buildsDir = path.join(dir, 'builds');
  server = await startApp({ buildsDir, distDir: path.join(dir, 'no-dist') });
  const env = { BUILDS_DIR: buildsDir, PUBLIC_SITE_URL: server.baseUrl };
  editors = await Promise.all([
    startEditor(await siteCopy('a.json', '(419) 555-0101'), env),
    startEditor(await siteCopy('b.json', '(419) 555-0102'), env),
  ]);
  nginx = await startLiveNginx(buildsDir, server.baseUrl);
}, 120_000);

afterAll(async () => {
  await Promise.all(editors.map((e) => e.stop()));
  await nginx?.stop();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Changes the editor's site.json on disk, as an edit by hand would. */
async function newPhone(editor: RunningEditor, phone: string): Promise<void> {
  const site = JSON.parse(await readFile(editor.siteFile, 'utf8'));
  site.business.phone = phone;
  await writeFile(editor.siteFile, JSON.stringify(site, null, 2));
}

async function startPublish(editor: RunningEditor): Promise<void> {
  const { csrfToken } = (await (await editor.fetch('/api/session')).json()) as { csrfToken: string };
  const response = await editor.fetch('/api/publish', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': csrfToken },
  });
  expect(response.status, await response.clone().text()).toBe(202);
}

/** Reads the editor's publish events until `done` holds for one (the stream opens with the current overview). */
async function publishEvent(
  editor: RunningEditor,
  done: (state: PublishState) => boolean,
  timeoutMs = 600_000,
): Promise<PublishState> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const response = await editor.fetch('/api/publish/events', { signal: stop.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (let buffer = ''; ;) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error('The editor closed its publish events.');
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const { publish } = JSON.parse(buffer.slice(0, end).replace(/^data: /, '')) as Overview;
        buffer = buffer.slice(end + 2);
        if (publish && done(publish)) return publish;
      }
    }
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

const finished = (state: PublishState) => state.status !== 'running';

/** The editor's publish worker: the child process it keeps between publishes (publish-child.ts), found in /proc. */
function publishWorkerOf(editor: RunningEditor): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === editor.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('publish-build'))
        return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  throw new Error('The editor has no publish worker running.');
}

/**
 * Starts `editor`'s publish with its publish worker stopped (SIGSTOP), and runs `ask` once the editor
 * holds the builds folder's lock: the publish cannot end before the other editor's request meets the
 * lock, however fast the small site builds (a re-publish of it takes a quarter of a second).
 */
async function whileBuilding<T>(editor: RunningEditor, ask: () => Promise<T>): Promise<T> {
  const lock = path.join(buildsDir, LOCK_DIR);
  await until(() => !existsSync(lock), 'the last publish letting go of the lock', 10_000, 10);
  const worker = publishWorkerOf(editor);
  process.kill(worker, 'SIGSTOP');
  try {
    await startPublish(editor);
    await until(() => existsSync(lock), 'the first publish taking the lock', 10_000, 10);
    return await ask();
  } finally {
    process.kill(worker, 'SIGCONT');
  }
}

let pagesChecked = 0;
let nginxAnswers = 0;

/** The live build is whole: pointer and link agree, manifest matches, every sitemap route has its page, and nginx and the server send each. */
async function expectLiveWhole(when: string): Promise<string> {
  const id = readPointer(buildsDir);
  expect(id, when).toBeDefined();
  expect(readlinkSync(path.join(buildsDir, LIVE_LINK)), when).toBe(id);
  const live = realpathSync(path.join(buildsDir, LIVE_LINK));
  expect(await manifestProblem(live), when).toBeNull();
  const routes = [...readFileSync(path.join(live, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(routes.length, when).toBeGreaterThanOrEqual(6);
  expect(
    routes.filter((route) => !existsSync(path.join(live, pageFileFor(route)!))),
    `${when}: routes without a page file`,
  ).toEqual([]);
  for (const route of routes) {
    const answer = await fetch(`${nginx.base}${route}`);
    expect(answer.status, `${when}: nginx ${route}`).toBe(200);
    expect(await answer.text()).toContain('<!doctype html>');
    nginxAnswers++;
  }
  pagesChecked += routes.length;
  for (const dotFile of ['/.manifest.json', '/.build.json'])
    expect((await fetch(`${nginx.base}${dotFile}`)).status, `nginx ${dotFile}`).toBe(404);
  // The build live now: a publish by a running publish worker ends in well under the server's second between
  // looks at the pointer, so the second publish may be live before the server ever served the first.
  await until(
    async () => (await fetch(`${server.baseUrl}/`)).headers.get('x-build-id') === readPointer(buildsDir),
    `${when}: the server switching to ${id} or the build made live after it`,
    10_000,
    50,
  );
  for (const route of routes)
    expect((await fetch(`${server.baseUrl}${route}`)).status, `${when}: server ${route}`).toBe(200);
  const ready = await fetch(`${nginx.base}/api/health/ready`); // through nginx's /api/ to Express
  expect(await ready.json()).toEqual({ ok: true });
  return id!;
}

describe('two editors publishing into one builds folder', () => {
  it(`${ROUNDS} times, the second asking while the first builds: one waits for the other, the live build is always whole`, async () => {
    // One publish by each first: each editor then has its publish worker, kept between publishes.
    for (const [i, editor] of editors.entries()) {
      await newPhone(editor, `(419) 555-019${i}`);
      await startPublish(editor);
      expect(await publishEvent(editor, finished)).toMatchObject({ status: 'published' });
    }
    const started = performance.now();
    const published: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = round % 2 ? [editors[1]!, editors[0]!] : [editors[0]!, editors[1]!];
      // A new phone number each round: publishing a file already built would only make that build live again.
      await Promise.all(editors.map((editor, i) => newPhone(editor, `(419) 555-01${round}${i}`)));
      const waiting = await whileBuilding(first, async () => {
        await startPublish(second);
        return publishEvent(second, (s) => s.stage === 'wait' || finished(s));
      });
      expect(waiting).toMatchObject({
        status: 'running',
        stage: 'wait',
        waiting: expect.stringMatching(/^Waiting for another publish to finish/),
      });
      const firstDone = await publishEvent(first, finished);
      expect(firstDone, firstDone.error).toMatchObject({ status: 'published' });
      expect(await expectLiveWhole(`round ${round + 1}, first publish`)).toBe(firstDone.buildId);
      await publishEvent(second, (s) => s.stage === 'pages' || finished(s));
      await expectLiveWhole(`round ${round + 1}, while the second writes pages`);
      const secondDone = await publishEvent(second, finished);
      expect(secondDone, secondDone.error).toMatchObject({ status: 'published' });
      expect(await expectLiveWhole(`round ${round + 1}, second publish`)).toBe(secondDone.buildId);
      published.push(firstDone.buildId, secondDone.buildId);
      console.log(`round ${round + 1}: ${firstDone.ms} ms and ${secondDone.ms} ms (the second waited, then built)`);
    }
    expect(new Set(published).size).toBe(ROUNDS * 2);
    expect(readdirSync(buildsDir).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    console.log(
      `${ROUNDS} publish pairs in ${Math.round((performance.now() - started) / 1000)} s; ${pagesChecked} page files checked, ${nginxAnswers} nginx answers, all 200`,
    );
  }, 1_800_000);
});
