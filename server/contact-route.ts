// The API: POST /api/contact. Order matters: same-site check and content type (refused posts count
// against their own, higher limit), rate limit, size-capped JSON parse (or multipart, from a form with
// a photo upload: contact-upload.ts), validation against the served form, the photo re-encoded, then
// one durable transaction. The visitor hears "received" only after commit.
import express, { type Request, type Response, type Router } from 'express';
import { rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import {
  PHOTO_FIELD,
  messageFor,
  normalizeContact,
  type ContactForm,
  type ContactLocale,
} from '../shared/contact/rules.js';
import { fill } from '../shared/site/fill.js';
import {
  declaresMultipart,
  missingPhoto,
  multipartBody,
  photoOf,
  storedPhoto,
  withoutEmptyHoneypot,
} from './contact-upload.js';
import { validateBody } from './contact-validate.js';
import { closeIfBodyUnread, jsonBody } from './json-body.js';
import { apiErrors, apiNotFound, declaresJson, requireJson } from './json-errors.js';
import { isStoreBusy, type LeadStore } from './lead-store.js';
import { LeadWriter } from './lead-writer.js';
import type { Log } from './log.js';
import { allowedSource, originGuard } from './origin-guard.js';
import type { Outbox } from './outbox.js';
import { wordsOf } from './words.js';

const BODY_LIMIT = 16 * 1024; // bytes
/** Seconds a visitor is asked to wait after a busy store: longer than a typical lock, short for a person. */
const BUSY_RETRY_AFTER_S = 10;

export interface ApiDeps {
  store: LeadStore;
  outbox: Outbox;
  log: Log;
  /** max counts posts that pass the origin and content-type checks; refusedMax (default 10 × max) the others. */
  rateLimit: { windowMs: number; max: number; refusedMax?: number };
  allowedOrigins?: string[];
  trustsProxy: boolean;
  /** The business phone, offered when the lead store is busy. */
  phone?: string;
  /** Shared rate-limit counters (PostgreSQL), one store per limiter; in memory when absent. */
  rateLimitStore?: (prefix: string) => Store;
  /** The contact rules of the business's country, read from the built site. */
  locale: ContactLocale;
  /** The form the built site shows: the only fields a post may hold, its consent box and photo upload. */
  form: ContactForm;
}

const REFUSED_LIMIT_FACTOR = 10;

/** One limiter; `name` keeps its counters apart from the other's in a shared store. */
function contactLimiter(
  { rateLimit: limits, log, trustsProxy, rateLimitStore, locale }: ApiDeps,
  name: string,
  limit: number,
  skip?: (req: Request) => boolean,
): RateLimitRequestHandler {
  let warned = false;
  return rateLimit({
    windowMs: limits.windowMs,
    limit,
    ...(skip ? { skip } : {}),
    standardHeaders: 'draft-8', // RateLimit headers, and Retry-After when limited
    legacyHeaders: false,
    ...(rateLimitStore ? { store: rateLimitStore(`contact-${name}:`) } : {}),
    // Our own one-time warning below replaces the library's console message.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      if (!trustsProxy && req.get('x-forwarded-for') && !warned) {
        warned = true;
        log(
          'warn',
          'X-Forwarded-For ignored: TRUST_PROXY is not set, so rate limits use the connecting address. Set TRUST_PROXY=1 when behind one proxy.',
        );
      }
      res.status(429).json({ success: false, message: locale.messages.rateLimited });
    },
  });
}

export function apiRouter(deps: ApiDeps): Router {
  const { store, outbox, log } = deps;
  const writer = new LeadWriter(store);
  const router = express.Router();

  const fromAllowedSource = allowedSource(deps.allowedOrigins);
  const { max, refusedMax = max * REFUSED_LIMIT_FACTOR } = deps.rateLimit;
  /** JSON, or multipart from a form with a photo upload: what the site's own form sends. */
  const sendsFormBody = (req: Request) =>
    declaresJson(req) || (deps.form.photo !== undefined && declaresMultipart(req));
  const json = jsonBody(BODY_LIMIT);
  const uploadAnswers = {
    photoTooLarge(res: Response) {
      const message = (res.locals.form as ContactForm).photo!.tooLargeMessage;
      res.status(413).json({ success: false, message, errors: [{ field: PHOTO_FIELD, message }] });
    },
    unexpected(res: Response) {
      const message = messageFor(deps.locale, 'unexpectedField');
      res
        .status(400)
        .json({ success: false, message: deps.locale.messages.invalid, errors: [{ field: null, message }] });
    },
  };
  router.post(
    '/contact',
    closeIfBodyUnread,
    // Refused posts use their own budget, so another site's page can't lock a visitor (or an office
    // behind one address) out of the form, yet can't hammer the refusals without limit either.
    contactLimiter(deps, 'refused', refusedMax, (req) => fromAllowedSource(req) && sendsFormBody(req)),
    originGuard(fromAllowedSource),
    (req, res, next) => (sendsFormBody(req) ? next() : requireJson(req, res, next)),
    contactLimiter(deps, 'visitor', max),
    (req, res, next) => {
      const form = deps.form;
      res.locals.form = form; // one form for the whole request, even if the live build switches
      if (!declaresMultipart(req)) return json(req, res, next); // any JSON; validateBody explains non-objects
      if (!form.photo) return requireJson(req, res, next); // the build switched to a form without a photo
      multipartBody(form, uploadAnswers)(req, res, next);
    },
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const form = res.locals.form as ContactForm;
      const body = declaresMultipart(req) ? withoutEmptyHoneypot(req.body) : req.body;
      const errors = validateBody(body, deps.locale, form);
      const noPhoto = missingPhoto(form, photoOf(res), deps.locale);
      if (noPhoto) errors.push(noPhoto);
      // Only a post that is right otherwise has its photo decoded (the costly part): anything but a picture is refused.
      const { photo, error } = errors.length > 0 ? {} : await storedPhoto(form, photoOf(res));
      if (error) errors.push(error);
      if (errors.length > 0) {
        res.status(400).json({ success: false, message: deps.locale.messages.invalid, errors });
        return;
      }
      // Resolves after the commit is on disk; a failed write rejects -> 500 JSON (Express 5 forwards it).
      // A database locked past the writer's wait (2 s) stored nothing: 503, try again soon or call.
      const lead = await writer
        .insert({ ...normalizeContact(body as Record<string, unknown>), ...(photo && { photo }) })
        .catch((error: unknown) => {
          if (!isStoreBusy(error)) throw error;
          log('warn', 'lead store busy: post answered 503', { error: error.message });
          res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_S));
          res.status(503).json({
            success: false,
            message: deps.phone ? fill(deps.locale.messages.busy, { phone: deps.phone }) : wordsOf(res).busyNoPhone,
            ...(deps.phone ? { phone: deps.phone } : {}),
          });
        });
      if (!lead) return;
      if (outbox.enabled) outbox.kick();
      else
        log('info', 'lead stored; e-mail is off (SMTP_URL/LEADS_TO not set). See: npm run leads -- list', {
          leadId: lead.id,
        });
      res.status(200).json({ success: true, message: deps.locale.messages.success, id: lead.id });
    },
  );

  router.all('/contact', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ success: false, message: wordsOf(res).usePost });
  });
  router.use(apiNotFound);
  router.use(apiErrors(log));
  return router;
}
