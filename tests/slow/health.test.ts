// Defects 2 and 3: liveness vs readiness, refusing to start on an unwritable store, and private
// modes for the data folder and files (with a warning for ones that are more open). Health answers
// say only ok or not, and why in words: no path and no database address (those go to the log).
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/store/sqlite-core';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { spawnServer } from '../integration/helpers/child-server';
import { makeFakeDist } from '../integration/helpers/fake-dist';
import { freePort } from '../integration/helpers/postgres';
import { startSmtpSink } from '../integration/helpers/smtp-sink';
import { startApp } from '../integration/helpers/start-app';
import { STORE_KINDS, TestStores } from '../integration/helpers/stores';
import { until } from '../helpers/until';

const stores = new TestStores();
const distDir = makeFakeDist();
afterAll(async () => {
  await stores.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const ready = async (baseUrl: string) => {
  const res = await fetch(`${baseUrl}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string } };
};

/** The answer names no folder (no absolute path at all) and none of `secrets` (folders, database user, host, port). */
function expectNothingPrivate(body: unknown, secrets: (string | undefined)[]) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\/[\w.-]+\//); // "/tmp/", "/var/lib/…": any path
  expect(text).not.toContain(tmpdir());
  for (const secret of secrets.filter(Boolean)) expect(text, `health answer ${text}`).not.toContain(secret);
}

/** What of a store's settings must never reach a stranger: its folder, or its database URL's user, host and port. */
function privateParts(options: { dataDir: string; databaseUrl?: string }): string[] {
  if (!options.databaseUrl) return [options.dataDir];
  const url = new URL(options.databaseUrl);
  return [url.username, url.host, `${url.hostname}:${url.port}`, url.pathname];
}

const logged = (logs: Record<string, unknown>[], pattern: RegExp) => logs.some((l) => pattern.test(String(l.msg)));

describe.each(STORE_KINDS)('readiness (%s)', (kind) => {
  it('is ready when the store commits, and says why not when it cannot', async () => {
    const store = await stores.create(kind);
    const app = await startApp({ ...store.options, distDir });
    try {
      expect(await ready(app.baseUrl)).toEqual({ status: 200, body: { ok: true } });
      expect(await (await fetch(`${app.baseUrl}/api/health/live`)).json()).toEqual({ ok: true });
      const restore = await store.failInserts('database or disk is full', 'health_probe'); // as a full disk fails every write
      const failing = await ready(app.baseUrl);
      expect(failing.status).toBe(503);
      expect(failing.body).toEqual({
        ok: false,
        reason: expect.stringMatching(/^The lead store cannot commit a test write\. /),
      });
      expectNothingPrivate(failing.body, [...privateParts(store.options), distDir]);
      expect(logged(app.logs, /^Not ready: The lead store \(.+\) cannot commit: .*disk is full/)).toBe(true); // the cause, for whoever runs it
      expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200); // liveness: the process is fine
      expect((await fetch(`${app.baseUrl}/api/health/live`)).status).toBe(200);
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
      ...store.options,
      distDir,
      smtpUrl: down.url,
      leadsTo: 'office@riverbend.example',
      // Long enough that the readiness asked right after the post comes within it on a loaded machine
      // (300 ms was not, with the browser tests running beside it).
      outboxStuckMs: 2_000,
      outbox: { baseDelayMs: 50, maxDelayMs: 100, pollMs: 100 },
    });
    try {
      expect((await postContact(app.baseUrl, VALID_BODY)).status).toBe(200);
      expect((await ready(app.baseUrl)).status).toBe(200);
      let stuck!: Awaited<ReturnType<typeof ready>>;
      await until(
        async () => (stuck = await ready(app.baseUrl)).status === 503,
        'readiness to fail once the outbox is stuck past 2 s',
        15_000,
        50,
      );
      expect(stuck.body.reason).toMatch(/outbox is stuck.*Check SMTP_URL/);
      expectNothingPrivate(stuck.body, [...privateParts(store.options), distDir, down.url]);
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
      expect(gone.body.reason).toBe(
        "The data folder is not writable. Free disk space, or fix the folder's owner and permissions.",
      );
      expectNothingPrivate(gone.body, [app.dataDir, distDir]);
      expect(app.logs.filter((l) => l.level === 'error').map((l) => String(l.msg))).toContainEqual(
        expect.stringContaining(`The data folder ${app.dataDir} is not writable`),
      );
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
      new RegExp(
        `server exited \\(1\\)[\\s\\S]*Cannot write the lead database ${file}.*Make DATA_DIR a folder this user owns and can write`,
      ),
    );
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('PostgreSQL: exits 1 naming the database (without its password) and what to do', async () => {
    const url = `postgres://leads:secret-pw@127.0.0.1:${await freePort()}/leads`;
    const error = await spawnServer({ DATABASE_URL: url, DIST_DIR: distDir }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /server exited \(1\)[\s\S]*Cannot write the lead database postgres:\/\/leads:\*\*\*@127\.0\.0\.1.*Check DATABASE_URL, that PostgreSQL is running/,
    );
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
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
        expect(mode(path.join(dataDir, file))).toBe(0o600);
      expect(app.logs.filter((l) => l.level === 'warn' && String(l.msg).includes('open to other users'))).toEqual([]);
      console.log(
        `permissions: ${dataDir} ${mode(dataDir).toString(8)}, ` +
          ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm']
            .map((f) => `${f} ${mode(path.join(dataDir, f)).toString(8)}`)
            .join(', '),
      );
    } finally {
      await app.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('warns at start about an existing folder, database, WAL or SHM file that others can read', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'open-'));
    const first = await startApp({ dataDir, distDir });
    expect((await postContact(first.baseUrl, VALID_BODY)).status).toBe(200);
    // Another reader keeps the database open, so its -wal and -shm files outlive the server (as after a crash).
    const reader = new Database(path.join(dataDir, DB_FILE), { readonly: true });
    reader.prepare('SELECT count(*) FROM leads').get();
    await first.stop();
    chmodSync(dataDir, 0o755);
    for (const suffix of ['', '-wal', '-shm']) chmodSync(path.join(dataDir, DB_FILE + suffix), 0o644);
    const app = await startApp({ dataDir, distDir });
    try {
      const warnings = app.logs.filter((l) => l.level === 'warn').map((l) => String(l.msg));
      expect(warnings).toContain(
        `${dataDir} is open to other users (mode 0755) but holds personal data. Run: chmod 700 ${dataDir}`,
      );
      for (const suffix of ['', '-wal', '-shm']) {
        const file = path.join(dataDir, DB_FILE + suffix);
        expect(warnings).toContain(
          `${file} is open to other users (mode 0644) but holds personal data. Run: chmod 600 ${file}`,
        );
      }
    } finally {
      reader.close();
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Root writes any file whatever its mode or owner, so as root the server is run as nobody (setpriv),
// for whom the modes and owners apply as they would to a real service user.
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv');
describe.runIf(asRoot)('refusing to start on a database file it may not write (server run as nobody)', () => {
  const serveAsNobody = (dataDir: string) =>
    spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir, HOME: tmpdir() }, 30_000, {
      command: [
        '/usr/bin/setpriv',
        `--reuid=${NOBODY}`,
        `--regid=${NOBODY}`,
        '--clear-groups',
        process.execPath,
        '--import',
        'tsx',
        'server/main.ts',
      ],
    });

  /** A data folder of nobody's with a database in it (made by a server run as root), its parents open to nobody. */
  async function dataFolder(): Promise<{ parent: string; dataDir: string; db: string }> {
    const parent = mkdtempSync(path.join(tmpdir(), 'owner-'));
    chmodSync(parent, 0o755);
    chmodSync(distDir, 0o755);
    const dataDir = path.join(parent, 'data');
    await (await startApp({ dataDir, distDir })).stop();
    chownSync(dataDir, NOBODY, NOBODY);
    return { parent, dataDir, db: path.join(dataDir, DB_FILE) };
  }

  it('a database file owned by another user: exits 1 naming the path and what to do', async () => {
    const { parent, dataDir, db } = await dataFolder(); // the folder is nobody's, the file root's (0600)
    try {
      await expect(serveAsNobody(dataDir)).rejects.toThrow(
        new RegExp(
          `server exited \\(1\\)[\\s\\S]*Cannot write the lead database ${dataDir}.*Make DATA_DIR a folder this user owns and can write`,
        ),
      );
      expect(statSync(db).uid).toBe(0);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('a read-only database file: exits 1 naming the path and what to do', async () => {
    const { parent, dataDir, db } = await dataFolder();
    chownSync(db, NOBODY, NOBODY);
    chmodSync(db, 0o400); // nobody's own file, but read-only
    try {
      await expect(serveAsNobody(dataDir)).rejects.toThrow(
        new RegExp(
          `server exited \\(1\\)[\\s\\S]*Cannot write the lead database ${dataDir}.*readonly.*Make DATA_DIR a folder this user owns and can write`,
        ),
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
