// Health for process managers and load balancers. Liveness (/api/health/live) says the process
// answers; it touches nothing, so a locked database cannot slow it. Readiness (/api/health/ready)
// says this server can serve the site and take leads now: the live build is whole, the store
// commits a real write (store/probe-lead.ts: a lead with a small photo, or with one as large as the
// last post that failed, removed in the same transaction), the data folder is writable and its disk
// has MIN_FREE_DISK_MB free (SQLite: a write that fits in space the WAL already holds proves nothing
// about the next photo) and the e-mail outbox is not stuck; else 503 with the reason in words. Anyone may ask, so answers say only ok or not and why in general words:
// paths, database addresses and error details go to the log (once per change of reason).
import { statfsSync } from 'node:fs';
import express, { type Router } from 'express';
import type { LeadStore } from '../store/lead-store.js';
import type { Log } from './log.js';
import { checkWritable } from '../store/data-files.js';
import type { Outbox } from '../leads/outbox.js';

export interface HealthDeps {
  store: LeadStore;
  outbox: Outbox;
  /** The SQLite data folder; none for PostgreSQL. */
  dataDir?: string;
  /** Readiness fails when a lead's e-mail has waited longer than this. */
  outboxStuckMs: number;
  /** Readiness fails when the data folder's disk has less free space than this (SQLite only). */
  minFreeDiskBytes?: number;
  /** Why the live build is missing or damaged (live-build.ts), or null. */
  siteProblem?: () => string | null;
  log?: Log;
}

/** Why the server is not ready: `reason` for anyone who asks, `detail` (paths, addresses, causes) for the log. */
interface NotReady {
  reason: string;
  detail: string;
}

const PROBE_TIMEOUT_MS = 1000;
/**
 * 64 MB: room for a hundred leads with photos (a stored photo is at most ~1 MB), the WAL's growth
 * between checkpoints and the log, so readiness fails while posts still succeed, not after.
 */
export const DEFAULT_MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;
const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));
const minutes = (ms: number) => Math.round(ms / 60_000);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why this server cannot serve the site or take leads now, or null when it can. */
async function notReady({
  store,
  outbox,
  dataDir,
  outboxStuckMs,
  minFreeDiskBytes = DEFAULT_MIN_FREE_DISK_BYTES,
  siteProblem,
}: HealthDeps): Promise<NotReady | null> {
  const site = siteProblem?.();
  if (site)
    return {
      reason: 'The live build of the site is missing or damaged. Publish again, or roll back, in the editor.',
      detail: site,
    };
  if (dataDir) {
    try {
      checkWritable(dataDir);
    } catch (error) {
      return {
        reason: "The data folder is not writable. Free disk space, or fix the folder's owner and permissions.",
        detail: `The data folder ${dataDir} is not writable (${(error as Error).message}).`,
      };
    }
    const { bavail, bsize } = statfsSync(dataDir);
    if (bavail * bsize < minFreeDiskBytes) {
      const free = `${megabytes(bavail * bsize)} MB free, ${megabytes(minFreeDiskBytes)} MB needed`;
      return {
        reason: `The disk of the data folder is almost full (${free}). Free disk space, or set MIN_FREE_DISK_MB.`,
        detail: `The disk of the data folder ${dataDir} is almost full: ${free} (MIN_FREE_DISK_MB).`,
      };
    }
  }
  try {
    await withTimeout(store.probeCommit(Date.now() + PROBE_TIMEOUT_MS), PROBE_TIMEOUT_MS * 2, 'a test commit');
  } catch (error) {
    return {
      reason: "The lead store cannot commit a test write. The server's log says why.",
      detail: `The lead store (${store.location}) cannot commit: ${(error as Error).message}`,
    };
  }
  if (outbox.enabled) {
    const since = await store.oldestPendingSince();
    if (since !== null && Date.now() - since > outboxStuckMs) {
      const reason = `The e-mail outbox is stuck: a lead has waited ${minutes(Date.now() - since)} min to be mailed (limit ${minutes(outboxStuckMs)} min). Check SMTP_URL and the "lead mail failed" log lines.`;
      return { reason, detail: reason };
    }
  }
  return null;
}

export function healthRoutes(deps: HealthDeps): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/api/health/live', (_req, res) => {
    res.json({ ok: true });
  });
  // The older liveness address, kept for monitors that read its mail mode (no path or address in it).
  router.get('/api/health', (_req, res) => {
    res.json({ ok: true, mail: deps.outbox.enabled ? 'smtp' : 'disabled' });
  });
  let logged: string | null = null;
  router.get('/api/health/ready', async (_req, res) => {
    const found = await notReady(deps);
    if ((found?.detail ?? null) !== logged) {
      logged = found?.detail ?? null;
      deps.log?.(found ? 'error' : 'info', found ? `Not ready: ${found.detail}` : 'Ready again.');
    }
    if (found) res.status(503).json({ ok: false, reason: found.reason });
    else res.json({ ok: true });
  });
  return router;
}
