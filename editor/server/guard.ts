// Who may reach the editor and write through it. Loopback only unless a password is set (and then
// HTTPS, or plain HTTP only when asked for knowingly); every request must name the editor's own host;
// every write must come from the editor's own page (its Origin) and carry the session's CSRF token.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { t } from '../shared/i18n';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export const isLoopback = (host: string) => LOOPBACK.has(host);

/** Why the editor must not listen on `host`, or undefined when it may. */
export function bindRefusal(host: string, passwordHash: string | undefined): string | undefined {
  if (isLoopback(host) || passwordHash) return undefined;
  return (
    `The editor listens on 127.0.0.1 only: binding ${host} would let anyone on the network change the site. ` +
    'To reach it from elsewhere, make a password hash with `npm run edit -- --set-password` and start it with EDITOR_PASSWORD_HASH set.'
  );
}

/**
 * Why the editor must not be reached over plain HTTP from other machines, or undefined when it may:
 * the password and the session cookie would cross the network in clear text.
 */
export function plainHttpRefusal(host: string, publicUrl: URL | undefined, allowHttp: boolean): string | undefined {
  if (allowHttp || publicUrl?.protocol === 'https:') return undefined;
  const reachedFrom =
    publicUrl && !isLoopback(publicUrl.hostname.replace(/^\[|\]$/g, ''))
      ? publicUrl.host
      : !isLoopback(host)
        ? host
        : undefined;
  if (!reachedFrom) return undefined;
  return (
    `The editor would be reached from other machines (${reachedFrom}) over plain HTTP: the password and the login cookie ` +
    'would travel over the network in clear text, readable by anyone on the way. Put the editor behind an HTTPS proxy ' +
    '(docs/editor-behind-https.md) with EDITOR_HOST=127.0.0.1 and EDITOR_PUBLIC_URL=https://… (the address people open). ' +
    'Only on a network you trust, start it with EDITOR_ALLOW_HTTP=1 to accept this.'
  );
}

/** The shortest EDITOR_PROXY_KEY taken: `openssl rand -hex 32` makes 64 characters. */
const PROXY_KEY_MIN = 32;

/**
 * Why the editor must not start with this proxy key, or undefined when it may. Behind the proxy
 * EDITOR_PUBLIC_URL names, the key is how the editor tells the proxy's requests from a program on this
 * machine that writes the same headers (login-routes.ts): without it one visitor's wrong passwords
 * would count against everyone who comes through the proxy.
 */
export function proxyKeyProblem(publicUrl: URL | undefined, proxyKey: string | undefined): string | undefined {
  const make =
    'Make one with `openssl rand -hex 32`, start the editor with EDITOR_PROXY_KEY set to it, and have the proxy send it ' +
    'with each request: `header_up X-Editor-Proxy-Key <the key>` in the Caddyfile (docs/editor-behind-https.md).';
  if (!publicUrl) return undefined;
  if (!proxyKey)
    return (
      'EDITOR_PUBLIC_URL is set, so people reach the editor through a proxy, but EDITOR_PROXY_KEY is not: without it the ' +
      "editor cannot tell the proxy from another program on this machine, and one visitor's wrong passwords would " +
      `lock everyone out. ${make}`
    );
  if (proxyKey.length < PROXY_KEY_MIN)
    return `EDITOR_PROXY_KEY is ${proxyKey.length} characters long, too short to stay secret (at least ${PROXY_KEY_MIN}). ${make}`;
  return undefined;
}

/** Host names (with port) of this machine on its networks: what people type to reach an editor listening on every address. */
export function machineHosts(port: number): string[] {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.address] : []));
  return [os.hostname().toLowerCase(), ...addresses].map((address) =>
    address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`,
  );
}

export const newToken = () => randomBytes(32).toString('base64url');

export function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Writes (anything but GET and HEAD) must come from the editor's own page, its Origin: a page on another site cannot send it. */
export function originGuard(): RequestHandler {
  return (req, res, next) => {
    if (!isWrite(req.method)) return next();
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (req.get('origin') === ownOrigin) return next();
    res.status(403).json({
      error: t('server.guard.origin', { from: req.get('origin') ?? t('server.guard.noOrigin'), own: ownOrigin }),
    });
  };
}

/** Writes must carry the session's CSRF token in the X-CSRF-Token header, which only the editor's own page can read. */
export function csrfGuard(tokenOf: (req: Parameters<RequestHandler>[0]) => string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!isWrite(req.method)) return next();
    const token = tokenOf(req);
    if (token && sameToken(req.get('x-csrf-token'), token)) return next();
    res.status(403).json({ error: t('server.guard.csrf') });
  };
}

/** Only the Host names the editor listens as: a DNS-rebinding page on another name gets nothing. */
export function hostGuard(allowedHosts: () => string[]): RequestHandler {
  return (req, res, next) => {
    if (allowedHosts().includes((req.get('host') ?? '').toLowerCase())) return next();
    res.status(421).type('text').send(t('server.guard.host'));
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
