// Keeps leads only as long as the privacy policy says: at start and then daily, leads older than
// LEAD_RETENTION_DAYS are removed with their e-mail jobs, and the run is logged.
import type { LeadStore } from '../store/lead-store.js';
import { describeError, type Log } from '../ops/log.js';

export const DAY_MS = 86_400_000;
export const DEFAULT_RETENTION_DAYS = 730;

async function purgeExpiredLeads(store: LeadStore, days: number, log: Log, now = Date.now()): Promise<void> {
  try {
    const removed = await store.purgeLeadsBefore(now - days * DAY_MS);
    log('info', `retention: removed ${removed} lead(s) older than ${days} days`, { removed, retentionDays: days });
  } catch (error) {
    log('warn', 'retention run failed; it runs again tomorrow, or at the next start', { error: describeError(error) });
  }
}

/** Purges now and every day after; returns a function that stops the daily timer. */
export function startRetention(store: LeadStore, days: number, log: Log): { first: Promise<void>; stop(): void } {
  const first = purgeExpiredLeads(store, days, log);
  const timer = setInterval(() => void purgeExpiredLeads(store, days, log), DAY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
