// The lead store: leads, their e-mail outbox jobs, and what the server needs to run both. Two
// implementations keep the same promises: SQLite (embedded default, a file in DATA_DIR, written from
// a worker thread) and PostgreSQL (DATABASE_URL, shared by several servers).
import { randomUUID } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import type { ContactValues } from '../../shared/contact/rules.js';
import type { Lead, LeadListRow, LeadPhoto, LeadStatus } from '../../shared/leads.js';

/** A page of the list, newest first; status narrows it to leads in that status. */
export interface LeadQuery {
  limit?: number;
  offset?: number;
  status?: LeadStatus;
}
export interface OutboxJob {
  id: number;
  lead_id: string;
  attempts: number;
  lease_token: string;
}
export type LeadSelector = { id: string } | { email: string };
/**
 * What a post stores: the form's values, the photo it sent (already re-encoded: server/contact/photo.ts), and
 * whether the person ticked the form's privacy-consent box (stored as consent_at, the lead's own time).
 */
export type LeadInput = ContactValues & { photo?: LeadPhoto; consent?: boolean; language?: string };

/** How long a visitor's post waits for a locked database before hearing "busy, try again". */
export const LOCK_WAIT_MS = 2000;

/** The rows posts become in either store: each lead with its id, time, status and consent, its photo beside it. */
export function newLeadRows(list: readonly LeadInput[], now: number): { lead: Lead; photo?: LeadPhoto }[] {
  const created_at = new Date(now).toISOString();
  return list.map(({ photo, consent, language, ...values }) => ({
    lead: {
      ...values,
      id: randomUUID(),
      created_at,
      status: 'new',
      consent_at: consent ? created_at : null,
      language: language ?? null,
    },
    photo,
  }));
}

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data lives, for messages (a path, or the database URL without its password). */
  readonly location: string;
  /** Rate-limit counters shared by every server (one store per limiter, told apart by prefix); else in memory. */
  rateLimitStore?(prefix: string): Store;
  /**
   * Stores each lead with its photo and its mail job, all in ONE transaction, and resolves once
   * committed durably. Waits for a lock until `deadline` (epoch ms), then rejects with StoreBusyError.
   */
  insertLeads(list: readonly LeadInput[], deadline?: number, now?: number): Promise<Lead[]>;
  getLead(id: string): Promise<Lead | undefined>;
  /** The photo sent with a lead, in the lead store itself (every server on one PostgreSQL sees it); undefined when none. */
  getLeadPhoto(id: string): Promise<LeadPhoto | undefined>;
  /** The lead with its e-mail delivery state (the owner's inbox). */
  getLeadWithMail(id: string): Promise<LeadListRow | undefined>;
  countLeads(status?: LeadStatus): Promise<number>;
  listLeads(query?: LeadQuery): Promise<LeadListRow[]>;
  /** Returns false when no lead has that id. */
  setLeadStatus(id: string, status: LeadStatus): Promise<boolean>;
  /** Takes the next due job for leaseMs; another server takes it only after the lease lapses. */
  claimJob(now: number, leaseMs: number): Promise<OutboxJob | undefined>;
  completeJob(job: OutboxJob, now?: number): Promise<boolean>;
  failJob(job: OutboxJob, error: string, nextAttemptAt: number, maxAttempts: number): Promise<boolean>;
  /** Gives a job back without counting a failure (used on shutdown). */
  releaseJob(job: OutboxJob): Promise<void>;
  /** When the earliest pending job becomes claimable, or null when none is pending. */
  nextDueAt(): Promise<number | null>;
  /** Arrival time (epoch ms) of the lead whose e-mail has waited longest, or null. */
  oldestPendingSince(): Promise<number | null>;
  /** Puts jobs that gave up back in the queue (after fixing the mail settings). */
  retryDeadJobs(now?: number): Promise<number>;
  /** Queues one lead's failed e-mail (gave up, or waiting to retry) to be sent now; false when there is nothing to retry. */
  retryLeadMail(id: string, now?: number): Promise<boolean>;
  /** Removes leads with their photos and mail jobs; returns what was removed. */
  deleteLeads(selector: LeadSelector): Promise<Lead[]>;
  /** Removes leads received before `before` (epoch ms) with their photos and jobs; returns how many. */
  purgeLeadsBefore(before: number): Promise<number>;
  /** Commits one tiny write, proving the store can commit now (readiness). */
  probeCommit(deadline: number): Promise<void>;
  close(): Promise<void>;
}

/** The database stayed locked past the caller's deadline: nothing was written; try again later. */
export class StoreBusyError extends Error {
  constructor(message = 'The lead database is locked by another writer.') {
    super(message);
    this.name = 'StoreBusyError';
  }
}

export const isStoreBusy = (error: unknown): error is StoreBusyError => error instanceof StoreBusyError;
