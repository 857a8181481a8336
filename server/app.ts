// The app factory: everything the server does, with no global state, so tests can start many. The
// one place that puts the folders together: http/ (the HTTP plumbing), builds/ (which build is live,
// and the build each request is pinned to), contact/ (POST /api/contact and its pages), leads/ (the
// writer, the outbox, retention), store/ (the lead store) and ops/ (health, logs, settings).
import compression from 'compression';
import express, { type Express } from 'express';
import nodemailer from 'nodemailer';
import { liveBuild } from './builds/live-build.js';
import { pinBuild, serveBuild, type ServerWords } from './builds/request-build.js';
import { apiRouter } from './contact/contact-route.js';
import { declaresMultipart } from './contact/contact-upload.js';
import type { PhotoQueueSize } from './contact/photo-queue.js';
import { bodyDeadline } from './http/body-deadline.js';
import { securityHeaders } from './http/security.js';
import { siteErrors } from './http/site-errors.js';
import { Outbox, type MailTransport, type OutboxTuning } from './leads/outbox.js';
import { DEFAULT_RETENTION_DAYS, startRetention } from './leads/retention.js';
import { DEFAULT_MIN_FREE_DISK_BYTES, healthRoutes } from './ops/health.js';
import { makeLog, requestLog, stdoutLogger, type Log, type Logger } from './ops/log.js';
import { openPermissionWarnings } from './store/data-files.js';
import { LOCK_WAIT_MS, type LeadStore } from './store/lead-store.js';
import { openLeadStore } from './store/open-store.js';
import { redactUrl } from './store/postgres-store.js';

export interface AppOptions {
  distDir: string;
  /** Published builds (BUILDS_DIR): the one builds/current names is served instead of distDir, switched live. */
  buildsDir?: string;
  dataDir: string;
  /** postgres://… to keep leads in PostgreSQL (shared by several servers); else SQLite in dataDir. */
  databaseUrl?: string;
  /** Leads older than this many days are removed, at start and daily (LEAD_RETENTION_DAYS). */
  retentionDays?: number;
  /** Readiness fails when a lead's e-mail has waited longer than this (OUTBOX_STUCK_MINUTES). */
  outboxStuckMs?: number;
  smtpUrl?: string;
  leadsTo?: string;
  mailFrom?: string;
  rateLimit?: { windowMs: number; max: number; refusedMax?: number };
  trustProxy?: string | number | boolean;
  logger?: (line: object) => void;
  allowedOrigins?: string[];
  /** Tests only: retry timings of the outbox, or a transport to use instead of SMTP_URL. */
  outbox?: Partial<OutboxTuning>;
  mailTransport?: MailTransport;
  /** Tests only: how many photos are decoded at once and may wait (photo-queue.ts). */
  photoQueue?: PhotoQueueSize;
  /** Readiness fails when DATA_DIR's disk has less free space than this (MIN_FREE_DISK_MB). */
  minFreeDiskBytes?: number;
}

export interface App {
  app: Express;
  store: LeadStore;
  outbox: Outbox;
  /** The live site's words for the server's own answers (http-server.ts's answer while it restarts). */
  words(): ServerWords;
  close(): Promise<void>;
}

export const DEFAULT_RATE_LIMIT = { windowMs: 60_000, max: 5 };
export const DEFAULT_OUTBOX_STUCK_MS = 30 * 60_000;

/** The server cannot write its lead database: the message says which one and what to do. */
export class StoreUnwritableError extends Error {}

/** Opens the store and proves it can commit, or explains why not. */
async function openWritableStore(options: AppOptions, log: Log): Promise<LeadStore> {
  const where = options.databaseUrl ? redactUrl(options.databaseUrl) : options.dataDir;
  const todo = options.databaseUrl
    ? 'Check DATABASE_URL, that PostgreSQL is running, and that its user may create tables and write.'
    : 'Make DATA_DIR a folder this user owns and can write, on a disk with free space, or point DATA_DIR elsewhere.';
  let store: LeadStore | undefined;
  try {
    store = await openLeadStore(options);
    await store.probeCommit(Date.now() + LOCK_WAIT_MS);
  } catch (error) {
    await store?.close();
    throw new StoreUnwritableError(
      `Cannot write the lead database ${store?.location ?? where}: ${(error as Error).message}. ${todo}`,
    );
  }
  if (!options.databaseUrl) for (const warning of openPermissionWarnings(options.dataDir)) log('warn', warning);
  return store;
}

function makeTransport(options: AppOptions): MailTransport | null {
  if (!options.leadsTo) return null;
  if (options.mailTransport) return options.mailTransport;
  if (!options.smtpUrl) return null;
  // Bounded timeouts: a hung SMTP server must fail the attempt (and be retried), not hold the lease.
  // pool: one connection is kept for the whole queue (the outbox sends one message at a time), so a
  // backlog after an outage is not a new TCP + SMTP handshake per lead.
  return nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
}

/** Opens the lead store (refusing a store it cannot write), then builds the app. */
export async function createApp(options: AppOptions): Promise<App> {
  const logger: Logger = options.logger ?? stdoutLogger;
  const log = makeLog(logger);
  const store = await openWritableStore(options, log);
  const transport = makeTransport(options);
  const live = await liveBuild({ distDir: options.distDir, buildsDir: options.buildsDir, log });
  // The e-mail goes out after the request, so in the words of the build live when it is sent (English
  // words and field names while no build can be served: lead-mail.ts).
  const envelope = {
    from: options.mailFrom ?? options.leadsTo ?? '',
    to: options.leadsTo ?? '',
    get fieldLabels() {
      return live.current().contract?.contact.locale.fieldLabels;
    },
    get contactLocale() {
      return live.current().contract?.contact.locale;
    },
    get form() {
      return live.current().contract?.contact.form; // which fields, in what order, the photo's label
    },
    get words() {
      return live.current().words.mail;
    },
    get locale() {
      return live.current().contract?.locale;
    },
  };
  const outbox = new Outbox(store, transport, envelope, log, options.outbox);

  const app = express();
  app.set('trust proxy', options.trustProxy ?? false); // off: a forged X-Forwarded-For changes nothing
  app.set('x-powered-by', false);
  app.set('etag', 'strong');
  app.use(pinBuild(live.current)); // first: the whole request is answered from the build live now
  app.use(requestLog(log));
  // A body has 15 s to arrive; a photo post to a form with a photo upload more, by its size.
  app.use(
    bodyDeadline(
      (req, res) =>
        req.method === 'POST' &&
        req.path === '/api/contact' &&
        declaresMultipart(req) &&
        res.locals.build.contract?.contact.form.photo !== undefined,
    ),
  );
  app.use(securityHeaders());
  app.use(compression());
  app.use(
    healthRoutes({
      store,
      outbox,
      dataDir: options.databaseUrl ? undefined : options.dataDir,
      outboxStuckMs: options.outboxStuckMs ?? DEFAULT_OUTBOX_STUCK_MS,
      minFreeDiskBytes: options.minFreeDiskBytes ?? DEFAULT_MIN_FREE_DISK_BYTES,
      siteProblem: live.problem,
      log,
    }),
  );
  app.use(
    '/api',
    apiRouter({
      store,
      outbox,
      log,
      rateLimitStore: store.rateLimitStore?.bind(store),
      rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
      allowedOrigins: options.allowedOrigins,
      trustsProxy: Boolean(options.trustProxy),
      photoQueue: options.photoQueue,
    }),
  );
  app.use(serveBuild);
  app.use(siteErrors(log));

  outbox.start();
  const retention = startRetention(store, options.retentionDays ?? DEFAULT_RETENTION_DAYS, log);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      retention.stop();
      live.close();
      await retention.first;
      await outbox.stop();
      await store.close();
    })());
  return { app, store, outbox, words: () => live.current().words.server, close };
}
