// How much of a request's body the editor reads, route by route. Mounted after the Host, Origin,
// session and CSRF checks, so no body is read before a request is allowed. A body larger than its
// route allows is refused by its Content-Length before a byte is read, or, sent in chunks, by the
// parser's limit as it reads: 413 either way, never a 500 and never the whole body in memory.
// (Node closes a connection whose request body was left unread, so the rest is never waited for.)
import express, { type RequestHandler, type Response } from 'express';
import { stat } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES } from './pictures-files';
import { t } from '../shared/i18n';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../../shared/json-depth';

const MB = 1024 * 1024;
/** Any other write: a version id, a status, a name. */
const SMALL_BODY_BYTES = 64 * 1024;
export const LOGIN_BODY_BYTES = 4 * 1024;

/** The routes that receive the whole draft site: allowed a few times the size of site.json, at least 5 MB. */
const SITE_SIZED = new Set([
  '/api/site',
  '/api/check',
  '/api/advice',
  '/api/find',
  '/api/wizards/similarity',
  '/api/wizards/publish-blockers',
]);
/** Picture uploads are read by multer in pictures.ts, which stops at the picture limit with its own words; here only a declared size far beyond it is refused. */
const UPLOADS = new Set(['/api/pictures']);

async function siteSizedLimit(siteFile: string): Promise<number> {
  const bytes = await stat(siteFile).then(
    (s) => s.size,
    () => 0,
  );
  return Math.max(5 * MB, 4 * bytes);
}

/** Answers 413 when the declared Content-Length is over `limit`; true when it did. */
export function refusedBySize(req: express.Request, res: Response, limit: number): boolean {
  const declared = Number(req.get('content-length') ?? 0);
  if (!(declared > limit)) return false;
  res.status(413).json({
    error: t('server.body.tooLarge', { size: megabytes(declared), limit: megabytes(limit) }),
  });
  return true;
}

/**
 * Called by the parser with the raw bytes before it parses: nesting deeper than any site is refused
 * (400), as it could overflow the stack of what reads it. The count reads UTF-8 bytes, so any other
 * charset is refused first (415): in UTF-16 a character's bytes can be a quote (U+2200 is 00 22), and
 * the brackets after it would not be counted. The editor's own page sends UTF-8 only.
 */
const refuseDeep = (_req: unknown, _res: unknown, bytes: Buffer, charset: string) => {
  if (charset !== 'utf-8') throw Object.assign(new Error('not UTF-8'), { status: 415, type: 'charset.unsupported' });
  if (jsonDeeperThan(bytes))
    throw Object.assign(new Error('nested too deep'), { status: 400, type: 'entity.too.deep' });
};

/** Parses JSON bodies with each route's limit; other bodies (a picture's form) are left to their route. */
export function jsonBodies(siteFile: string): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  const parserFor = (limit: number) => {
    if (!parsers.has(limit)) parsers.set(limit, express.json({ limit, verify: refuseDeep }));
    return parsers.get(limit)!;
  };
  return async (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const limit = SITE_SIZED.has(req.path)
      ? await siteSizedLimit(siteFile)
      : UPLOADS.has(req.path)
        ? 2 * MAX_UPLOAD_BYTES
        : SMALL_BODY_BYTES;
    if (refusedBySize(req, res, limit)) return;
    if (UPLOADS.has(req.path)) return next();
    parserFor(limit)(req, res, next);
  };
}

const megabytes = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** An error of the body parser about the request (too large, not JSON, cut off): the sender's fault, never a 500. */
export function isBodyRefusal(error: unknown): error is { status: number; type?: string; limit?: number } {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string';
}

export function bodyRefusalWords(error: { status: number; type?: string; limit?: number }): string {
  if (error.type === 'entity.too.large') return t('server.body.overLimit', { limit: megabytes(error.limit ?? 0) });
  if (error.type === 'entity.parse.failed') return t('server.body.notJson');
  if (error.type === 'entity.too.deep') return t('server.body.tooDeep', { depth: MAX_JSON_DEPTH });
  if (error.type === 'charset.unsupported') return t('server.body.notUtf8');
  return t('server.body.unreadable', { type: error.type });
}
