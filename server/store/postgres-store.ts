// The PostgreSQL lead store (DATABASE_URL=postgres://…), for one or several servers sharing leads,
// the outbox and the rate limit. A lead and its mail job commit in one transaction; jobs are claimed
// with FOR UPDATE SKIP LOCKED plus a lease, so each is sent by one server, and a dead server's lease
// lapses. Lock waits are bounded by lock_timeout, so a busy database answers "busy", never hangs.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Lead, LeadListRow, LeadPhoto, LeadStatus } from '../../shared/leads.js';
import {
  LOCK_WAIT_MS,
  StoreBusyError,
  newLeadRows,
  type LeadInput,
  type LeadQuery,
  type LeadSelector,
  type LeadStore,
  type OutboxJob,
} from './lead-store.js';
import { migratePostgres } from './postgres-migrations.js';
import { photoBytesOf, probeLead, ProbeSize } from './probe-lead.js';
import { PostgresRateLimitStore } from './postgres-rate-limit.js';

const LEAD_COLUMNS = `l.id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  l.first_name, l.last_name, l.cell_phone, l.email, l.street_address, l.city, l.state, l.zip_code, l.comments, l.status,
  to_char(l.consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS consent_at, l.language`;
/** A lead with its photo's size and its e-mail job's state, as the list and the inbox read it (bigints as numbers). */
const LEAD_WITH_MAIL = `SELECT ${LEAD_COLUMNS}, p.bytes AS photo_bytes, o.state AS mail_state, o.attempts AS mail_attempts,
  o.last_error AS mail_error, o.sent_at::float8 AS mail_sent_at, o.next_attempt_at::float8 AS mail_next_attempt_at
  FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id LEFT JOIN lead_photos p ON p.lead_id = l.id`;

/** lock_not_available, query_canceled (statement timeout) and a pool with no free connection in time. */
function isBusy(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '55P03' || code === '57014' || /timeout exceeded when trying to connect/i.test(message ?? '');
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable DATABASE_URL)';
  }
}

export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres';
  readonly location: string;
  private closing: Promise<void> | undefined;
  private readonly probeSize = new ProbeSize();

  private constructor(
    readonly pool: pg.Pool,
    url: string,
  ) {
    this.location = redactUrl(url);
  }

  /** Rate-limit counters in the database, so every server counts the same posts. */
  rateLimitStore(prefix: string): PostgresRateLimitStore {
    return new PostgresRateLimitStore(this.pool, prefix);
  }

  static async open(url: string): Promise<PostgresLeadStore> {
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: LOCK_WAIT_MS, max: 10 });
    pool.on('error', () => undefined); // an idle client lost its server: the pool replaces it on next use
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresLeadStore(pool, url);
  }

  /** Runs fn in a transaction that waits for locks at most until deadline. */
  private async transaction<T>(deadline: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw isBusy(error) ? new StoreBusyError() : error;
    }
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(deadline - Date.now()))}`);
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw isBusy(error)
        ? new StoreBusyError(`The lead database is locked by another writer (${(error as Error).message}).`)
        : error;
    } finally {
      client.release();
    }
  }

  private async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }

  async insertLeads(
    list: readonly LeadInput[],
    deadline = Date.now() + LOCK_WAIT_MS,
    now = Date.now(),
  ): Promise<Lead[]> {
    const rows = newLeadRows(list, now);
    const leads = rows.map((r) => r.lead);
    const photoBytes = photoBytesOf(list);
    try {
      await this.transaction(deadline, async (client) => {
        await client.query(
          `
      WITH added AS (INSERT INTO leads SELECT * FROM json_populate_recordset(null::leads, $1) RETURNING id)
      INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, $2 FROM added`,
          [JSON.stringify(leads), now],
        );
        for (const { lead, photo } of rows)
          if (photo)
            await client.query(
              'INSERT INTO lead_photos (lead_id, content_type, width, height, bytes, data) VALUES ($1, $2, $3, $4, $5, $6)',
              [
                lead.id,
                photo.content_type,
                photo.width,
                photo.height,
                photo.bytes,
                Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength),
              ],
            );
      });
    } catch (error) {
      this.probeSize.record(photoBytes, false);
      throw error;
    }
    this.probeSize.record(photoBytes, true);
    return leads;
  }

  async getLead(id: string): Promise<Lead | undefined> {
    return (await this.rows<Lead>(`SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = $1`, [id]))[0];
  }

  async getLeadPhoto(id: string): Promise<LeadPhoto | undefined> {
    return (
      await this.rows<LeadPhoto>(
        'SELECT content_type, width, height, bytes, data FROM lead_photos WHERE lead_id = $1',
        [id],
      )
    )[0];
  }

  async getLeadWithMail(id: string): Promise<LeadListRow | undefined> {
    return (await this.rows<LeadListRow>(`${LEAD_WITH_MAIL} WHERE l.id = $1`, [id]))[0];
  }

  async countLeads(status?: LeadStatus): Promise<number> {
    return (
      await this.rows<{ n: number }>('SELECT count(*)::integer AS n FROM leads WHERE $1::text IS NULL OR status = $1', [
        status ?? null,
      ])
    )[0]!.n;
  }

  listLeads({ limit = 1_000_000, offset = 0, status }: LeadQuery = {}): Promise<LeadListRow[]> {
    return this.rows(
      `${LEAD_WITH_MAIL} WHERE $3::text IS NULL OR l.status = $3
      ORDER BY l.created_at DESC, l.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset, status ?? null],
    );
  }

  async setLeadStatus(id: string, status: LeadStatus): Promise<boolean> {
    return (await this.pool.query('UPDATE leads SET status = $2 WHERE id = $1', [id, status])).rowCount === 1;
  }

  async claimJob(now: number, leaseMs: number): Promise<OutboxJob | undefined> {
    return (
      await this.rows<OutboxJob>(
        `UPDATE outbox SET attempts = attempts + 1, lease_token = $1, lease_until = $2::bigint + $3::bigint
      WHERE id = (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $2
                  AND (lease_until IS NULL OR lease_until <= $2) ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, lead_id, attempts, lease_token`,
        [randomUUID(), now, leaseMs],
      )
    )[0];
  }

  async completeJob(job: OutboxJob, now = Date.now()): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE outbox SET state = 'sent', sent_at = $3, lease_until = NULL, lease_token = NULL, last_error = NULL
      WHERE id = $1 AND lease_token = $2`,
      [job.id, job.lease_token, now],
    );
    return rowCount === 1;
  }

  async failJob(job: OutboxJob, error: string, nextAttemptAt: number, maxAttempts: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE outbox SET lease_until = NULL, lease_token = NULL, last_error = $3, next_attempt_at = $4,
      state = CASE WHEN attempts >= $5 THEN 'dead' ELSE 'pending' END WHERE id = $1 AND lease_token = $2`,
      [job.id, job.lease_token, error, nextAttemptAt, maxAttempts],
    );
    return rowCount === 1;
  }

  async releaseJob(job: OutboxJob): Promise<void> {
    await this.pool.query(
      'UPDATE outbox SET attempts = greatest(attempts - 1, 0), lease_until = NULL, lease_token = NULL WHERE id = $1 AND lease_token = $2',
      [job.id, job.lease_token],
    );
  }

  async nextDueAt(): Promise<number | null> {
    return (
      await this.rows<{
        due: number | null;
      }>(`SELECT min(greatest(next_attempt_at, coalesce(lease_until, 0)))::float8 AS due
      FROM outbox WHERE state = 'pending'`)
    )[0]!.due;
  }

  async oldestPendingSince(): Promise<number | null> {
    return (
      await this.rows<{ since: number | null }>(`SELECT (extract(epoch FROM min(l.created_at)) * 1000)::float8 AS since
      FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.state = 'pending'`)
    )[0]!.since;
  }

  async retryDeadJobs(now = Date.now()): Promise<number> {
    return (
      (
        await this.pool.query(
          `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = $1 WHERE state = 'dead'`,
          [now],
        )
      ).rowCount ?? 0
    );
  }

  async retryLeadMail(id: string, now = Date.now()): Promise<boolean> {
    // A job being sent right now (leased) is left alone: its outcome is on its way.
    return (
      (
        await this.pool.query(
          `UPDATE outbox SET state = 'pending', attempts = 0, last_error = NULL, next_attempt_at = $2 WHERE lead_id = $1
      AND (state = 'dead' OR (state = 'pending' AND last_error IS NOT NULL)) AND (lease_until IS NULL OR lease_until <= $2)`,
          [id, now],
        )
      ).rowCount === 1
    );
  }

  deleteLeads(selector: LeadSelector): Promise<Lead[]> {
    const where = 'id' in selector ? 'l.id = $1' : 'lower(l.email) = lower($1)';
    // Jobs and photos go with their lead (ON DELETE CASCADE).
    return this.transaction(
      Date.now() + LOCK_WAIT_MS,
      async (client) =>
        (
          await client.query<Lead>(`DELETE FROM leads l WHERE ${where} RETURNING ${LEAD_COLUMNS}`, [
            'id' in selector ? selector.id : selector.email,
          ])
        ).rows,
    );
  }

  purgeLeadsBefore(before: number): Promise<number> {
    return this.transaction(Date.now() + LOCK_WAIT_MS, async (client) => {
      await client.query('DELETE FROM rate_limit WHERE reset_at <= $1', [Date.now()]); // lapsed windows, with the daily run
      return (
        (await client.query('DELETE FROM leads WHERE created_at < $1', [new Date(before).toISOString()])).rowCount ?? 0
      );
    });
  }

  async probeCommit(deadline: number): Promise<void> {
    const probeBytes = this.probeSize.bytes;
    await this.transaction(deadline, async (client) => {
      await client.query('LOCK TABLE leads, outbox IN ROW EXCLUSIVE MODE'); // the lock a lead insert takes: held elsewhere, we wait as a post would
      await client.query(
        'INSERT INTO health_probe (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
        [Date.now()],
      );
      // A lead with a photo, removed in the same transaction (probe-lead.ts): a real write, as a post's.
      const { lead, photo } = probeLead(probeBytes);
      await client.query('INSERT INTO leads SELECT * FROM json_populate_record(null::leads, $1)', [
        JSON.stringify(lead),
      ]);
      await client.query(
        'INSERT INTO lead_photos (lead_id, content_type, width, height, bytes, data) VALUES ($1, $2, $3, $4, $5, $6)',
        [lead.id, photo.content_type, photo.width, photo.height, photo.bytes, photo.data],
      );
      await client.query('DELETE FROM leads WHERE id = $1', [lead.id]); // and its photo (ON DELETE CASCADE)
    });
    this.probeSize.record(probeBytes, true);
  }

  close(): Promise<void> {
    return (this.closing ??= this.pool.end());
  }
}
