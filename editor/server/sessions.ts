// Sessions of the editor: each starts at the login page (password set) or at the address with the
// start token the editor printed (this machine only), lives in an HttpOnly, SameSite=Strict cookie
// and has its own CSRF token. A session ends when idle too long, when too old, at logout, or when
// the store is full and it is the oldest (the store never grows without bound).
import type { Request, RequestHandler, Response } from 'express';
import { newToken } from './guard';
import { t } from '../shared/i18n';

const COOKIE = 'editor_session';
const HOUR = 3_600_000;

export interface SessionSettings {
  /** A session unused this long ends (default 8 hours). */
  idleMs: number;
  /** A session ends this long after it started, used or not (default 7 days). */
  maxMs: number;
  /** At most this many sessions; starting one more ends the oldest. */
  cap: number;
  /** The clock, in milliseconds (injectable so tests can move time). */
  now: () => number;
}

interface Session {
  csrf: string;
  started: number;
  lastSeen: number;
}

export class Sessions {
  private readonly sessions = new Map<string, Session>(); // in the order they started: the first is the oldest
  private readonly settings: SessionSettings;

  constructor(settings: Partial<SessionSettings> = {}) {
    this.settings = { idleMs: 8 * HOUR, maxMs: 7 * 24 * HOUR, cap: 1000, now: Date.now, ...settings };
  }

  get size(): number {
    return this.sessions.size;
  }

  /** The CSRF token of the request's live session (and marks it used), or undefined when it has none. */
  csrfOf(req: Request): string | undefined {
    const id = cookieOf(req, COOKIE);
    const session = id ? this.sessions.get(id) : undefined;
    if (!id || !session) return undefined;
    const now = this.settings.now();
    if (now - session.lastSeen > this.settings.idleMs || now - session.started > this.settings.maxMs) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastSeen = now;
    return session.csrf;
  }

  start(req: Request, res: Response): void {
    while (this.sessions.size >= this.settings.cap) this.sessions.delete(this.sessions.keys().next().value!);
    const id = newToken();
    const now = this.settings.now();
    this.sessions.set(id, { csrf: newToken(), started: now, lastSeen: now });
    res.cookie(COOKIE, id, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
  }

  end(req: Request, res: Response): void {
    const id = cookieOf(req, COOKIE);
    if (id) this.sessions.delete(id);
    res.clearCookie(COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
  }

  /**
   * Lets through only requests of a live session (and `open` paths: the login and logged-out pages).
   * Without one the API answers 401 and a page gets `noSession` (the login page, or how to get in).
   */
  required(open: string[], noSession: RequestHandler): RequestHandler {
    return (req, res, next) => {
      if (this.csrfOf(req) || open.includes(req.path)) return next();
      if (req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.status(401).json({ error: t('server.notLoggedIn') });
        return;
      }
      noSession(req, res, next);
    };
  }
}

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
