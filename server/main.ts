// Entry point: `npm run serve` runs it compiled (node server-build/server/main.js); `npx tsx server/main.ts` from source.
// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, finish or hand back the mail
// being sent, close the database, exit 0.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, readConfig } from './env';
import { makeLog, stdoutLogger } from './log';

const log = makeLog(stdoutLogger);
const FORCE_CLOSE_MS = 10_000;

function start(): void {
  const { port, host, options } = readConfig(process.env);
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    log('warn', `No built site in ${options.distDir} (index.html missing): pages will 404. Run "npm run build", or set DIST_DIR.`);
  }
  if (!options.smtpUrl || !options.leadsTo) {
    const missing = [!options.smtpUrl && 'SMTP_URL', !options.leadsTo && 'LEADS_TO'].filter(Boolean).join(' and ');
    log('warn', `E-mail is off (${missing} not set): leads are stored in ${path.join(options.dataDir, 'leads.sqlite')} and logged only. Read them with "npm run leads -- list".`);
  }
  const { app, close } = createApp({ ...options, logger: stdoutLogger });
  const server = createServer(app);
  server.listen({ port, host }, () => {
    const { address, port: actual } = server.address() as AddressInfo;
    const shown = address.includes(':') ? `[${address}]` : address;
    log('info', `Listening on http://${shown === '[::]' || shown === '0.0.0.0' ? 'localhost' : shown}:${actual}`, { port: actual, distDir: options.distDir, dataDir: options.dataDir });
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
    // Keep-alive sockets become idle once their response is written; close them as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      close().then(
        () => { log('info', 'Stopped cleanly.'); process.exit(0); },
        (error: unknown) => { log('error', `Shutdown failed: ${String(error)}`); process.exit(1); },
      );
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

try {
  start();
} catch (error) {
  const message = error instanceof ConfigError ? error.message : `Could not start: ${error instanceof Error ? error.message : String(error)}`;
  log('error', message);
  process.exit(1);
}
