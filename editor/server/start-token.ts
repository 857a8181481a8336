// The way in on this machine when no password is set: `npm run edit` prints its address with a start
// token (random each start, as Jupyter does). Opening it starts a session and sends the browser on to
// the same address without the token (the #part is kept: browsers carry it across a redirect).
// Another account on the machine, or a web page the person visits, does not know the token.
import type { RequestHandler } from 'express';
import { sameToken } from './guard';
import type { Sessions } from './sessions';
import { openPrintedAddressPage } from './login-page';
import { t } from '../shared/i18n';

export function startTokenDoor(token: string, sessions: Sessions): RequestHandler {
  return (req, res, next) => {
    const offered = req.query.token;
    if (req.method !== 'GET' || typeof offered !== 'string') return next();
    res.set('cache-control', 'no-store');
    if (!sameToken(offered, token)) {
      res
        .status(401)
        .type('html')
        .send(openPrintedAddressPage(t('login.oldToken')));
      return;
    }
    sessions.start(req, res);
    res.redirect(303, withoutToken(req.originalUrl));
  };
}

/** The same path and query without the token; always a path on this editor (never "//another.host"). */
function withoutToken(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://editor.invalid');
  url.searchParams.delete('token');
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}
