// The HTTP server around the app: timeouts, so slow clients can't hold connections; a cap on the
// connections one client address may hold, so one source can't use up the open-file limit; and a
// drain for SIGTERM that gives every request an HTTP answer instead of a reset; and a Retry-After on
// every 5xx answer to a POST, so a form's script (or a client's retry) knows the post may be sent again.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import onHeaders from 'on-headers';
import { API_MESSAGES } from '../../shared/contact/rules.js';
import type { ServerWords } from '../builds/request-build.js';
import { LONGEST_REQUEST_MS } from './body-deadline.js';

export interface HttpLimits {
  /**
   * The whole request, headers and body, must arrive within this: the longest photo upload's time.
   * Every other body has 15 s (body-deadline.ts, in the app).
   */
  requestTimeoutMs: number;
  /** The request headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection closes after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; more are closed at once. Browsers open at most 6 per site. */
  maxConnectionsPerClient: number;
  /** How often Node checks the two request timeouts (its default, 30 s, would let a slow body live 45 s). */
  timeoutCheckIntervalMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: LONGEST_REQUEST_MS,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 64,
  timeoutCheckIntervalMs: 1_000,
};

interface DrainTiming {
  /** Stop accepting once no connection or request arrived for this long (clients answered 503 stop coming)... */
  quietMs: number;
  /** ...or after this at the latest. */
  acceptMs: number;
  /** Connections still open this long after the drain began are closed, answered or not. */
  forceMs: number;
}

const DEFAULT_DRAIN: DrainTiming = { quietMs: 100, acceptMs: 1_000, forceMs: 10_000 };

export interface HttpServer extends Server {
  /** Graceful stop: resolves when every connection is closed. */
  drain(timing?: Partial<DrainTiming>): Promise<void>;
}

/** Seconds after which a POST that failed on our side may be sent again: a restart or a passing fault is over by then. */
const FAILED_POST_RETRY_AFTER_S = 30;

/** A 5xx answer to a POST without its own Retry-After gets one, set as its headers are written. */
function retryAfterOnFailure(this: ServerResponse): void {
  if (this.statusCode >= 500 && !this.hasHeader('Retry-After'))
    this.setHeader('Retry-After', String(FAILED_POST_RETRY_AFTER_S));
}

function unavailable(req: IncomingMessage, res: ServerResponse, restarting: string): void {
  res.statusCode = 503;
  res.setHeader('Connection', 'close');
  res.setHeader('Retry-After', '5');
  res.setHeader('Cache-Control', 'no-store');
  // JSON for the API's clients, but words for a browser posting the form itself (no JavaScript, contact-page.ts).
  const formPost =
    /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(req.headers['content-type'] ?? '') &&
    /\btext\/html\b/i.test(req.headers.accept ?? '');
  const api = req.url?.startsWith('/api/') && !formPost;
  res.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.end(api ? JSON.stringify({ success: false, message: restarting }) : restarting);
  req.resume(); // the body is not wanted; the connection closes after the answer
}

/** Closes connections beyond the cap as they arrive, before any request is read from them. */
function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** `words`: the live site's words (App.words), for the answer while it stops; English without. */
export function createHttpServer(
  app: RequestListener,
  limits: Partial<HttpLimits> = {},
  words: () => ServerWords = () => API_MESSAGES,
): HttpServer {
  const l = { ...DEFAULT_HTTP_LIMITS, ...limits };
  let draining = false;
  const inProgress = new Set<ServerResponse>();
  const server = createServer(
    {
      requestTimeout: l.requestTimeoutMs,
      headersTimeout: l.headersTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      connectionsCheckingInterval: l.timeoutCheckIntervalMs,
    },
    (req, res) => {
      if (req.method === 'POST') onHeaders(res, retryAfterOnFailure);
      if (draining) return unavailable(req, res, words().restarting);
      inProgress.add(res);
      res.once('close', () => inProgress.delete(res));
      app(req, res);
    },
  ) as HttpServer;
  if (l.maxConnectionsPerClient > 0) capConnectionsPerClient(server, l.maxConnectionsPerClient);

  let drained: Promise<void> | undefined;
  server.drain = (timing = {}) =>
    (drained ??= new Promise<void>((resolve) => {
      const t = { ...DEFAULT_DRAIN, ...timing };
      draining = true;
      // Requests already being answered finish, then close their connection.
      for (const res of inProgress) if (!res.headersSent) res.setHeader('Connection', 'close');
      const force = setTimeout(() => server.closeAllConnections(), t.forceMs);
      let quiet: NodeJS.Timeout;
      const stopAccepting = () => {
        clearTimeout(quiet);
        clearTimeout(latest);
        server.off('connection', restartQuiet).off('request', restartQuiet);
        // Closes idle keep-alive connections too; open ones close after their answer.
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
      };
      const restartQuiet = () => {
        clearTimeout(quiet);
        quiet = setTimeout(stopAccepting, t.quietMs);
      };
      const latest = setTimeout(stopAccepting, t.acceptMs);
      server.on('connection', restartQuiet).on('request', restartQuiet);
      restartQuiet();
    }));
  return server;
}
