// The API: POST /api/contact. Order matters: same-site check and content type (refused posts count
// against their own, higher limit), rate limit, size-capped JSON parse (or the form as the browser posts
// it without JavaScript: urlencoded, or multipart from a form with a photo upload, contact-upload.ts),
// validation against the served form, the photo re-encoded in its turn (photo-queue.ts: a full queue is
// 503, nothing stored, the form says to send again), then one durable transaction. The visitor
// hears "received" only after commit: a script as JSON, the browser's own post as a page of the site
// (contact-page.ts), after a 303 redirect to GET /api/contact/sent when it was stored.
// The form, its rules, its words and the phone are those of the build the request started with
// (contractOf, builds/request-build.ts), however long it waits; a build without a contract takes no post.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import {
  CONSENT_FIELD,
  HONEYPOT_FIELD,
  PHOTO_FIELD,
  messageFor,
  normalizeContact,
  type ContactForm,
  type ContactLocale,
} from '../../shared/contact/rules.js';
import { CONSENT_VALUE } from '../../shared/contact/form.js';
import { fill } from '../../shared/site/fill.js';
import {
  SENT_PATH,
  answer,
  busyPage,
  declaresUrlencoded,
  problemsPage,
  refusedPage,
  sendPage,
  sentPage,
  wantsPage,
  type AnswerContent,
} from './contact-page.js';
import {
  declaresMultipart,
  missingPhoto,
  multipartBody,
  photoOf,
  storedPhoto,
  withoutEmptyHoneypot,
} from './contact-upload.js';
import { validateBody, type ApiError } from './contact-validate.js';
import { closeIfBodyUnread, formBody, jsonBody } from '../http/json-body.js';
import { apiErrors, apiNotFound, declaresJson, requireJson } from './json-errors.js';
import { isStoreBusy, type LeadStore } from '../store/lead-store.js';
import { LeadWriter } from '../leads/lead-writer.js';
import type { Log } from '../ops/log.js';
import { allowedSource, originGuard } from './origin-guard.js';
import type { Outbox } from '../leads/outbox.js';
import { PhotoQueue, type PhotoQueueSize } from './photo-queue.js';
import { contractOf, wordsOf } from '../builds/request-build.js';
import { inPostLanguage, languageQuery, leadLanguage } from '../builds/request-language.js';

const BODY_LIMIT = 16 * 1024; // bytes
/** Seconds a visitor is asked to wait after a busy store: longer than a typical lock, short for a person. */
const BUSY_RETRY_AFTER_S = 10;
/** Seconds to wait after a full photo queue: time for the photos before hers to be decoded. */
const PHOTOS_BUSY_RETRY_AFTER_S = 30;

export interface ApiDeps {
  store: LeadStore;
  outbox: Outbox;
  log: Log;
  /** max counts posts that pass the origin and content-type checks; refusedMax (default 10 × max) the others. */
  rateLimit: { windowMs: number; max: number; refusedMax?: number };
  allowedOrigins?: string[];
  trustsProxy: boolean;
  /** Shared rate-limit counters (PostgreSQL), one store per limiter; in memory when absent. */
  rateLimitStore?: (prefix: string) => Store;
  /** How many photos are decoded at once and may wait (photo-queue.ts); tests make it small. */
  photoQueue?: PhotoQueueSize;
}

const REFUSED_LIMIT_FACTOR = 10;

/** The contact rules and words of the request's build: the country's checks, the fields' labels, every message. */
const localeOf = (res: Response): ContactLocale => contractOf(res).contact.locale;
/** The form the request's build shows: the only fields a post may hold, its consent box and photo upload. */
const formOf = (res: Response): ContactForm => contractOf(res).contact.form;

/** One limiter; `name` keeps its counters apart from the other's in a shared store. */
function contactLimiter(
  { rateLimit: limits, log, trustsProxy, rateLimitStore }: ApiDeps,
  name: string,
  limit: number,
  skip?: (req: Request, res: Response) => boolean,
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
      const message = localeOf(res).messages.rateLimited;
      answer(res, 429, { success: false, message }, () => refusedPage(res, message));
    },
  });
}

/**
 * Each problem of a post as its page lists it: in the order the form shows its fields (the check's own
 * order is the spec's), under the field's name as the form shows it, when it has one.
 */
function problemsOf(
  errors: ApiError[],
  locale: ContactLocale,
  form: ContactForm,
): NonNullable<AnswerContent['problems']> {
  const labels: Record<string, string> = locale.fieldLabels;
  const labelOf = (field: string | null): string | undefined => {
    if (field === PHOTO_FIELD) return form.photo?.label;
    if (field === null || field === CONSENT_FIELD || field === HONEYPOT_FIELD) return undefined;
    return Object.hasOwn(labels, field) ? labels[field] : undefined;
  };
  const names = form.fields.map((f) => f.name as string);
  const placeOf = (field: string | null) =>
    field === PHOTO_FIELD ? names.length : field === CONSENT_FIELD ? names.length + 1 : names.indexOf(field ?? ''); // -1: about the whole post, first
  return [...errors]
    .sort((a, b) => placeOf(a.field) - placeOf(b.field))
    .map(({ field, message }) => ({ label: labelOf(field), message }));
}

export function apiRouter(deps: ApiDeps): Router {
  const { store, outbox, log } = deps;
  const writer = new LeadWriter(store);
  const photoQueue = new PhotoQueue(deps.photoQueue);
  const router = express.Router();

  const fromAllowedSource = allowedSource(deps.allowedOrigins);
  const { max, refusedMax = max * REFUSED_LIMIT_FACTOR } = deps.rateLimit;
  /**
   * What the site's own form sends: JSON (its script), the form posted by the browser itself (urlencoded),
   * or multipart from a form with a photo upload (its script, or the browser).
   */
  const sendsFormBody = (req: Request, res: Response) =>
    declaresJson(req) || declaresUrlencoded(req) || (formOf(res).photo !== undefined && declaresMultipart(req));
  const json = jsonBody(BODY_LIMIT);
  /** A post with mistakes: 400, every problem in the site's words. */
  const invalid = (res: Response, errors: ApiError[]) => {
    const { messages } = localeOf(res);
    answer(res, 400, { success: false, message: messages.invalid, errors }, () =>
      problemsPage(res, messages.invalid, problemsOf(errors, localeOf(res), formOf(res))),
    );
  };
  const uploadAnswers = {
    photoTooLarge(res: Response) {
      const message = formOf(res).photo!.tooLargeMessage;
      answer(res, 413, { success: false, message, errors: [{ field: PHOTO_FIELD, message }] }, () =>
        refusedPage(res, message),
      );
    },
    unexpected(res: Response) {
      invalid(res, [{ field: null, message: messageFor(localeOf(res), 'unexpectedField') }]);
    },
  };
  const urlencoded = formBody(BODY_LIMIT, uploadAnswers.unexpected);
  /** 503: nothing was stored; the visitor is asked to send the form again after `retryAfterS`, or to call. */
  const busy = (res: Response, message: string, retryAfterS: number) => {
    res.setHeader('Retry-After', String(retryAfterS));
    answer(res, 503, { success: false, message, phone: contractOf(res).business.phone }, () => busyPage(res, message));
  };
  /** 503 while the request's build cannot be served (live-build.ts says why): no form to check a post against. */
  const servable = (_req: Request, res: Response, next: NextFunction) => {
    if (res.locals.build.contract) return next();
    const message = wordsOf(res).unavailable;
    res.setHeader('Retry-After', '60');
    answer(res, 503, { success: false, message }, () => refusedPage(res, message));
  };
  router.post(
    '/contact',
    closeIfBodyUnread,
    servable,
    inPostLanguage,
    // Refused posts use their own budget, so another site's page can't lock a visitor (or an office
    // behind one address) out of the form, yet can't hammer the refusals without limit either.
    contactLimiter(deps, 'refused', refusedMax, (req, res) => fromAllowedSource(req) && sendsFormBody(req, res)),
    originGuard(fromAllowedSource),
    (req, res, next) => (sendsFormBody(req, res) ? next() : requireJson(req, res, next)),
    contactLimiter(deps, 'visitor', max),
    (req, res, next) => {
      const form = formOf(res);
      if (declaresUrlencoded(req)) return urlencoded(req, res, next); // the browser's own post, without JavaScript
      if (!declaresMultipart(req)) return json(req, res, next); // any JSON; validateBody explains non-objects
      if (!form.photo) return requireJson(req, res, next); // a page of an earlier build, whose form had a photo
      multipartBody(form, uploadAnswers)(req, res, next);
    },
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const form = formOf(res);
      const locale = localeOf(res);
      const body = declaresJson(req) ? req.body : withoutEmptyHoneypot(req.body); // a form the browser sent
      const errors = validateBody(body, locale, form);
      const noPhoto = missingPhoto(form, photoOf(res), locale);
      if (noPhoto) errors.push(noPhoto);
      // Only a post that is right otherwise has its photo decoded (the costly part): anything but a picture is refused.
      const { photo, error, queueFull } =
        errors.length > 0 ? {} : await storedPhoto(form, photoOf(res), photoQueue, wordsOf(res));
      if (queueFull) {
        log('warn', 'photo queue full: post answered 503');
        busy(res, wordsOf(res).photosBusy, PHOTOS_BUSY_RETRY_AFTER_S);
        return;
      }
      if (error) errors.push(error);
      if (errors.length > 0) {
        invalid(res, errors);
        return;
      }
      const values = body as Record<string, unknown>;
      const consent = form.consent !== undefined && values[CONSENT_FIELD] === CONSENT_VALUE; // checked: the box is ticked
      // Resolves after the commit is on disk; a failed write rejects -> 500 JSON (Express 5 forwards it).
      // A database locked past the writer's wait (2 s) stored nothing: 503, try again soon or call.
      const lead = await writer
        .insert({
          ...normalizeContact(values, locale),
          ...(photo && { photo }),
          ...(consent && { consent }),
          ...(leadLanguage(res.locals.build) && { language: leadLanguage(res.locals.build) }),
        })
        .catch((error: unknown) => {
          if (!isStoreBusy(error)) throw error;
          log('warn', 'lead store busy: post answered 503', { error: error.message });
          busy(res, fill(locale.messages.busy, { phone: contractOf(res).business.phone }), BUSY_RETRY_AFTER_S);
        });
      if (!lead) return;
      if (outbox.enabled) outbox.kick();
      else
        log('info', 'lead stored; e-mail is off (SMTP_URL/LEADS_TO not set). See: npm run leads -- list', {
          leadId: lead.id,
        });
      // The browser's own post goes on to a page of its own: a reload of it asks again, never posts twice.
      if (wantsPage(req)) res.redirect(303, `${req.baseUrl}${SENT_PATH}${languageQuery(res.locals.build)}`);
      else res.status(200).json({ success: true, message: locale.messages.success, id: lead.id });
    },
  );
  // The thank-you page after a post without JavaScript, in the words of the build it was sent to.
  router.get(SENT_PATH, servable, inPostLanguage, (_req, res) => {
    sendPage(res, 200, sentPage(res, localeOf(res).messages.success));
  });

  router.all('/contact', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ success: false, message: wordsOf(res).usePost });
  });
  router.use(apiNotFound);
  router.use(apiErrors(log));
  return router;
}
