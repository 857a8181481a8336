// Group commit: leads that arrive in the same event-loop turn are written in one transaction, so
// one fsync covers many visitors under load. Each caller still resolves only after the commit.
import type { ContactValues } from '../src/contact/rules';
import type { Lead, LeadStore } from './lead-store';

interface Pending { values: ContactValues; resolve: (lead: Lead) => void; reject: (error: unknown) => void }

export class LeadWriter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly store: LeadStore, private readonly maxBatch = 200) {}

  insert(values: ContactValues): Promise<Lead> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush()); // after this turn's I/O callbacks have queued their leads
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const leads = this.store.insertLeads(batch.map((p) => p.values));
        batch.forEach((p, i) => p.resolve(leads[i]!));
      } catch {
        // The batch rolled back as a whole; retry one by one so one bad write fails only its sender.
        for (const p of batch) {
          try { p.resolve(this.store.insertLead(p.values)); } catch (error) { p.reject(error); }
        }
      }
    }
  }
}
