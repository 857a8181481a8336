// The SQLite lead store's synchronous core (DATA_DIR/leads.sqlite). It runs inside a worker thread
// (sqlite-thread.ts), so its waits for a lock never block the server's event loop. WAL with
// synchronous=FULL: a commit is on disk before insertLeads returns, so a visitor is told "received"
// only for a lead that survives a crash. secure_delete overwrites the bytes of deleted leads and photos.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Lead, LeadListRow, LeadPhoto, LeadStatus } from '../../shared/leads.js';
import { newLeadRows, type LeadInput, type LeadQuery, type LeadSelector, type OutboxJob } from './lead-store.js';
import { migrate } from './sqlite-migrations.js';
import { photoBytesOf, probeLead, ProbeSize } from './probe-lead.js';

export const DB_FILE = 'leads.sqlite';

/** A lead with its photo's size and its e-mail job's state, as the list and the inbox read it. */
const LEAD_WITH_MAIL = `SELECT l.*, p.bytes AS photo_bytes, o.state AS mail_state, o.attempts AS mail_attempts,
  o.last_error AS mail_error, o.sent_at AS mail_sent_at, o.next_attempt_at AS mail_next_attempt_at
  FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id LEFT JOIN lead_photos p ON p.lead_id = l.id`;

export class SqliteCore {
  readonly db: Database.Database;
  private readonly stmts;
  private readonly probeSize = new ProbeSize();

  constructor(dataDir: string, options: { mustExist?: boolean } = {}) {
    this.db = new Database(path.join(dataDir, DB_FILE), { fileMustExist: options.mustExist ?? false });
    this.db.pragma('busy_timeout = 5000'); // each call through the worker sets its own (waitUntil)
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('secure_delete = ON');
    migrate(this.db);
    const db = this.db;
    this.stmts = {
      insertLead:
        db.prepare(`INSERT INTO leads (id, created_at, first_name, last_name, cell_phone, email, street_address, city, state, zip_code, comments, consent_at, language)
        VALUES (@id, @created_at, @first_name, @last_name, @cell_phone, @email, @street_address, @city, @state, @zip_code, @comments, @consent_at, @language)`),
      insertJob: db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)'),
      insertPhoto: db.prepare(`INSERT INTO lead_photos (lead_id, content_type, width, height, bytes, data)
        VALUES (@lead_id, @content_type, @width, @height, @bytes, @data)`),
      getLead: db.prepare('SELECT * FROM leads WHERE id = ?'),
      getPhoto: db.prepare('SELECT content_type, width, height, bytes, data FROM lead_photos WHERE lead_id = ?'),
      count: db.prepare('SELECT count(*) AS n FROM leads WHERE @status IS NULL OR status = @status').pluck(),
      // One statement, so claiming is atomic even with several workers on the same file.
      claim: db.prepare(`UPDATE outbox SET attempts = attempts + 1, lease_token = @token, lease_until = @now + @leaseMs
        WHERE id = (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= @now
                    AND (lease_until IS NULL OR lease_until <= @now) ORDER BY next_attempt_at, id LIMIT 1)
        RETURNING id, lead_id, attempts, lease_token`),
      complete:
        db.prepare(`UPDATE outbox SET state = 'sent', sent_at = @now, lease_until = NULL, lease_token = NULL, last_error = NULL
        WHERE id = @id AND lease_token = @token`),
      fail: db.prepare(`UPDATE outbox SET lease_until = NULL, lease_token = NULL, last_error = @error, next_attempt_at = @next,
        state = CASE WHEN attempts >= @maxAttempts THEN 'dead' ELSE 'pending' END WHERE id = @id AND lease_token = @token`),
      release: db.prepare(
        `UPDATE outbox SET attempts = max(attempts - 1, 0), lease_until = NULL, lease_token = NULL WHERE id = @id AND lease_token = @token`,
      ),
      nextDue: db
        .prepare(`SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) FROM outbox WHERE state = 'pending'`)
        .pluck(),
      oldestPending: db
        .prepare(`SELECT min(l.created_at) FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.state = 'pending'`)
        .pluck(),
      list: db.prepare(`${LEAD_WITH_MAIL} WHERE @status IS NULL OR l.status = @status
        ORDER BY l.created_at DESC, l.rowid DESC LIMIT @limit OFFSET @offset`),
      withMail: db.prepare(`${LEAD_WITH_MAIL} WHERE l.id = ?`),
      setStatus: db.prepare('UPDATE leads SET status = @status WHERE id = @id'),
      retryDead: db.prepare(
        `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'`,
      ),
      // A job being sent right now (leased) is left alone: its outcome is on its way.
      retryOne:
        db.prepare(`UPDATE outbox SET state = 'pending', attempts = 0, last_error = NULL, next_attempt_at = @now WHERE lead_id = @id
        AND (state = 'dead' OR (state = 'pending' AND last_error IS NOT NULL)) AND (lease_until IS NULL OR lease_until <= @now)`),
      byId: db.prepare('SELECT * FROM leads WHERE id = ?'),
      byEmail: db.prepare('SELECT * FROM leads WHERE email = ? COLLATE NOCASE ORDER BY created_at'),
      deleteJob: db.prepare('DELETE FROM outbox WHERE lead_id = ?'),
      deleteLead: db.prepare('DELETE FROM leads WHERE id = ?'),
      purgeJobs: db.prepare('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)'),
      purgeLeads: db.prepare('DELETE FROM leads WHERE created_at < ?'),
      probe: db.prepare(
        'INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
      ),
    };
  }

  /** The next statements wait for a lock at most until deadline (epoch ms), then fail with SQLITE_BUSY. */
  waitUntil(deadline: number): void {
    this.db.pragma(`busy_timeout = ${Math.max(0, Math.round(deadline - Date.now()))}`);
  }

  insertLeads(list: readonly LeadInput[], now = Date.now()): Lead[] {
    const rows = newLeadRows(list, now);
    const photoBytes = photoBytesOf(list);
    try {
      // IMMEDIATE: take the write lock first, so a busy database fails before any row is written.
      this.db
        .transaction(() => {
          for (const { lead, photo } of rows) {
            this.stmts.insertLead.run(lead);
            // The photo came from another thread: a Uint8Array, which better-sqlite3 binds as a Buffer.
            if (photo)
              this.stmts.insertPhoto.run({
                ...photo,
                lead_id: lead.id,
                data: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength),
              });
            this.stmts.insertJob.run(lead.id, now);
          }
        })
        .immediate();
    } catch (error) {
      this.probeSize.record(photoBytes, false);
      throw error;
    }
    this.probeSize.record(photoBytes, true);
    return rows.map((r) => r.lead);
  }

  getLead(id: string): Lead | undefined {
    return this.stmts.getLead.get(id) as Lead | undefined;
  }
  getLeadPhoto(id: string): LeadPhoto | undefined {
    return this.stmts.getPhoto.get(id) as LeadPhoto | undefined;
  }
  getLeadWithMail(id: string): LeadListRow | undefined {
    return this.stmts.withMail.get(id) as LeadListRow | undefined;
  }
  countLeads(status?: LeadStatus): number {
    return this.stmts.count.get({ status: status ?? null }) as number;
  }
  listLeads({ limit = 1_000_000, offset = 0, status }: LeadQuery = {}): LeadListRow[] {
    return this.stmts.list.all({ limit, offset, status: status ?? null }) as LeadListRow[];
  }
  setLeadStatus(id: string, status: LeadStatus): boolean {
    return this.stmts.setStatus.run({ id, status }).changes === 1;
  }

  claimJob(now: number, leaseMs: number): OutboxJob | undefined {
    return this.stmts.claim.get({ token: randomUUID(), now, leaseMs }) as OutboxJob | undefined;
  }
  completeJob(job: OutboxJob, now = Date.now()): boolean {
    return this.stmts.complete.run({ id: job.id, token: job.lease_token, now }).changes === 1;
  }
  failJob(job: OutboxJob, error: string, nextAttemptAt: number, maxAttempts: number): boolean {
    return (
      this.stmts.fail.run({ id: job.id, token: job.lease_token, error, next: nextAttemptAt, maxAttempts }).changes === 1
    );
  }
  releaseJob(job: OutboxJob): void {
    this.stmts.release.run({ id: job.id, token: job.lease_token });
  }
  nextDueAt(): number | null {
    return (this.stmts.nextDue.get() as number | null) ?? null;
  }
  oldestPendingSince(): number | null {
    const created = this.stmts.oldestPending.get() as string | null;
    return created ? Date.parse(created) : null;
  }
  retryDeadJobs(now = Date.now()): number {
    return this.stmts.retryDead.run(now).changes;
  }
  retryLeadMail(id: string, now = Date.now()): boolean {
    return this.stmts.retryOne.run({ id, now }).changes === 1;
  }

  deleteLeads(selector: LeadSelector): Lead[] {
    return this.db
      .transaction(() => {
        const leads = (
          'id' in selector ? [this.stmts.byId.get(selector.id)].filter(Boolean) : this.stmts.byEmail.all(selector.email)
        ) as Lead[];
        for (const lead of leads) {
          this.stmts.deleteJob.run(lead.id);
          this.stmts.deleteLead.run(lead.id); // and its photo (ON DELETE CASCADE)
        }
        return leads;
      })
      .immediate();
  }

  purgeLeadsBefore(before: number): number {
    const cutoff = new Date(before).toISOString(); // created_at is ISO 8601 UTC, so text order is time order
    return this.db
      .transaction(() => {
        this.stmts.purgeJobs.run(cutoff);
        return this.stmts.purgeLeads.run(cutoff).changes;
      })
      .immediate();
  }

  /** Moves the WAL's content into the database and empties it, so deleted bytes leave the WAL too. */
  checkpoint(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Commits a lead with a photo and removes it in the same transaction (probe-lead.ts): readiness. */
  probeCommit(): void {
    const { lead, photo } = probeLead(this.probeSize.bytes);
    this.db
      .transaction(() => {
        this.stmts.probe.run(Date.now());
        this.stmts.insertLead.run(lead);
        this.stmts.insertPhoto.run({ ...photo, lead_id: lead.id });
        this.stmts.deleteLead.run(lead.id); // and its photo (ON DELETE CASCADE)
      })
      .immediate();
    this.probeSize.record(photo.bytes, true);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
