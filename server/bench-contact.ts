// Benchmark: `tsx server/bench-contact.ts [seconds]`. Starts the real app on loopback (temp SQLite,
// rate limit raised) and measures POST /api/contact (durable writes) and a static page with
// 50 connections each. Prints numbers; never fails on timing. DIST_DIR=dist to use a real build.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from './app';
import { makeFakeDist } from '../tests/integration/helpers/fake-dist';
import { VALID_BODY } from '../tests/integration/helpers/contact-body';

const seconds = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : makeFakeDist();
const { app, store, close } = createApp({ distDir, dataDir, rateLimit: { windowMs: 60_000, max: 10_000_000 }, logger: () => {} });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function run(label: string, options: Parameters<typeof autocannon>[0]) {
  const before = store.countLeads();
  const r = await autocannon({ connections: 50, duration: seconds, ...options });
  await new Promise((resolve) => setTimeout(resolve, 300)); // let the last in-flight requests land
  const rows = store.countLeads() - before;
  console.log(`${label.padEnd(32)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `2xx ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}${rows ? `  rows written ${rows} (${(rows / r.duration).toFixed(0)}/s)` : ''}`);
}

console.log(`Benchmark: 50 connections, ${seconds} s each, SQLite WAL + synchronous=FULL in ${dataDir}`);
await run('POST /api/contact (durable)', {
  url: `${base}/api/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VALID_BODY),
});
await run('GET /about (static page)', { url: `${base}/about`, headers: { 'accept-encoding': 'gzip' } });
await run('GET /about (no compression)', { url: `${base}/about` });

server.closeAllConnections();
server.close();
await close();
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.DIST_DIR) rmSync(distDir, { recursive: true, force: true });
