// Issue 33, items 1 and 5: a full photo queue answers 503 with Retry-After and words the form shows,
// storing nothing (the visitor sends again; nothing is half kept); every 5xx answer to a POST carries
// Retry-After; readiness fails when a lead cannot be committed (a store whose lead inserts fail as on a
// full disk, while the old one-row probe still succeeded; a SQLite database whose files cannot grow,
// while the probe's own small write still fits in the space they hold) or when the data folder's disk
// is short of its margin.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/http/http-server';
import { messageFromResponse } from '../../shared/contact/rules';
import { en } from '../../shared/site/languages/en';
import { sixteenBitPng, progressiveJpeg } from '../helpers/big-photos';
import { PHOTO_PERSON, photoFormDist, postPhoto, sendPhoto } from './helpers/photo-form';
import { startApp } from './helpers/start-app';
import { STORE_KINDS, TestStores } from './helpers/stores';
import { postContact } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { DB_FILE } from '../../server/store/sqlite-core';

const stores = new TestStores();
const distDir = photoFormDist();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const ready = async (baseUrl: string) => {
  const res = await fetch(`${baseUrl}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string } };
};

describe('a full photo queue', () => {
  it('answers 503 with Retry-After and words the form shows, and stores nothing of that post', async () => {
    const app = await startApp({ distDir, photoQueue: { running: 1, waiting: 1 } });
    try {
      // 1.5 to 6 s to decode, by the machine: every upload is in long before the first is decoded.
      const slow = await sixteenBitPng(7000, 7000);
      const postAll = async (accept: string) => {
        const posts = await Promise.all([1, 2, 3].map(() => sendPhoto(app.baseUrl, slow, 'image/png', accept)));
        return Promise.all(posts.map(({ answer }) => answer));
      };
      const posts = await postAll('application/json'); // the first is decoded, the second waits, the third is refused
      const statuses = posts.map((p) => p.status).sort();
      expect(statuses).toEqual([200, 200, 503]);
      const refused = posts.find((p) => p.status === 503)!;
      expect(refused.headers.get('retry-after')).toBe('30');
      const body = (await refused.json()) as unknown;
      expect(body).toMatchObject({ success: false, message: en.server.photosBusy });
      expect(messageFromResponse(body)).toEqual({ ok: false, text: en.server.photosBusy }); // what the form shows
      expect(await app.store.countLeads()).toBe(2);

      // A browser posting the form itself (no JavaScript) reads the same words on a page of the site.
      const asPage = await postAll('text/html');
      const busy = asPage.find((p) => p.status === 503)!;
      expect(busy.headers.get('retry-after')).toBe('30');
      expect(await busy.text()).toContain(en.server.photosBusy);
    } finally {
      await app.stop();
    }
  }, 60_000);

  it('refuses a photo over 50 megapixels in words, from its header', async () => {
    const app = await startApp({ distDir });
    try {
      const res = await postPhoto(app.baseUrl, await progressiveJpeg(8200, 6200));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: unknown };
      expect(body.errors).toEqual([
        { field: 'photo', message: en.server.photoTooManyPixels.replace('{megapixels}', '50') },
      ]);
    } finally {
      await app.stop();
    }
  }, 60_000);
});

describe('every 5xx answer to a POST carries Retry-After', () => {
  it('a store that cannot commit: 500 with Retry-After', async () => {
    const store = await stores.create('sqlite');
    const app = await startApp({ ...store.options, distDir });
    const server = createHttpServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const restore = await store.failInserts('database or disk is full');
    try {
      const res = await postContact(base, PHOTO_PERSON);
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBe('30');
    } finally {
      await restore();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
    }
  });
});

describe.each(STORE_KINDS)('readiness that means it (%s)', (kind) => {
  it('fails while a lead cannot be committed, though the old one-row probe still could', async () => {
    const store = await stores.create(kind);
    const app = await startApp({ ...store.options, distDir });
    try {
      expect((await ready(app.baseUrl)).status).toBe(200);
      const restore = await store.failInserts('database or disk is full', 'leads'); // every post fails; health_probe does not
      expect((await postContact(app.baseUrl, PHOTO_PERSON)).status).toBe(500);
      const failing = await ready(app.baseUrl);
      expect(failing).toEqual({
        status: 503,
        body: { ok: false, reason: expect.stringMatching(/^The lead store cannot commit a test write\. /) },
      });
      await restore();
      expect((await ready(app.baseUrl)).status).toBe(200);
      expect(await store.leadIds()).toEqual([]); // the probe's leads are never kept
    } finally {
      await app.stop();
    }
  });
});

describe('readiness and free disk space', () => {
  it('fails when the data folder has less free space than MIN_FREE_DISK_MB, and says so', async () => {
    const store = await stores.create('sqlite');
    const { bavail, bsize } = statfsSync(store.options.dataDir);
    const free = bavail * bsize;
    const short = await startApp({ ...store.options, distDir, minFreeDiskBytes: free + 1024 ** 3 });
    try {
      const failing = await ready(short.baseUrl);
      expect(failing.status).toBe(503);
      expect(failing.body.reason).toMatch(
        /^The disk of the data folder is almost full \(\d+ MB free, \d+ MB needed\)\. Free disk space, or set MIN_FREE_DISK_MB\.$/,
      );
      expect(
        short.logs.some((l) => /^Not ready: The disk of the data folder .+ is almost full/.test(String(l.msg))),
      ).toBe(true);
    } finally {
      await short.stop();
    }
    const roomy = await startApp({ ...store.options, distDir, minFreeDiskBytes: 1024 * 1024 });
    try {
      expect((await ready(roomy.baseUrl)).status).toBe(200);
    } finally {
      await roomy.stop();
    }
  });
});

/** A photo of random pixels: JPEG does not shrink noise, so it is stored at about `width × height × 0.66` bytes. */
const noisePhoto = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

// A real full disk, made with the kernel's limit on a file's size (RLIMIT_FSIZE, set on the running
// server by prlimit): no file of the database may grow, but the space its files already hold is written
// again, as on a disk with no byte free. (SQLite's max_page_count would do it too, but it holds for the
// connection that sets it, and the server's connection is in its own thread.) After a checkpoint the WAL
// keeps its size and is written from its start: a post that needs more than is left of it fails, while a
// probe of a few pages still fits; so the probe writes as much as the lead that could not be committed.
describe('readiness on a SQLite database that cannot grow', () => {
  it('goes 503 once a post cannot be committed, though the small probe would still fit; ready again once it can grow', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-full-'));
    const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, MIN_FREE_DISK_MB: '0' });
    // The soft limit only: the hard one stays unlimited, so the test can raise it again without privileges.
    const fsize = (limit: number | 'unlimited') =>
      execFileSync('prlimit', ['--pid', String(server.proc.pid), `--fsize=${limit}:`]);
    try {
      const small = await noisePhoto(1600, 1200); // stored ≈ 1.3 MB
      const large = await noisePhoto(2048, 1536); // stored ≈ 2.1 MB: one fits in the WAL's 3.8 MB, two do not
      for (let i = 0; i < 3; i++) expect((await postPhoto(server.baseUrl, small)).status).toBe(200);
      const side = new Database(path.join(dataDir, DB_FILE));
      side.pragma('wal_checkpoint(RESTART)'); // as SQLite's own checkpoints do: the WAL is written again from its start
      side.close();
      const largestFile = Math.max(...readdirSync(dataDir).map((f) => statSync(path.join(dataDir, f)).size));
      fsize(largestFile + 10); // the disk is full
      expect((await ready(server.baseUrl)).status).toBe(200); // the space the files hold is still there

      expect((await postPhoto(server.baseUrl, large)).status).toBe(200); // it fits in the WAL
      const failed = await postPhoto(server.baseUrl, large); // it does not
      expect(failed.status).toBe(500);
      expect(failed.headers.get('retry-after')).toBe('30');
      const failing = await ready(server.baseUrl);
      console.log(`a full SQLite database: post ${failed.status}, /ready ${failing.status} ${failing.body.reason}`);
      expect(failing).toEqual({
        status: 503,
        body: { ok: false, reason: expect.stringMatching(/^The lead store cannot commit a test write\. /) },
      });
      expect((await ready(server.baseUrl)).status).toBe(503); // and stays so: the failed probe left nothing behind

      fsize('unlimited'); // space is freed
      expect((await ready(server.baseUrl)).status).toBe(200);
      expect((await postPhoto(server.baseUrl, large)).status).toBe(200);
      expect((await ready(server.baseUrl)).status).toBe(200);
    } finally {
      server.killGroup('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
