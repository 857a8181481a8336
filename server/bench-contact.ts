// Benchmark: `tsx server/bench-contact.ts [seconds]`. Runs the real app in a child process on
// loopback (temp SQLite, rate limit raised) and drives it from this process with autocannon,
// 50 connections: POST /api/contact (durable writes) and a static page. Prints numbers; never
// fails on timing. DIST_DIR=dist benchmarks a real build instead of the small fake one.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { DB_FILE } from './store/sqlite-core';
import { createApp } from './app';
import { makeFakeDist } from '../tests/integration/helpers/fake-dist';
import { VALID_BODY } from '../tests/integration/helpers/contact-body';

async function serve(distDir: string, dataDir: string): Promise<void> {
  const { app, close } = await createApp({ distDir, dataDir, rateLimit: { windowMs: 60_000, max: 10_000_000 }, logger: () => {} });
  const server = app.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.once('SIGTERM', () => { server.closeAllConnections(); server.close(() => void close().then(() => process.exit(0))); });
}

async function drive(seconds: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : makeFakeDist();
  const child = fork(fileURLToPath(import.meta.url), ['--serve', distDir, dataDir], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { port: number }).port)));
  const base = `http://127.0.0.1:${port}`;
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true }); // WAL: reads beside the server's writes
  const leads = async () => db.prepare('SELECT count(*) FROM leads').pluck().get() as number;

  const run = async (label: string, options: Parameters<typeof autocannon>[0]) => {
    const before = await leads();
    const r = await autocannon({ connections: 50, duration: seconds, ...options });
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the last in-flight requests land
    const rows = (await leads()) - before;
    console.log(`${label.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   ` +
      `p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}` +
      (rows ? `   rows committed ${rows} (${(rows / seconds).toFixed(0)}/s)` : ''));
  };

  console.log(`Benchmark: 50 connections, ${seconds} s each; server in its own process; SQLite WAL + synchronous=FULL`);
  await run('POST /api/contact (durable)', {
    url: `${base}/api/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VALID_BODY),
  });
  await run('GET /about (gzip)', { url: `${base}/about`, headers: { 'accept-encoding': 'gzip' } });
  await run('GET /about (identity)', { url: `${base}/about` });

  db.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.DIST_DIR) rmSync(distDir, { recursive: true, force: true });
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, process.argv[4]!);
else await drive(Number(process.argv[2] ?? 5));
