// Schema of the lead database, as an append-only list. Migration N brings user_version from N to N+1;
// never edit a shipped entry, add a new one.
import type { Database } from 'better-sqlite3';

export const MIGRATIONS: ReadonlyArray<(db: Database) => void> = [
  (db) =>
    db.exec(`
    CREATE TABLE leads (
      id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      cell_phone TEXT NOT NULL,
      email TEXT NOT NULL,
      street_address TEXT NOT NULL,
      city TEXT NOT NULL,
      state TEXT NOT NULL,
      zip_code TEXT NOT NULL,
      comments TEXT NOT NULL DEFAULT ''
    ) STRICT;
    CREATE INDEX leads_created_at ON leads (created_at);
    -- One mail job per lead. state: pending -> sent, or dead after too many attempts.
    -- lease_until/lease_token: a worker owns the job until then; a crash lets the lease lapse.
    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY,
      lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id),
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      lease_until INTEGER,
      lease_token TEXT,
      last_error TEXT,
      sent_at INTEGER
    ) STRICT;
    CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  `),
  // Readiness commits one row here to prove the store can write; deletion by e-mail looks leads up.
  (db) =>
    db.exec(`
    CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;
    CREATE INDEX leads_email ON leads (email);
  `),
  // The owner's inbox: where they are with each lead. Existing leads start as new.
  (db) =>
    db.exec(`
    ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'done'));
    CREATE INDEX leads_status ON leads (status, created_at);
  `),
  // The photo a visitor sent with a lead (re-encoded JPEG), kept and deleted with it. Existing leads have none.
  (db) =>
    db.exec(`
    CREATE TABLE lead_photos (
      lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
      content_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      bytes INTEGER NOT NULL,
      data BLOB NOT NULL
    ) STRICT;
  `),
  // When the person agreed to the privacy policy (the form's consent box), ISO 8601 UTC. Existing leads,
  // and leads of a form without the box, have none.
  (db) => db.exec(`ALTER TABLE leads ADD COLUMN consent_at TEXT;`),
  // The language of the page the post came from (es-US), on a site of several languages; none otherwise.
  (db) => db.exec(`ALTER TABLE leads ADD COLUMN language TEXT;`),
];

const versionOf = (db: Database) => db.pragma('user_version', { simple: true }) as number;

/**
 * Applies the migrations the database has not seen yet, each in its own IMMEDIATE transaction that
 * reads the version again under the write lock: the server and the editor may open the file at once.
 */
export function migrate(db: Database): void {
  const current = versionOf(db);
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The lead database is at schema version ${current}, newer than this code (${MIGRATIONS.length}). Update the server code, or point DATA_DIR at a matching database.`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      if (versionOf(db) !== version) return; // another process applied it meanwhile
      MIGRATIONS[version]!(db);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}
