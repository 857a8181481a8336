// The login page and form, when a password is set (EDITOR_PASSWORD_HASH). The form's body is read
// only once its Origin (checked before, in app.ts) and its size (4 KB) are right; only wrong
// passwords count toward the limit of 10 per 15 minutes, per person (a refused attempt, 429, does not).
//
// Who the person is: the socket's address, or, for a request the proxy passed on, the address the
// proxy forwarded. A program on this machine can connect to the editor directly and write any
// X-Forwarded-For, so it must not look like the proxy: only a request carrying the proxy's key
// (EDITOR_PROXY_KEY, which the proxy adds as X-Editor-Proxy-Key) is believed to come through it. A
// guesser on this machine is then one person, its socket's address, however it changes the header;
// and a visitor's wrong passwords count against that visitor's address alone, never the owner's.
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import rateLimit, { ipKeyGenerator } from 'express-rate-limit';
import { verifyPassword } from './password';
import { loginPage } from './login-page';
import { LOGIN_BODY_BYTES, refusedBySize } from './body-limits';
import type { Sessions } from './sessions';
import { t } from '../shared/i18n';

const WINDOW_MS = 15 * 60_000;
/** Wrong passwords of one person per window. */
const PER_PERSON = 10;
const PROXY_KEY_HEADER = 'x-editor-proxy-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the proxy's key (compared in constant time: the key is a secret). */
function cameThroughProxy(req: Request, proxyKey: Buffer | undefined): boolean {
  const sent = req.get(PROXY_KEY_HEADER);
  return !!proxyKey && sent !== undefined && timingSafeEqual(digest(sent), proxyKey);
}

/**
 * `proxyKey`: EDITOR_PROXY_KEY, set when the editor is reached through a proxy on this machine
 * (app.ts then believes a loopback X-Forwarded-For for req.ip).
 */
export function loginRoutes(passwordHash: string, sessions: Sessions, proxyKey?: string): Router {
  const router = Router();
  const key = proxyKey ? digest(proxyKey) : undefined;
  const failedLogins = rateLimit({
    windowMs: WINDOW_MS,
    limit: PER_PERSON,
    // The proxy's visitors and the programs that connect directly are counted apart, by the address each door saw.
    keyGenerator: (req) =>
      cameThroughProxy(req, key)
        ? `proxied ${ipKeyGenerator(req.ip ?? '')}`
        : `direct ${ipKeyGenerator(req.socket.remoteAddress ?? '')}`,
    // Only a wrong password counts: a login, a refusal (429) or a body refused for its size is taken back.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res
        .status(429)
        .type('html')
        .send(loginPage(t('login.tooMany')));
    },
  });
  router.get('/login', (_req, res) => {
    res.type('html').send(loginPage());
  });
  router.post(
    '/login',
    failedLogins,
    (req, res, next) => {
      if (!refusedBySize(req, res, LOGIN_BODY_BYTES)) next();
    },
    express.urlencoded({ extended: false, limit: LOGIN_BODY_BYTES }),
    async (req, res) => {
      if (typeof req.body?.password === 'string' && (await verifyPassword(req.body.password, passwordHash))) {
        sessions.start(req, res);
        res.redirect(303, '/');
        return;
      }
      res
        .status(401)
        .type('html')
        .send(loginPage(t('login.wrong')));
    },
  );
  return router;
}
