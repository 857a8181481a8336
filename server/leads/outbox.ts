// Mails every stored lead, at least once. A job is claimed with a lease (a crash lets it lapse and
// another run retries it); failures retry with exponential backoff and jitter until maxAttempts.
import type { SendMailOptions } from 'nodemailer';
import { describeError, type Log } from '../ops/log.js';
import { leadMessage, type LeadEnvelope } from './lead-mail.js';
import type { LeadStore, OutboxJob } from '../store/lead-store.js';

export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface OutboxTuning {
  leaseMs: number; // longer than the slowest send, or a slow send could be sent twice
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  pollMs: number; // upper bound on sleeping, so jobs written by other processes are noticed
  stopTimeoutMs: number; // on shutdown, how long to wait for the message being sent
}

const DEFAULT_TUNING: OutboxTuning = {
  leaseMs: 120_000,
  baseDelayMs: 5_000,
  maxDelayMs: 30 * 60_000,
  maxAttempts: 30,
  pollMs: 30_000,
  stopTimeoutMs: 8_000,
};

export function backoffMs(
  attempt: number,
  tuning: Pick<OutboxTuning, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random,
): number {
  const exp = Math.min(tuning.maxDelayMs, tuning.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp * (0.8 + 0.4 * random())); // ±20% so retries after an outage spread out
}

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private current: { job: OutboxJob; done: Promise<unknown> } | undefined;
  private stopped = false;
  readonly tuning: OutboxTuning;

  constructor(
    private readonly store: LeadStore,
    private readonly transport: MailTransport | null,
    private readonly envelope: LeadEnvelope,
    private readonly log: Log,
    tuning: Partial<OutboxTuning> = {},
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning };
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  start(): void {
    this.kick();
  }

  /** Called after a lead is committed: send now rather than at the next poll. */
  kick(): void {
    if (!this.enabled || this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) =>
        this.log('error', 'outbox stopped on a database error; retrying at the next poll', {
          error: describeError(error),
        }),
      )
      .finally(() => {
        this.running = undefined;
        this.schedule();
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    this.store.nextDueAt().then(
      (due) => {
        if (this.stopped || this.running) return;
        const wait = due === null ? this.tuning.pollMs : Math.min(this.tuning.pollMs, Math.max(0, due - Date.now()));
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.kick(), wait);
      },
      () => {
        if (!this.stopped) this.timer = setTimeout(() => this.kick(), this.tuning.pollMs); // store busy or down: try at the next poll
      },
    );
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.store.claimJob(Date.now(), this.tuning.leaseMs);
      if (!job) return;
      const done = this.deliver(job);
      this.current = { job, done };
      await done;
      this.current = undefined;
    }
  }

  private async deliver(job: OutboxJob): Promise<void> {
    let sent = false;
    try {
      const lead = await this.store.getLead(job.lead_id);
      if (!lead) throw new Error(`lead ${job.lead_id} is missing from the leads table`);
      const photo = await this.store.getLeadPhoto(job.lead_id);
      await this.transport!.sendMail(leadMessage(lead, this.envelope, photo));
      sent = true;
      // If the store closed while we waited, this fails: the lease lapses and the job is retried.
      await this.store.completeJob(job);
      this.log('info', 'lead mailed', { leadId: job.lead_id, attempt: job.attempts });
    } catch (error) {
      if (sent) return; // the mail went out; only marking it failed (store closed or busy): the lease lapses, it may be sent again
      const retryInMs = backoffMs(job.attempts, this.tuning);
      await this.store
        .failJob(job, describeError(error), Date.now() + retryInMs, this.tuning.maxAttempts)
        .catch(() => undefined);
      const gaveUp = job.attempts >= this.tuning.maxAttempts;
      this.log(gaveUp ? 'error' : 'warn', gaveUp ? 'lead mail gave up' : 'lead mail failed, will retry', {
        leadId: job.lead_id,
        attempt: job.attempts,
        error: describeError(error),
        ...(gaveUp ? { hint: 'Fix SMTP_URL / LEADS_TO, then run: npm run leads -- retry' } : { retryInMs }),
      });
    }
  }

  /** Stops taking jobs; waits a little for the message in flight, else hands its job back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const current = this.current;
    if (current) {
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.done.then(() => true),
        new Promise<boolean>((resolve) => {
          timeout = setTimeout(() => resolve(false), this.tuning.stopTimeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      if (!finished) {
        await this.store.releaseJob(current.job).catch(() => undefined); // else its lease lapses
        this.log('warn', 'lead mail interrupted by shutdown; it will be sent on next start', {
          leadId: current.job.lead_id,
        });
      }
    }
    this.transport?.close?.();
  }
}
