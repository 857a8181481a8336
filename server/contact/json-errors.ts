// Error responses for the API: JSON with a message that says what to do, never a stack trace; the
// form posted by the browser itself (no JavaScript) reads the same words as a page of the site
// (contact-page.ts). Body-parser errors map to 400 / 413 / 415. The words are those of the request's
// build's language (builds/request-build.ts).
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { answer, refusedPage } from './contact-page.js';
import { describeError, type Log } from '../ops/log.js';
import { wordsOf, type ServerWords } from '../builds/request-build.js';

const BY_TYPE: Record<string, { status: number; message: keyof ServerWords }> = {
  'entity.parse.failed': { status: 400, message: 'malformedJson' },
  'entity.too.deep': { status: 400, message: 'notProcessed' }, // nested deeper than any form post (json-body.ts)
  'entity.too.large': { status: 413, message: 'tooLarge' },
  'encoding.unsupported': { status: 415, message: 'notJson' },
  'charset.unsupported': { status: 415, message: 'notJson' },
  'request.aborted': { status: 400, message: 'aborted' },
  'request.size.invalid': { status: 400, message: 'sizeMismatch' },
};

export const declaresJson = (req: Request) =>
  (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/**
 * 415 unless the request says its body is JSON (checked before the parser, which would skip it). A browser's
 * own post that ends here (a photo form's multipart, after the live form lost its photo) is told to reload.
 */
export const requireJson: RequestHandler = (req, res, next) => {
  if (declaresJson(req)) return next();
  const words = wordsOf(res);
  answer(res, 415, { success: false, message: words.notJson }, () => refusedPage(res, words.notProcessed));
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: wordsOf(res).noEndpoint });
};

export function apiErrors(log: Log): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    } // mid-response failure: end the connection, no stack dump
    const words = wordsOf(res);
    const known = BY_TYPE[(err as { type?: string }).type ?? ''];
    if (known) {
      const message = words[known.message];
      const body = { success: false, message };
      // A page says what the visitor can do: the words for a script's wrong content type are not hers.
      const said = known.status === 415 ? words.notProcessed : message;
      answer(res, known.status, known.status === 400 ? { ...body, errors: [{ field: null, message }] } : body, () =>
        refusedPage(res, said),
      );
      return;
    }
    const status = Number((err as { status?: number }).status);
    if (status >= 400 && status < 500) {
      answer(res, status, { success: false, message: words.notProcessed }, () => refusedPage(res, words.notProcessed));
      return;
    }
    log('error', 'api error', { path: req.path.slice(0, 200), error: describeError(err) });
    answer(res, 500, { success: false, message: words.storeFailed }, () => refusedPage(res, words.storeFailed));
  };
}
