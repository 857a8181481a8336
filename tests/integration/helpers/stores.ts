// The lead stores the integration tests run against: SQLite (a temp DATA_DIR) and PostgreSQL (a fresh
// database on a test server). A side connection lets a test do what another process would: hold the
// write lock, or make inserts fail as a full disk does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DB_FILE } from '../../../server/store/sqlite-core';
import { startPostgres, type TestPostgres } from './postgres';

export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['sqlite', 'postgres'];

export interface StoreUnderTest {
  kind: StoreKind;
  /** For createApp (startApp) and for the server's environment (spawnServer). */
  options: { dataDir: string; databaseUrl?: string };
  env: Record<string, string>;
  /** Takes the write lock from another connection, as another process would; resolves to its release. */
  holdWriteLock(): Promise<() => Promise<void>>;
  /** Makes every insert into table fail with this message (as a full disk would) until the returned function is called. */
  failInserts(message: string, table?: 'leads' | 'health_probe'): Promise<() => Promise<void>>;
  /** Lead ids and outbox rows as stored, read from outside the server. */
  leadIds(): Promise<string[]>;
  outboxCount(): Promise<number>;
  close(): Promise<void>;
}

/** One per test file: starts PostgreSQL only when a test asks for it. */
export class TestStores {
  private postgres: Promise<TestPostgres> | undefined;
  private readonly open: StoreUnderTest[] = [];

  async create(kind: StoreKind): Promise<StoreUnderTest> {
    const store =
      kind === 'sqlite'
        ? sqliteStore()
        : await postgresStore(await (this.postgres ??= startPostgres()).then((p) => p.newDatabase()));
    this.open.push(store);
    return store;
  }

  async stop(): Promise<void> {
    await Promise.all(this.open.map((s) => s.close()));
    if (this.postgres) await (await this.postgres).stop();
  }
}

function sqliteStore(): StoreUnderTest {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-'));
  let side: Database.Database | undefined;
  const db = () => (side ??= new Database(path.join(dataDir, DB_FILE), { timeout: 5000 }));
  return {
    kind: 'sqlite',
    options: { dataDir },
    env: { DATA_DIR: dataDir },
    async holdWriteLock() {
      db().exec('BEGIN IMMEDIATE');
      return async () => {
        db().exec('ROLLBACK');
      };
    },
    async failInserts(message, table = 'leads') {
      db().exec(`CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`);
      return async () => {
        db().exec(`DROP TRIGGER fail_${table}`);
      };
    },
    async leadIds() {
      return db().prepare('SELECT id FROM leads').pluck().all() as string[];
    },
    async outboxCount() {
      return db().prepare('SELECT count(*) FROM outbox o JOIN leads l ON l.id = o.lead_id').pluck().get() as number;
    },
    async close() {
      side?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(databaseUrl: string): Promise<StoreUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-pg-')); // unused by the store; keeps options uniform
  const side = new pg.Client({ connectionString: databaseUrl });
  await side.connect();
  return {
    kind: 'postgres',
    options: { dataDir, databaseUrl },
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    async holdWriteLock() {
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE leads IN EXCLUSIVE MODE'); // reads go on; every insert waits
      return async () => {
        await locker.query('ROLLBACK');
        await locker.end();
      };
    },
    async failInserts(message, table = 'leads') {
      await side.query(`CREATE FUNCTION fail_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${message}'; END $$;
        CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_${table}();`);
      return async () => {
        await side.query(`DROP FUNCTION fail_${table}() CASCADE`);
      };
    },
    async leadIds() {
      return (await side.query<{ id: string }>('SELECT id FROM leads')).rows.map((r) => r.id);
    },
    async outboxCount() {
      return Number(
        (await side.query('SELECT count(*) AS n FROM outbox o JOIN leads l ON l.id = o.lead_id')).rows[0].n,
      );
    },
    async close() {
      await side.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
