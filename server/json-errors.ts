// Error responses for the API: always JSON with a message that says what to do, never an HTML
// page or a stack trace. Body-parser errors map to 400 / 413 / 415. The words are the live site's
// language's (words.ts).
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { describeError, type Log } from './log.js';
import { wordsOf, type ServerWords } from './words.js';

const BY_TYPE: Record<string, { status: number; message: keyof ServerWords }> = {
  'entity.parse.failed': { status: 400, message: 'malformedJson' },
  'entity.too.large': { status: 413, message: 'tooLarge' },
  'encoding.unsupported': { status: 415, message: 'notJson' },
  'charset.unsupported': { status: 415, message: 'notJson' },
  'request.aborted': { status: 400, message: 'aborted' },
  'request.size.invalid': { status: 400, message: 'sizeMismatch' },
};

export const declaresJson = (req: Request) =>
  (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** 415 unless the request says its body is JSON (checked before the parser, which would skip it). */
export const requireJson: RequestHandler = (req, res, next) => {
  if (declaresJson(req)) return next();
  res.status(415).json({ success: false, message: wordsOf(res).notJson });
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
    const known = BY_TYPE[(err as { type?: string }).type ?? ''];
    if (known) {
      const message = wordsOf(res)[known.message];
      const body = { success: false, message };
      res.status(known.status).json(known.status === 400 ? { ...body, errors: [{ field: null, message }] } : body);
      return;
    }
    const status = Number((err as { status?: number }).status);
    if (status >= 400 && status < 500) {
      res.status(status).json({ success: false, message: wordsOf(res).notProcessed });
      return;
    }
    log('error', 'api error', { path: req.path.slice(0, 200), error: describeError(err) });
    res.status(500).json({ success: false, message: wordsOf(res).storeFailed });
  };
}

/** Last resort for non-API paths: a short text answer instead of Express's default page with a stack. */
export function siteErrors(log: Log): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = Number((err as { status?: number }).status);
    if (!(status >= 400 && status < 500))
      log('error', 'site error', { path: req.path.slice(0, 200), error: describeError(err) });
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text')
      .send(wordsOf(res).pageFailed);
  };
}
