// The login page and form, when a password is set (EDITOR_PASSWORD_HASH). The form's body is read
// only once its Origin (checked before, in app.ts) and its size (4 KB) are right; only failed
// attempts count toward the limit of 10 per 15 minutes.
import express, { Router } from 'express';
import rateLimit from 'express-rate-limit';
import { verifyPassword } from './password';
import { loginPage } from './login-page';
import { LOGIN_BODY_BYTES, refusedBySize } from './body-limits';
import type { Sessions } from './sessions';
import { t } from '../shared/i18n';

export function loginRoutes(passwordHash: string, sessions: Sessions): Router {
  const router = Router();
  const failedLogins = rateLimit({
    windowMs: 15 * 60_000,
    limit: 10,
    skipSuccessfulRequests: true,
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
