// The SQLite lead store as seen by the server: every call is a message to the worker thread that owns
// the connection (sqlite-thread.ts), so the event loop never waits on the database.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Lead, LeadListRow, LeadPhoto, LeadStatus } from '../../shared/leads.js';
import {
  LOCK_WAIT_MS,
  StoreBusyError,
  type LeadInput,
  type LeadQuery,
  type LeadSelector,
  type LeadStore,
  type OutboxJob,
} from './lead-store.js';
import { DB_FILE, type SqliteCore } from './sqlite-core.js';
import type { SqliteCall, SqliteReply } from './sqlite-thread.js';

type Settle = { resolve: (value: unknown) => void; reject: (error: Error) => void };

function toError({ message, code }: { message: string; code?: string }): Error {
  if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED'))
    return new StoreBusyError(`The lead database is locked by another writer (${message}).`);
  return Object.assign(new Error(message), { code });
}

export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite';
  readonly location: string;
  private seq = 0;
  private readonly pending = new Map<number, Settle>();
  private closing: Promise<void> | undefined;
  /** Set when the worker died: every later call fails at once instead of waiting forever. */
  private failure: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    dataDir: string,
  ) {
    this.location = path.join(dataDir, DB_FILE);
    worker.on('message', (reply: SqliteReply) => {
      const settle = this.pending.get(reply.seq);
      this.pending.delete(reply.seq);
      if ('error' in reply) settle?.reject(toError(reply.error));
      else settle?.resolve(reply.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) =>
      this.failAll(new Error(`The lead database worker stopped (exit code ${code}). Restart the server.`)),
    );
  }

  /** Starts the worker, which opens (and migrates) the database; rejects with the reason it could not. */
  static open(dataDir: string, options: { mustExist?: boolean } = {}): Promise<SqliteLeadStore> {
    const worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), {
      workerData: { dataDir, mustExist: options.mustExist ?? false },
    });
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (first: { ready?: true; failed?: { message: string; code?: string } }) => {
        worker.off('error', reject);
        if (first.ready) resolve(new SqliteLeadStore(worker, dataDir));
        else {
          reject(toError(first.failed!));
          void worker.terminate();
        }
      });
    });
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const settle of this.pending.values()) settle.reject(error);
    this.pending.clear();
  }

  private call<T>(method: keyof SqliteCore, args: unknown[] = [], deadline = Date.now() + LOCK_WAIT_MS): Promise<T> {
    if (this.closing) return Promise.reject(new Error('The lead store is closed.'));
    if (this.failure) return Promise.reject(this.failure);
    const seq = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ seq, method, args, deadline } satisfies SqliteCall);
    });
  }

  insertLeads(list: readonly LeadInput[], deadline?: number, now = Date.now()): Promise<Lead[]> {
    return this.call('insertLeads', [list, now], deadline);
  }
  getLead(id: string): Promise<Lead | undefined> {
    return this.call('getLead', [id]);
  }
  async getLeadPhoto(id: string): Promise<LeadPhoto | undefined> {
    const photo = await this.call<LeadPhoto | undefined>('getLeadPhoto', [id]);
    // The worker's Buffer arrives as a plain Uint8Array: a Buffer again, over the same bytes.
    return photo && { ...photo, data: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength) };
  }
  getLeadWithMail(id: string): Promise<LeadListRow | undefined> {
    return this.call('getLeadWithMail', [id]);
  }
  countLeads(status?: LeadStatus): Promise<number> {
    return this.call('countLeads', [status]);
  }
  listLeads(query?: LeadQuery): Promise<LeadListRow[]> {
    return this.call('listLeads', [query]);
  }
  setLeadStatus(id: string, status: LeadStatus): Promise<boolean> {
    return this.call('setLeadStatus', [id, status]);
  }
  claimJob(now: number, leaseMs: number): Promise<OutboxJob | undefined> {
    return this.call('claimJob', [now, leaseMs]);
  }
  completeJob(job: OutboxJob, now?: number): Promise<boolean> {
    return this.call('completeJob', [job, now]);
  }
  failJob(job: OutboxJob, error: string, nextAttemptAt: number, maxAttempts: number): Promise<boolean> {
    return this.call('failJob', [job, error, nextAttemptAt, maxAttempts]);
  }
  releaseJob(job: OutboxJob): Promise<void> {
    return this.call('releaseJob', [job]);
  }
  nextDueAt(): Promise<number | null> {
    return this.call('nextDueAt');
  }
  oldestPendingSince(): Promise<number | null> {
    return this.call('oldestPendingSince');
  }
  retryDeadJobs(now?: number): Promise<number> {
    return this.call('retryDeadJobs', [now]);
  }
  retryLeadMail(id: string, now?: number): Promise<boolean> {
    return this.call('retryLeadMail', [id, now]);
  }
  async deleteLeads(selector: LeadSelector): Promise<Lead[]> {
    const removed = await this.call<Lead[]>('deleteLeads', [selector]);
    if (removed.length > 0) await this.call('checkpoint'); // the WAL held copies of the deleted rows
    return removed;
  }
  purgeLeadsBefore(before: number): Promise<number> {
    return this.call('purgeLeadsBefore', [before]);
  }
  probeCommit(deadline: number): Promise<void> {
    return this.call('probeCommit', [], deadline);
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      const seq = ++this.seq;
      await new Promise((resolve) => {
        this.pending.set(seq, { resolve, reject: resolve });
        this.worker.postMessage({ seq, method: 'close', args: [], deadline: Date.now() } satisfies SqliteCall);
      });
      await this.worker.terminate();
    })());
  }
}
