// Entry point: `npm run serve` runs it compiled (node server-build/server/main.js); from source,
// `node --import tsx server/main.ts`. Not `tsx server/main.ts`: tsx's wrapper process gives the server
// 30 ms to acknowledge a relayed SIGTERM, and a server busy with requests misses that and is killed
// with SIGKILL (every open connection reset). With --import there is one process.
// Settings come from the environment (see env.ts). Which build it serves, and why, is logged at
// start by live-build.ts (a published build, dist/ when nothing was published, or none when the
// published one is missing or damaged: then readiness fails rather than an older site being served).
// SIGTERM/SIGINT: drain the HTTP server (http-server.ts: requests in progress finish, later ones get
// 503 with Connection: close, then it stops accepting), finish or hand back the mail being sent,
// close the database, exit 0.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, StoreUnwritableError } from './app.js';
import { ConfigError, readConfig } from './ops/env.js';
import { createHttpServer } from './http/http-server.js';
import { makeLog, stdoutLogger } from './ops/log.js';

const log = makeLog(stdoutLogger);

async function start(): Promise<void> {
  const { port, host, options, http } = readConfig(process.env);
  if (!options.smtpUrl || !options.leadsTo) {
    const missing = [!options.smtpUrl && 'SMTP_URL', !options.leadsTo && 'LEADS_TO'].filter(Boolean).join(' and ');
    const where = options.databaseUrl
      ? 'the PostgreSQL database in DATABASE_URL'
      : path.join(options.dataDir, 'leads.sqlite');
    log(
      'warn',
      `E-mail is off (${missing} not set): leads are stored in ${where} and logged only. Read them with "npm run leads -- list".`,
    );
  }
  const { app, close, words } = await createApp({ ...options, logger: stdoutLogger });
  const server = createHttpServer(app, http, words);
  server.listen({ port, host }, () => {
    const { address, port: actual } = server.address() as AddressInfo;
    const shown = address.includes(':') ? `[${address}]` : address;
    log('info', `Listening on http://${shown === '[::]' || shown === '0.0.0.0' ? 'localhost' : shown}:${actual}`, {
      port: actual,
      distDir: options.distDir,
      dataDir: options.dataDir,
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const hint = error.code === 'EADDRINUSE' ? ` Port ${port} is taken: stop the other server or set PORT.` : '';
    log('error', `Could not start the server: ${error.message}.${hint}`);
    void close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log('warn', `Second ${signal}: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    log('info', `${signal} received: finishing in-flight requests, then stopping.`);
    void server
      .drain()
      .then(close)
      .then(
        () => {
          log('info', 'Stopped cleanly.');
          process.exit(0);
        },
        (error: unknown) => {
          log('error', `Shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StoreUnwritableError;
  log('error', known ? error.message : `Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
