// The API: POST /api/contact. Order matters: rate limit, same-site check, content type, size-capped
// JSON parse, validation, then one durable transaction. The visitor hears "received" only after commit.
import express, { type Router } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { MESSAGES, normalizeContact, type ContactLocale } from '../src/contact/rules';
import { validateBody } from './contact-validate';
import { apiErrors, apiNotFound, requireJson } from './json-errors';
import type { LeadStore } from './lead-store';
import { LeadWriter } from './lead-writer';
import type { Log } from './log';
import { originGuard } from './origin-guard';
import type { Outbox } from './outbox';

export const BODY_LIMIT = '16kb';

export interface ApiDeps {
  store: LeadStore;
  outbox: Outbox;
  log: Log;
  rateLimit: { windowMs: number; max: number };
  allowedOrigins?: string[];
  trustsProxy: boolean;
  /** The contact rules of the business's country, read from the built site. */
  locale: ContactLocale;
}

function contactLimiter({ rateLimit: limits, log, trustsProxy }: ApiDeps): RateLimitRequestHandler {
  let warned = false;
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8', // RateLimit headers, and Retry-After when limited
    legacyHeaders: false,
    // Our own one-time warning below replaces the library's console message.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      if (!trustsProxy && req.get('x-forwarded-for') && !warned) {
        warned = true;
        log('warn', 'X-Forwarded-For ignored: TRUST_PROXY is not set, so rate limits use the connecting address. Set TRUST_PROXY=1 when behind one proxy.');
      }
      res.status(429).json({ success: false, message: MESSAGES.rateLimited });
    },
  });
}

export function apiRouter(deps: ApiDeps): Router {
  const { store, outbox, log } = deps;
  const writer = new LeadWriter(store);
  const router = express.Router();

  // Liveness for process managers: touches the database, reveals no counts.
  router.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    store.countLeads();
    res.json({ ok: true, mail: outbox.enabled ? 'smtp' : 'disabled' });
  });

  router.post('/contact',
    contactLimiter(deps),
    originGuard(deps.allowedOrigins),
    requireJson,
    express.json({ limit: BODY_LIMIT, strict: false, type: 'application/json' }), // any JSON; validateBody explains non-objects
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const errors = validateBody(req.body, deps.locale);
      if (errors.length > 0) {
        res.status(400).json({ success: false, message: MESSAGES.invalid, errors });
        return;
      }
      // Resolves after the commit is on disk; a failed write rejects -> 500 JSON (Express 5 forwards it).
      const lead = await writer.insert(normalizeContact(req.body as Record<string, unknown>));
      if (outbox.enabled) outbox.kick();
      else log('info', 'lead stored; e-mail is off (SMTP_URL/LEADS_TO not set). See: npm run leads -- list', { leadId: lead.id });
      res.status(200).json({ success: true, message: MESSAGES.success, id: lead.id });
    });

  router.all('/contact', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ success: false, message: 'Use POST with a JSON body to send the contact form.' });
  });
  router.use(apiNotFound);
  router.use(apiErrors(log));
  return router;
}
