// The last error handler, for every path but the API's (contact/json-errors.ts answers those): a short
// text in the site's language instead of Express's default page with a stack.
import type { ErrorRequestHandler } from 'express';
import { wordsOf } from '../builds/request-build.js';
import { describeError, type Log } from '../ops/log.js';

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
