// Health for process managers and load balancers. Liveness (/api/health/live, and /api/health as
// before) says the process answers; it touches nothing, so a locked database cannot slow it.
// Readiness (/api/health/ready) says this server can take leads now: the store commits, the data
// folder is writable (SQLite) and the e-mail outbox is not stuck; else 503 with the reason.
import express, { type Router } from 'express';
import type { LeadStore } from './lead-store.js';
import { checkWritable } from './store/data-files.js';
import type { Outbox } from './outbox.js';

export interface HealthDeps {
  store: LeadStore;
  outbox: Outbox;
  /** The SQLite data folder; none for PostgreSQL. */
  dataDir?: string;
  /** Readiness fails when a lead's e-mail has waited longer than this. */
  outboxStuckMs: number;
}

const PROBE_TIMEOUT_MS = 1000;
const minutes = (ms: number) => Math.round(ms / 60_000);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why this server cannot take leads now, or null when it can. */
export async function notReadyReason({ store, outbox, dataDir, outboxStuckMs }: HealthDeps): Promise<string | null> {
  if (dataDir) {
    try { checkWritable(dataDir); } catch (error) {
      return `The data folder ${dataDir} is not writable (${(error as Error).message}). Free disk space, or fix the folder's owner and permissions.`;
    }
  }
  try {
    await withTimeout(store.probeCommit(Date.now() + PROBE_TIMEOUT_MS), PROBE_TIMEOUT_MS * 2, 'a test commit');
  } catch (error) {
    return `The lead store (${store.location}) cannot commit: ${(error as Error).message}`;
  }
  if (outbox.enabled) {
    const since = await store.oldestPendingSince();
    if (since !== null && Date.now() - since > outboxStuckMs) {
      return `The e-mail outbox is stuck: a lead has waited ${minutes(Date.now() - since)} min to be mailed (limit ${minutes(outboxStuckMs)} min). Check SMTP_URL and the "lead mail failed" log lines.`;
    }
  }
  return null;
}

export function healthRoutes(deps: HealthDeps): Router {
  const router = express.Router();
  router.use((_req, res, next) => { res.setHeader('Cache-Control', 'no-store'); next(); });
  router.get(['/api/health', '/api/health/live'], (_req, res) => {
    res.json({ ok: true, mail: deps.outbox.enabled ? 'smtp' : 'disabled' });
  });
  router.get('/api/health/ready', async (_req, res) => {
    const reason = await notReadyReason(deps);
    if (reason) res.status(503).json({ ok: false, reason });
    else res.json({ ok: true });
  });
  return router;
}
