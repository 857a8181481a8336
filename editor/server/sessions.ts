// Sessions of the editor. Without a password (loopback only) there is one, open to the local user;
// with EDITOR_PASSWORD_HASH a session starts at the login page and lives in an HttpOnly,
// SameSite=Strict cookie. Each session has its own CSRF token.
import type { Request, RequestHandler, Response } from 'express';
import { newToken } from './guard';

const COOKIE = 'editor_session';

export class Sessions {
  private readonly tokens = new Map<string, string>();
  private readonly localToken = newToken();

  constructor(readonly passwordRequired: boolean) {}

  /** The CSRF token of the request's session, or undefined when it has none. */
  csrfOf(req: Request): string | undefined {
    if (!this.passwordRequired) return this.localToken;
    const id = cookieOf(req, COOKIE);
    return id ? this.tokens.get(id) : undefined;
  }

  start(req: Request, res: Response): void {
    const id = newToken();
    this.tokens.set(id, newToken());
    res.cookie(COOKIE, id, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
  }

  /** Sends a request without a session to the login page (pages) or answers 401 (API). */
  required(): RequestHandler {
    return (req, res, next) => {
      if (this.csrfOf(req) || req.path === '/login') return next();
      if (req.path.startsWith('/api/')) { res.status(401).json({ error: 'Log in first: open the editor\'s address and enter the password.' }); return; }
      res.redirect(303, '/login');
    };
  }
}

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
