// Reads the server's settings from environment variables, with errors that say how to fix them.
import path from 'node:path';
import type { AppOptions } from '../app.js';
import { DEFAULT_OUTBOX_STUCK_MS, DEFAULT_RATE_LIMIT } from '../app.js';
import { DEFAULT_MIN_FREE_DISK_BYTES } from './health.js';
import { DEFAULT_RETENTION_DAYS } from '../leads/retention.js';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../http/http-server.js';
import type { StoreSettings } from '../store/open-store.js';

export interface ServerConfig {
  port: number;
  host: string | undefined;
  options: Omit<AppOptions, 'logger'>;
  http: Partial<HttpLimits>;
}

export class ConfigError extends Error {}

const MB = 1024 * 1024;

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max} (got "${raw}"). Fix it or unset it to use ${fallback}.`,
    );
  }
  return value;
}

/** TRUST_PROXY like Express's "trust proxy": true/false, a hop count, or addresses/subnets ("loopback", "10.0.0.0/8"). */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw.trim() === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

const text = (raw: string | undefined) => (raw && raw.trim() !== '' ? raw.trim() : undefined);

function databaseUrl(raw: string | undefined): string | undefined {
  const url = text(raw);
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database). Unset it to keep leads in SQLite in DATA_DIR.',
    );
  }
  return url;
}

/** Where the leads are (DATA_DIR, DATABASE_URL): read alike by the server and the editor's Leads inbox. */
export function storeSettings(env: NodeJS.ProcessEnv): StoreSettings {
  return { dataDir: path.resolve(text(env.DATA_DIR) ?? 'data'), databaseUrl: databaseUrl(env.DATABASE_URL) };
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const origins = text(env.ALLOWED_ORIGINS);
  return {
    port: integer('PORT', env.PORT, 3000, 0, 65535),
    host: text(env.HOST),
    options: {
      distDir: path.resolve(text(env.DIST_DIR) ?? 'dist'),
      ...storeSettings(env),
      buildsDir: path.resolve(text(env.BUILDS_DIR) ?? 'builds'),
      retentionDays: integer('LEAD_RETENTION_DAYS', env.LEAD_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 1, 36_500),
      outboxStuckMs:
        integer('OUTBOX_STUCK_MINUTES', env.OUTBOX_STUCK_MINUTES, DEFAULT_OUTBOX_STUCK_MS / 60_000, 1, 10_080) * 60_000,
      minFreeDiskBytes:
        integer('MIN_FREE_DISK_MB', env.MIN_FREE_DISK_MB, DEFAULT_MIN_FREE_DISK_BYTES / MB, 0, 1_000_000_000) * MB,
      smtpUrl: text(env.SMTP_URL),
      leadsTo: text(env.LEADS_TO),
      mailFrom: text(env.MAIL_FROM),
      trustProxy: parseTrustProxy(text(env.TRUST_PROXY)),
      rateLimit: {
        windowMs: DEFAULT_RATE_LIMIT.windowMs,
        max: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max, 1, 1_000_000),
      },
      allowedOrigins: origins
        ? origins
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : undefined,
    },
    http: {
      maxConnectionsPerClient: integer(
        'MAX_CONNECTIONS_PER_CLIENT',
        env.MAX_CONNECTIONS_PER_CLIENT,
        DEFAULT_HTTP_LIMITS.maxConnectionsPerClient,
        0,
        1_000_000,
      ),
    },
  };
}
