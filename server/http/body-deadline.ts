// How long a request's body may take to arrive. A photo on a weak mobile connection takes a minute or
// more, so Node's deadline for a whole request (http-server.ts, requestTimeout) is the longest photo
// upload's; every other body still has BODY_DEADLINE_MS, as before photos, enforced here: a request
// whose body has not arrived by then is answered 408 and its connection closed. A photo post (multipart,
// to a form with a photo upload) gets more time by its declared size, at MIN_UPLOAD_BYTES_PER_S.
import type { Request, RequestHandler, Response } from 'express';
import { PHOTO_MAX_MEGABYTES, megabytes } from '../../shared/contact/form.js';

/** Any body but a photo's: 16 KB at most, so 15 s is plenty for the slowest honest client. */
export const BODY_DEADLINE_MS = 15_000;
/** The slowest a photo may arrive: 512 kbit/s, a weak mobile signal. */
const MIN_UPLOAD_BYTES_PER_S = 64 * 1024;
/** The text fields, part headers and boundaries around the largest photo. */
const FORM_AROUND_PHOTO_BYTES = 32 * 1024;

/** How long `bytes` take at the slowest speed a photo may come at. */
const transferMs = (bytes: number) => Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_S) * 1000);

/** The whole request's deadline (Node's requestTimeout): the largest photo a site may accept, at the slowest speed. */
export const LONGEST_REQUEST_MS =
  BODY_DEADLINE_MS + transferMs(megabytes(PHOTO_MAX_MEGABYTES) + FORM_AROUND_PHOTO_BYTES);

const hasBody = (req: Request) => req.get('transfer-encoding') !== undefined || Number(req.get('content-length')) > 0;

/**
 * Answers 408 (and closes the connection) when a body has not arrived in time. `photoPost`: whether
 * the request may be a photo upload, whose time grows with its declared Content-Length.
 */
export function bodyDeadline(
  photoPost: (req: Request, res: Response) => boolean,
  deadlineMs = BODY_DEADLINE_MS,
): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req)) return next();
    const declared = Number(req.get('content-length'));
    const allowed = photoPost(req, res) && declared > 0 ? deadlineMs + transferMs(declared) : deadlineMs;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) res.status(408).setHeader('Connection', 'close').end();
      else req.socket.destroy(); // answered already (a refusal), and the body still trickles in
    }, allowed);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.once('end', stop).once('close', stop);
    next();
  };
}
