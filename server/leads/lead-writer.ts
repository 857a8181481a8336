// Group commit: leads that arrive while the previous commit is running are written together in one
// transaction, so one fsync covers many visitors under load. Each caller still resolves only after
// the commit. A post waits for a locked database at most LOCK_WAIT_MS from its arrival, then hears
// StoreBusyError (nothing of it was written).
import type { Lead } from '../../shared/leads.js';
import { LOCK_WAIT_MS, isStoreBusy, type LeadInput, type LeadStore } from '../store/lead-store.js';

interface Pending {
  values: LeadInput;
  deadline: number;
  resolve: (lead: Lead) => void;
  reject: (error: unknown) => void;
}

export class LeadWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(
    private readonly store: LeadStore,
    private readonly maxBatch = 200,
    private readonly lockWaitMs = LOCK_WAIT_MS,
  ) {}

  insert(values: LeadInput): Promise<Lead> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values, deadline: Date.now() + this.lockWaitMs, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.flush()); // after this turn's I/O callbacks have queued their leads
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      await this.write(batch);
    }
    this.writing = false;
  }

  private async write(batch: Pending[]): Promise<void> {
    const deadline = Math.min(...batch.map((p) => p.deadline));
    try {
      const leads = await this.store.insertLeads(
        batch.map((p) => p.values),
        deadline,
      );
      batch.forEach((p, i) => p.resolve(leads[i]!));
    } catch (error) {
      if (isStoreBusy(error) || batch.length === 1) {
        for (const p of batch) p.reject(error);
        return;
      }
      // The batch rolled back as a whole; retry one by one so one bad write fails only its sender.
      for (const p of batch) {
        try {
          p.resolve((await this.store.insertLeads([p.values], p.deadline))[0]!);
        } catch (single) {
          p.reject(single);
        }
      }
    }
  }
}
