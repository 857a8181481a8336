// Starts createApp() on 127.0.0.1 with a free port, the fake dist, and a real store: SQLite in a temp
// dir, or what options name (dataDir, databaseUrl: see stores.ts).
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, type App, type AppOptions } from '../../../server/app';
import { makeFakeDist } from './fake-dist';

export interface Running extends App {
  baseUrl: string;
  port: number;
  logs: Record<string, unknown>[];
  dataDir: string;
  distDir: string;
  stop(): Promise<void>;
}

export async function startApp(options: Partial<AppOptions> = {}): Promise<Running> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'leads-'));
  const distDir = options.distDir ?? makeFakeDist();
  const logs: Record<string, unknown>[] = [];
  const app = await createApp({
    rateLimit: { windowMs: 60_000, max: 1000 },
    logger: (line) => logs.push(line as Record<string, unknown>),
    ...options,
    dataDir,
    distDir,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...app,
    logs,
    dataDir,
    distDir,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (!options.distDir) rmSync(distDir, { recursive: true, force: true });
    },
  };
}
