// Structured logging: one JSON object per line. JSON.stringify escapes newlines and quotes,
// so nothing a visitor sends can start a forged line; request bodies are never logged.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export type Logger = (line: object) => void;
export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

export const stdoutLogger: Logger = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

export function makeLog(logger: Logger): Log {
  return (level, msg, fields = {}) => logger({ time: new Date().toISOString(), level, msg, ...fields });
}

const MAX_PATH = 200;

/** Logs method, path (no query: it may hold personal data), status, duration and a request id. */
export function requestLog(log: Log): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log('info', 'request', {
        method: req.method,
        path: (req.originalUrl.split('?')[0] ?? '').slice(0, MAX_PATH),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        requestId,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    next();
  };
}

/** A short, single-line description of an error for logs and the outbox (no stack, bounded length). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return [code, responseCode, error.message].filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 300);
}
