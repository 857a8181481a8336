// Who may reach the editor and write through it. Loopback only unless a password is set; every
// write must come from the editor's own page (its Origin) and carry the session's CSRF token.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export const isLoopback = (host: string) => LOOPBACK.has(host);

/** Why the editor must not listen on `host`, or undefined when it may. */
export function bindRefusal(host: string, passwordHash: string | undefined): string | undefined {
  if (isLoopback(host) || passwordHash) return undefined;
  return `The editor listens on 127.0.0.1 only: binding ${host} would let anyone on the network change the site. `
    + 'To reach it from elsewhere, make a password hash with `npm run edit -- --set-password` and start it with EDITOR_PASSWORD_HASH set.';
}

export const newToken = () => randomBytes(32).toString('base64url');

export function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Writes (anything but GET and HEAD) need the editor's own Origin and the CSRF token in the
 * X-CSRF-Token header: a page on another site can send neither. The login form needs only the Origin.
 */
export function writeGuard(tokenOf: (req: Parameters<RequestHandler>[0]) => string | undefined, tokenFreePaths: string[] = []): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (req.get('origin') !== ownOrigin) {
      res.status(403).json({ error: `Refused: this change came from ${req.get('origin') ?? 'a page that sent no Origin'}, not from the editor at ${ownOrigin}.` });
      return;
    }
    if (tokenFreePaths.includes(req.path)) return next(); // the login form: there is no session yet
    const token = tokenOf(req);
    if (!token || !sameToken(req.get('x-csrf-token'), token)) {
      res.status(403).json({ error: 'Refused: the change carried no valid CSRF token. Reload the editor and try again.' });
      return;
    }
    next();
  };
}

/** Only the Host names the editor listens as: a DNS-rebinding page on another name gets nothing. */
export function hostGuard(allowedHosts: () => string[]): RequestHandler {
  return (req, res, next) => {
    if (allowedHosts().includes((req.get('host') ?? '').toLowerCase())) return next();
    res.status(421).type('text').send('The editor answers only on the address it printed when it started.');
  };
}

export function editorHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script and no eval, ever: the forms' validator is compiled when the editor starts.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // The preview's page CSS is inline, as on the public site; scripts never are.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}
