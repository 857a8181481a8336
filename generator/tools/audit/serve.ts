// Starts the real server (the app factory of server/app.ts) on a free loopback port over a built dist/.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';

export async function serve(distDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
  const { app, close } = await createApp({ distDir, dataDir, logger: () => undefined });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
