// The login page and form, when a password is set (EDITOR_PASSWORD_HASH). The form's body is read
// only once its Origin (checked before, in app.ts) and its size (4 KB) are right; only failed
// attempts count toward the limit of 10 per 15 minutes, per person.
//
// Who the person is: the socket's address, or, behind the proxy EDITOR_PUBLIC_URL names (app.ts
// trusts loopback), the address the proxy forwarded. A program on this machine can connect to the
// editor directly and write any X-Forwarded-For, and it looks just like the proxy, so the forwarded
// address alone would let it guess without end by changing it each time: failed logins are also
// counted by the socket's address, shared by everyone who comes through the proxy, up to a few times
// a person's limit (people behind the proxy rarely mistype together; a guesser is stopped).
import express, { Router, type Request } from 'express';
import rateLimit, { ipKeyGenerator } from 'express-rate-limit';
import { verifyPassword } from './password';
import { loginPage } from './login-page';
import { LOGIN_BODY_BYTES, refusedBySize } from './body-limits';
import type { Sessions } from './sessions';
import { t } from '../shared/i18n';

const WINDOW_MS = 15 * 60_000;
/** Failed logins of one person per window. */
const PER_PERSON = 10;
/** Failed logins through one socket address per window, when the proxy's forwarded address was believed. */
const PER_SOCKET = 3 * PER_PERSON;

/** The address the connection itself came from (never a header). */
const socketAddress = (req: Request) => req.socket.remoteAddress ?? 'unknown';

export function loginRoutes(passwordHash: string, sessions: Sessions): Router {
  const router = Router();
  const limitOf = (limit: number, more: Partial<Parameters<typeof rateLimit>[0]> = {}) =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => {
        res
          .status(429)
          .type('html')
          .send(loginPage(t('login.tooMany')));
      },
      ...more,
    });
  const failedLogins = limitOf(PER_PERSON); // by req.ip: the socket, or what the trusted proxy forwarded
  const failedThroughSocket = limitOf(PER_SOCKET, {
    keyGenerator: (req) => ipKeyGenerator(socketAddress(req)),
    skip: (req) => req.ip === socketAddress(req), // no forwarded address believed: the limit per person is this one
  });
  router.get('/login', (_req, res) => {
    res.type('html').send(loginPage());
  });
  router.post(
    '/login',
    failedThroughSocket,
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
