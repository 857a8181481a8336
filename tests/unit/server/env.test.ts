import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy, readConfig } from '../../../server/ops/env';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBeUndefined();
    expect(config.options).toMatchObject({
      distDir: path.resolve('dist'),
      buildsDir: path.resolve('builds'),
      dataDir: path.resolve('data'),
      trustProxy: false,
      rateLimit: { windowMs: 60_000, max: 5 },
    });
    expect(config.options.smtpUrl).toBeUndefined();
    expect(config.http).toEqual({ maxConnectionsPerClient: 64 });
    expect(config.options).toMatchObject({ databaseUrl: undefined, retentionDays: 730, outboxStuckMs: 30 * 60_000 });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, saying what to do', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/leads' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL.*Unset it/,
    );
    expect(() => readConfig({ LEAD_RETENTION_DAYS: '0' })).toThrow(/LEAD_RETENTION_DAYS must be a whole number/);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/leads',
      DIST_DIR: '/srv/dist',
      BUILDS_DIR: '/srv/builds',
      SMTP_URL: 'smtps://u:p@mail:465',
      LEADS_TO: 'office@x.com',
      MAIL_FROM: 'site@x.com',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '20',
      ALLOWED_ORIGINS: 'https://a.com, https://b.com',
      DATABASE_URL: 'postgres://u:p@db:5432/leads',
      LEAD_RETENTION_DAYS: '365',
      OUTBOX_STUCK_MINUTES: '10',
      MAX_CONNECTIONS_PER_CLIENT: '16',
      MIN_FREE_DISK_MB: '256',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      options: {
        distDir: '/srv/dist',
        buildsDir: '/srv/builds',
        dataDir: '/var/leads',
        smtpUrl: 'smtps://u:p@mail:465',
        leadsTo: 'office@x.com',
        mailFrom: 'site@x.com',
        trustProxy: 1,
        rateLimit: { windowMs: 60_000, max: 20 },
        allowedOrigins: ['https://a.com', 'https://b.com'],
        databaseUrl: 'postgres://u:p@db:5432/leads',
        retentionDays: 365,
        outboxStuckMs: 600_000,
        minFreeDiskBytes: 256 * 1024 * 1024,
      },
      http: { maxConnectionsPerClient: 16 },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', '2.5'],
    ['MAX_CONNECTIONS_PER_CLIENT', '-1'],
    ['MIN_FREE_DISK_MB', '-5'],
  ])('rejects %s=%s with a fix', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(
      new RegExp(`${name} must be a whole number.*got "${value.replace('.', '\\.')}"`),
    );
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('TRUST_PROXY=%s -> %s', (raw, value) => expect(parseTrustProxy(raw)).toBe(value));
});
