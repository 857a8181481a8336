// Reads the JSON body of a contact post, or the form as a browser posts it without JavaScript
// (application/x-www-form-urlencoded), at most `limit` bytes. raw-body instead of express.json:
// body-parser reads an oversized body to its end before it answers 413 (a 100 MB chunked upload
// was read in full), while raw-body stops reading as soon as the declared or received size passes
// the limit. The answer then closes the connection (see closeIfBodyUnread), so nothing more is read.
import contentType from 'content-type';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import getRawBody from 'raw-body';
import { jsonDeeperThan } from '../../shared/json-depth.js';

/** An error typed like body-parser's, so apiErrors answers it (415 / 400 JSON). */
const bodyError = (type: string) => Object.assign(new Error(type), { type });

function charsetOf(header: string | undefined): string {
  try {
    return (contentType.parse(header ?? '').parameters.charset ?? 'utf-8').toLowerCase();
  } catch {
    return 'utf-8';
  }
}

/** Reads the body as UTF-8 text (at most `limit` bytes), or passes the typed error on. */
function readText(req: Request, limit: number, next: (error?: unknown) => void, then: (text: string) => void): void {
  // Browsers send these bodies as plain UTF-8 (the site's pages are UTF-8): anything else is refused, not decoded.
  if (charsetOf(req.get('content-type')) !== 'utf-8') return next(bodyError('charset.unsupported'));
  if ((req.get('content-encoding') ?? 'identity').toLowerCase() !== 'identity')
    return next(bodyError('encoding.unsupported'));
  getRawBody(req, { length: req.get('content-length'), limit, encoding: 'utf-8' }, (error, text) => {
    if (error) return next(error); // typed: entity.too.large, request.aborted, request.size.invalid
    then(text);
  });
}

export function jsonBody(limit: number): RequestHandler {
  return (req, _res, next) =>
    readText(req, limit, next, (text) => {
      if (text === '') return next(); // no body: validation explains what to send
      if (jsonDeeperThan(text)) return next(bodyError('entity.too.deep')); // before parsing: nothing walks it
      try {
        req.body = JSON.parse(text) as unknown;
      } catch {
        return next(bodyError('entity.parse.failed'));
      }
      next();
    });
}

/**
 * The fields of a form the browser posted itself (urlencoded), as an object of strings, as a JSON post
 * holds them; a name sent twice (the form sends each once) is answered by `twice`.
 */
export function formBody(limit: number, twice: (res: Response) => void): RequestHandler {
  return (req, res, next) =>
    readText(req, limit, next, (text) => {
      const fields = new Map<string, string>();
      for (const [name, value] of new URLSearchParams(text)) {
        if (fields.has(name)) return twice(res);
        fields.set(name, value);
      }
      req.body = Object.fromEntries(fields); // own properties only, even for a field named __proto__ (the schema refuses it)
      next();
    });
}

/**
 * An answer given before the request body has fully arrived (a refusal, a 413) says Connection: close.
 * Otherwise Node would keep the connection alive by reading, and discarding, the rest of the body.
 */
export const closeIfBodyUnread: RequestHandler = (req, res, next) => {
  onHeaders(res, () => {
    if (!req.complete) res.setHeader('Connection', 'close');
  });
  next();
};
