// Defects 2 and 3: liveness vs readiness, refusing to start on an unwritable store, and private
// modes for the data folder and files (with a warning for ones that are more open).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { makeFakeDist } from './helpers/fake-dist';
import { freePort } from './helpers/postgres';
import { startSmtpSink } from './helpers/smtp-sink';
import { startApp } from './helpers/start-app';
import { STORE_KINDS, TestStores } from './helpers/stores';

const stores = new TestStores();
const distDir = makeFakeDist();
afterAll(async () => { await stores.stop(); rmSync(distDir, { recursive: true, force: true }); });

const ready = async (baseUrl: string) => {
  const res = await fetch(`${baseUrl}/api/health/ready`);
  return { status: res.status, body: await res.json() as { ok: boolean; reason?: string } };
};

describe.each(STORE_KINDS)('readiness (%s)', (kind) => {
  it('is ready when the store commits, and says why not when it cannot', async () => {
    const store = await stores.create(kind);
    const app = await startApp({ ...store.options, distDir });
    try {
      expect(await ready(app.baseUrl)).toEqual({ status: 200, body: { ok: true } });
      expect(await (await fetch(`${app.baseUrl}/api/health/live`)).json()).toEqual({ ok: true, mail: 'disabled' });
      const restore = await store.failInserts('database or disk is full', 'health_probe'); // as a full disk fails every write
      const failing = await ready(app.baseUrl);
      expect(failing.status).toBe(503);
      expect(failing.body.reason).toMatch(/cannot commit: .*disk is full/);
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200); // liveness: the process is fine
      await restore();
      expect((await ready(app.baseUrl)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('fails readiness when the e-mail outbox is stuck beyond its limit', async () => {
    const store = await stores.create(kind);
    const down = await startSmtpSink();
    await down.close(); // SMTP refuses every connection
    const app = await startApp({
      ...store.options, distDir, smtpUrl: down.url, leadsTo: 'office@riverbend.example', outboxStuckMs: 300,
      outbox: { baseDelayMs: 50, maxDelayMs: 100, pollMs: 100 },
    });
    try {
      expect((await postContact(app.baseUrl, VALID_BODY)).status).toBe(200);
      expect((await ready(app.baseUrl)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      const stuck = await ready(app.baseUrl);
      expect(stuck.status).toBe(503);
      expect(stuck.body.reason).toMatch(/outbox is stuck.*Check SMTP_URL/);
    } finally {
      await app.stop();
    }
  });
});

describe('readiness of the SQLite data folder', () => {
  it('fails when the data folder can no longer take files', async () => {
    const app = await startApp({ distDir });
    try {
      rmSync(app.dataDir, { recursive: true, force: true }); // the open database lives on; new files cannot
      const gone = await ready(app.baseUrl);
      expect(gone.status).toBe(503);
      expect(gone.body.reason).toContain(`The data folder ${app.dataDir} is not writable`);
    } finally {
      mkdirSync(app.dataDir, { recursive: true });
      await app.stop();
    }
  });
});

describe('refusing to start on a store it cannot write', () => {
  it('SQLite: exits 1 naming the path and what to do', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'not-a-dir-')), 'data');
    writeFileSync(file, 'a file where the data folder should be');
    await expect(spawnServer({ DATA_DIR: file, DIST_DIR: distDir })).rejects.toThrow(
      new RegExp(`server exited \\(1\\)[\\s\\S]*Cannot write the lead database ${file}.*Make DATA_DIR a folder this user owns and can write`));
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('PostgreSQL: exits 1 naming the database (without its password) and what to do', async () => {
    const url = `postgres://leads:secret-pw@127.0.0.1:${await freePort()}/leads`;
    const error = await spawnServer({ DATABASE_URL: url, DIST_DIR: distDir }).then(() => null, (e: Error) => e);
    expect(error?.message).toMatch(/server exited \(1\)[\s\S]*Cannot write the lead database postgres:\/\/leads:\*\*\*@127\.0\.0\.1.*Check DATABASE_URL, that PostgreSQL is running/);
    expect(error?.message).not.toContain('secret-pw');
  });
});

describe('permissions of the data files', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('creates the folder 0700 and the database, WAL and SHM files 0600', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'perm-'));
    const dataDir = path.join(parent, 'data');
    const app = await startApp({ dataDir, distDir });
    try {
      expect((await postContact(app.baseUrl, VALID_BODY)).status).toBe(200);
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm']) expect(mode(path.join(dataDir, file))).toBe(0o600);
      expect(app.logs.filter((l) => l.level === 'warn' && String(l.msg).includes('open to other users'))).toEqual([]);
      console.log(`permissions: ${dataDir} ${mode(dataDir).toString(8)}, ` +
        ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'].map((f) => `${f} ${mode(path.join(dataDir, f)).toString(8)}`).join(', '));
    } finally {
      await app.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('warns at start about an existing folder or database that others can read', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'open-'));
    const first = await startApp({ dataDir, distDir });
    await first.stop();
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'leads.sqlite'), 0o644);
    const app = await startApp({ dataDir, distDir });
    try {
      const warnings = app.logs.filter((l) => l.level === 'warn').map((l) => String(l.msg));
      expect(warnings).toContain(`${dataDir} is open to other users (mode 0755) but holds personal data. Run: chmod 700 ${dataDir}`);
      expect(warnings).toContainEqual(expect.stringMatching(/leads\.sqlite is open to other users \(mode 0644\).*chmod 600/));
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
