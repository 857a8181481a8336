// Durable lead storage in SQLite (DATA_DIR/leads.sqlite). WAL with synchronous=FULL: a commit is on
// disk before insertLead returns, so a visitor is told "received" only for a lead that survives a crash.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContactValues } from '../src/contact/rules';
import { migrate } from './migrations';

export interface Lead extends ContactValues { id: string; created_at: string }
export interface LeadListRow extends Lead { mail_state: string; mail_attempts: number; mail_error: string | null }
export interface OutboxJob { id: number; lead_id: string; attempts: number; lease_token: string }

export const DB_FILE = 'leads.sqlite';

export class LeadStore {
  readonly db: Database.Database;
  private readonly stmts;

  constructor(dataDir: string, options: { mustExist?: boolean } = {}) {
    if (!options.mustExist) mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, DB_FILE), { fileMustExist: options.mustExist ?? false });
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
    const db = this.db;
    this.stmts = {
      insertLead: db.prepare(`INSERT INTO leads (id, created_at, first_name, last_name, cell_phone, email, street_address, city, state, zip_code, comments)
        VALUES (@id, @created_at, @first_name, @last_name, @cell_phone, @email, @street_address, @city, @state, @zip_code, @comments)`),
      insertJob: db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)'),
      getLead: db.prepare('SELECT * FROM leads WHERE id = ?'),
      count: db.prepare('SELECT count(*) AS n FROM leads').pluck(),
      // One statement, so claiming is atomic even with several workers on the same file.
      claim: db.prepare(`UPDATE outbox SET attempts = attempts + 1, lease_token = @token, lease_until = @now + @leaseMs
        WHERE id = (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= @now
                    AND (lease_until IS NULL OR lease_until <= @now) ORDER BY next_attempt_at, id LIMIT 1)
        RETURNING id, lead_id, attempts, lease_token`),
      complete: db.prepare(`UPDATE outbox SET state = 'sent', sent_at = @now, lease_until = NULL, lease_token = NULL, last_error = NULL
        WHERE id = @id AND lease_token = @token`),
      fail: db.prepare(`UPDATE outbox SET lease_until = NULL, lease_token = NULL, last_error = @error, next_attempt_at = @next,
        state = CASE WHEN attempts >= @maxAttempts THEN 'dead' ELSE 'pending' END WHERE id = @id AND lease_token = @token`),
      release: db.prepare(`UPDATE outbox SET attempts = max(attempts - 1, 0), lease_until = NULL, lease_token = NULL WHERE id = @id AND lease_token = @token`),
      nextDue: db.prepare(`SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) FROM outbox WHERE state = 'pending'`).pluck(),
      list: db.prepare(`SELECT l.*, o.state AS mail_state, o.attempts AS mail_attempts, o.last_error AS mail_error
        FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id ORDER BY l.created_at DESC, l.rowid DESC LIMIT ?`),
      retryDead: db.prepare(`UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'`),
    };
  }

  /** Stores the lead and its mail job in one transaction; returns once both are on disk. */
  insertLead(values: ContactValues, now = Date.now()): Lead {
    return this.insertLeads([values], now)[0]!;
  }

  /** Several leads in ONE transaction (one fsync): each lead with its job, all or none. */
  insertLeads(list: readonly ContactValues[], now = Date.now()): Lead[] {
    const leads = list.map((values): Lead => ({ ...values, id: randomUUID(), created_at: new Date(now).toISOString() }));
    this.db.transaction(() => {
      for (const lead of leads) {
        this.stmts.insertLead.run(lead);
        this.stmts.insertJob.run(lead.id, now);
      }
    })();
    return leads;
  }

  getLead(id: string): Lead | undefined { return this.stmts.getLead.get(id) as Lead | undefined; }
  countLeads(): number { return this.stmts.count.get() as number; }
  listLeads(limit = 1_000_000): LeadListRow[] { return this.stmts.list.all(limit) as LeadListRow[]; }

  /** Takes the next due job for leaseMs; another worker can take it only after the lease lapses. */
  claimJob(now: number, leaseMs: number): OutboxJob | undefined {
    return this.stmts.claim.get({ token: randomUUID(), now, leaseMs }) as OutboxJob | undefined;
  }
  completeJob(job: OutboxJob, now = Date.now()): boolean {
    return this.stmts.complete.run({ id: job.id, token: job.lease_token, now }).changes === 1;
  }
  failJob(job: OutboxJob, error: string, nextAttemptAt: number, maxAttempts: number): boolean {
    return this.stmts.fail.run({ id: job.id, token: job.lease_token, error, next: nextAttemptAt, maxAttempts }).changes === 1;
  }
  /** Gives a job back without counting a failure (used on shutdown). */
  releaseJob(job: OutboxJob): void { this.stmts.release.run({ id: job.id, token: job.lease_token }); }
  /** When the earliest pending job becomes claimable, or null when none is pending. */
  nextDueAt(): number | null { return (this.stmts.nextDue.get() as number | null) ?? null; }
  /** Puts jobs that gave up back in the queue (after fixing the mail settings). */
  retryDeadJobs(now = Date.now()): number { return this.stmts.retryDead.run(now).changes; }

  close(): void { if (this.db.open) this.db.close(); }
}
