// The app factory: everything the server does, with no global state, so tests can start many.
import compression from 'compression';
import express, { type Express } from 'express';
import nodemailer from 'nodemailer';
import { apiRouter } from './contact-route';
import { siteErrors } from './json-errors';
import { LeadStore } from './lead-store';
import { makeLog, requestLog, stdoutLogger, type Logger } from './log';
import { Outbox, type MailTransport, type OutboxTuning } from './outbox';
import { securityHeaders } from './security';
import { staticSite } from './static-site';
import { readContactLocale } from './contact-locale';

export interface AppOptions {
  distDir: string;
  dataDir: string;
  smtpUrl?: string;
  leadsTo?: string;
  mailFrom?: string;
  rateLimit?: { windowMs: number; max: number };
  trustProxy?: string | number | boolean;
  logger?: (line: object) => void;
  allowedOrigins?: string[];
  /** Tests only: retry timings of the outbox, or a transport to use instead of SMTP_URL. */
  outbox?: Partial<OutboxTuning>;
  mailTransport?: MailTransport;
}

export interface App { app: Express; store: LeadStore; outbox: Outbox; close(): Promise<void> }

export const DEFAULT_RATE_LIMIT = { windowMs: 60_000, max: 5 };

function makeTransport(options: AppOptions): MailTransport | null {
  if (!options.leadsTo) return null;
  if (options.mailTransport) return options.mailTransport;
  if (!options.smtpUrl) return null;
  // Bounded timeouts: a hung SMTP server must fail the attempt (and be retried), not hold the lease.
  return nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
}

export function createApp(options: AppOptions): App {
  const logger: Logger = options.logger ?? stdoutLogger;
  const log = makeLog(logger);
  const store = new LeadStore(options.dataDir);
  const transport = makeTransport(options);
  const envelope = { from: options.mailFrom ?? options.leadsTo ?? '', to: options.leadsTo ?? '' };
  const outbox = new Outbox(store, transport, envelope, log, options.outbox);

  const app = express();
  app.set('trust proxy', options.trustProxy ?? false); // off: a forged X-Forwarded-For changes nothing
  app.set('x-powered-by', false);
  app.set('etag', 'strong');
  app.use(requestLog(log));
  app.use(securityHeaders());
  app.use(compression());
  app.use('/api', apiRouter({
    store, outbox, log,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    allowedOrigins: options.allowedOrigins,
    trustsProxy: Boolean(options.trustProxy),
    locale: readContactLocale(options.distDir),
  }));
  app.use(staticSite(options.distDir));
  app.use(siteErrors(log));

  outbox.start();
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= (async () => {
    await outbox.stop();
    store.close();
  })());
  return { app, store, outbox, close };
}
