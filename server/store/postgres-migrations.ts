// Schema of the PostgreSQL lead store, as an append-only list like the SQLite one: migration N brings
// lead_schema.version from N to N+1; never edit a shipped entry, add a new one. Servers starting
// together take an advisory lock, so only one of them migrates.
import type { Pool } from 'pg';

export const PG_MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id text PRIMARY KEY,
     created_at timestamptz NOT NULL,
     first_name text NOT NULL,
     last_name text NOT NULL,
     cell_phone text NOT NULL,
     email text NOT NULL,
     street_address text NOT NULL,
     city text NOT NULL,
     state text NOT NULL,
     zip_code text NOT NULL,
     comments text NOT NULL DEFAULT ''
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE INDEX leads_email ON leads (lower(email));
   -- One mail job per lead; times are epoch milliseconds, as in the SQLite store.
   CREATE TABLE outbox (
     id serial PRIMARY KEY,
     lead_id text NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
     state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     lease_until bigint,
     lease_token text,
     last_error text,
     sent_at bigint
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE TABLE health_probe (id integer PRIMARY KEY CHECK (id = 1), checked_at bigint NOT NULL);
   -- Contact-form rate limit shared by every server: hits per client key until reset_at.
   CREATE TABLE rate_limit (key text PRIMARY KEY, hits integer NOT NULL, reset_at bigint NOT NULL);`,
  // The owner's inbox: where they are with each lead. Existing leads start as new.
  `ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'done'));
   CREATE INDEX leads_status ON leads (status, created_at);`,
  // The photo a visitor sent with a lead (re-encoded JPEG), in the database every server shares; it
  // goes with its lead. Existing leads have none.
  `CREATE TABLE lead_photos (
     lead_id text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     content_type text NOT NULL,
     width integer NOT NULL,
     height integer NOT NULL,
     bytes integer NOT NULL,
     data bytea NOT NULL
   );`,
  // When the person agreed to the privacy policy (the form's consent box). Existing leads, and leads of a
  // form without the box, have none.
  `ALTER TABLE leads ADD COLUMN consent_at timestamptz;`,
  // The language of the page the post came from (es-US), on a site of several languages; none otherwise.
  `ALTER TABLE leads ADD COLUMN language text;`,
];

const MIGRATION_LOCK = 7_451_202; // any constant; the same for every server of this app

export async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS lead_schema (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM lead_schema');
    const current = rows[0]?.version ?? 0;
    if (current > PG_MIGRATIONS.length) {
      throw new Error(
        `The lead database is at schema version ${current}, newer than this code (${PG_MIGRATIONS.length}). Update the server code, or point DATABASE_URL at a matching database.`,
      );
    }
    for (let version = current; version < PG_MIGRATIONS.length; version++) await client.query(PG_MIGRATIONS[version]!);
    if (rows.length === 0) await client.query('INSERT INTO lead_schema (version) VALUES ($1)', [PG_MIGRATIONS.length]);
    else await client.query('UPDATE lead_schema SET version = $1', [PG_MIGRATIONS.length]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
