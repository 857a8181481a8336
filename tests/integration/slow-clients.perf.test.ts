// Issue 16, defect 8: slow clients can't hold the server. Headers and whole requests have deadlines,
// idle keep-alive connections close, an oversized body is answered 413 as soon as its declared or
// received size passes 16 KB (then the connection closes), and one client address can hold only so
// many connections. Loopback only; tens of connections for a few seconds (limits scaled down).
// In the perf project (run alone): its subject is deadlines, each checked against the clock.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { DEFAULT_HTTP_LIMITS, createHttpServer, type HttpLimits, type HttpServer } from '../../server/http/http-server';
import { BODY_DEADLINE_MS, LONGEST_REQUEST_MS } from '../../server/http/body-deadline';
import { API_MESSAGES } from '../../shared/contact/rules';
import { VALID_BODY } from './helpers/contact-body';
import { makeFakeDist } from './helpers/fake-dist';
import { until } from '../helpers/until';

const LIMITS: HttpLimits = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  keepAliveTimeoutMs: 1_000,
  maxConnectionsPerClient: 20,
  timeoutCheckIntervalMs: 100,
};

let app: App;
let server: HttpServer;
let port: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'slow-data-'));
const distDir = makeFakeDist();

beforeAll(async () => {
  app = await createApp({ dataDir, distDir, logger: () => {}, rateLimit: { windowMs: 60_000, max: 1000 } });
  server = createHttpServer(app.app, LIMITS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

interface Conn {
  socket: net.Socket;
  received: () => string;
  closedAt: Promise<number>;
  written: () => number;
}

/** A raw TCP client: what it sends is exactly what we write; records what comes back and when it closes. */
async function connect(localAddress = '127.0.0.1'): Promise<Conn> {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let text = '';
  let written = 0;
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => {}); // a reset while still writing is part of some tests
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const write = socket.write.bind(socket);
  socket.write = ((chunk: string | Buffer, ...rest: never[]) => {
    written += chunk.length;
    return write(chunk, ...rest);
  }) as typeof socket.write;
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { socket, received: () => text, closedAt, written: () => written };
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const postHead = (headers: string) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;

async function get(pathname: string, localAddress = '127.0.0.1'): Promise<number> {
  const conn = await connect(localAddress);
  conn.socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  await conn.closedAt;
  return statusOf(conn.received());
}

describe('timeouts', () => {
  it('defaults to headers 10 s, request the longest photo upload (the app: 15 s for any other body), keep-alive 5 s, checked every second, 64 connections per address', async () => {
    const plain = createHttpServer(() => {});
    expect([plain.headersTimeout, plain.requestTimeout, plain.keepAliveTimeout]).toEqual([
      10_000,
      LONGEST_REQUEST_MS,
      5_000,
    ]);
    expect(BODY_DEADLINE_MS).toBe(15_000);
    expect(DEFAULT_HTTP_LIMITS).toMatchObject({ timeoutCheckIntervalMs: 1_000, maxConnectionsPerClient: 64 });
  });

  it('closes 15 trickling uploads with 408 at the request deadline, while others are served', async () => {
    const body = JSON.stringify(VALID_BODY);
    const slow = await Promise.all(Array.from({ length: 15 }, () => connect()));
    const started = Date.now();
    for (const c of slow) c.socket.write(postHead(`Content-Length: ${body.length}\r\n`) + body.slice(0, 5));
    const trickle = setInterval(() => {
      for (const c of slow) if (!c.socket.destroyed) c.socket.write(' ');
    }, 200);
    try {
      await sleep(300); // the point: the uploads trickle a while before another visitor asks
      expect(await get('/about')).toBe(200); // the server still answers
      const closed = await Promise.all(slow.map((c) => c.closedAt));
      for (const at of closed) expect(at - started).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
      expect(Math.min(...closed) - started).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 100);
      for (const c of slow) expect(statusOf(c.received())).toBe(408);
    } finally {
      clearInterval(trickle);
    }
  }, 15_000);

  it('closes connections whose headers never finish (or never start) at the headers deadline', async () => {
    const slow = await Promise.all(Array.from({ length: 10 }, () => connect()));
    const silent = await Promise.all(Array.from({ length: 5 }, () => connect()));
    const started = Date.now();
    for (const c of slow) c.socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    for (const at of await Promise.all(silent.map((c) => c.closedAt)))
      expect(at - started).toBeLessThan(LIMITS.headersTimeoutMs + 2_000);
    const trickle = setInterval(() => {
      for (const c of slow) if (!c.socket.destroyed) c.socket.write('a');
    }, 100);
    try {
      const closed = await Promise.all(slow.map((c) => c.closedAt));
      for (const at of closed) expect(at - started).toBeLessThan(LIMITS.headersTimeoutMs + 2_000);
      for (const c of slow) expect(statusOf(c.received())).toBe(408);
    } finally {
      clearInterval(trickle);
    }
  }, 15_000);

  it('closes an idle keep-alive connection after the keep-alive timeout and says so', async () => {
    const conn = await connect();
    conn.socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const started = Date.now();
    const closedAt = await conn.closedAt;
    expect(statusOf(conn.received())).toBe(200);
    expect(conn.received()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    // Node waits 1 s past the advertised timeout, so a client that honours the hint never races the close.
    expect(closedAt - started).toBeLessThan(LIMITS.keepAliveTimeoutMs + 1_000 + 1_000);
  }, 15_000);
});

describe('oversized bodies', () => {
  it('answers a declared 100 MB body with 413 before any of it is sent, then closes', async () => {
    const conn = await connect();
    conn.socket.write(postHead('Content-Length: 104857600\r\n'));
    const closedAt = await conn.closedAt;
    expect(statusOf(conn.received())).toBe(413);
    expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(conn.received()).toContain(JSON.stringify(API_MESSAGES.tooLarge));
    expect(closedAt).toBeGreaterThan(0);
  });

  it('answers a chunked upload with 413 as soon as 16 KB have arrived, then closes without reading the rest', async () => {
    const conn = await connect();
    conn.socket.write(postHead('Transfer-Encoding: chunked\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let stopped = false;
    void conn.closedAt.then(() => {
      stopped = true;
    });
    // Up to 100 MB, as fast as the connection takes it.
    while (!stopped && conn.written() < 100 * 1024 * 1024 && !conn.received()) {
      if (!conn.socket.write(frame)) await Promise.race([new Promise((r) => conn.socket.once('drain', r)), sleep(50)]);
    }
    await conn.closedAt;
    expect(statusOf(conn.received())).toBe(413);
    expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
    // The kernel buffers a few MB on loopback; the server read only the first 16 KB of them.
    expect(conn.written()).toBeLessThan(20 * 1024 * 1024);
    console.log(`chunked upload: 413 after the client had written ${(conn.written() / 1024).toFixed(0)} KB`);
  }, 15_000);

  it('still keeps the connection open after a small refused body that arrived whole', async () => {
    const conn = await connect();
    const body = '{"first_name":"A"}';
    conn.socket.write(postHead(`Content-Length: ${body.length}\r\n`) + body);
    await sleep(200); // the point: time for a close that must not come
    expect(statusOf(conn.received())).toBe(400);
    expect(conn.socket.destroyed).toBe(false);
    conn.socket.destroy();
  });
});

describe('connections per client address', () => {
  it('closes connections beyond the cap at once, serves other addresses, and frees slots as connections close', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnectionsPerClient }, () => connect()));
    await until(
      async () => (await openConnections()) === LIMITS.maxConnectionsPerClient,
      'the server to hold every connection',
    );
    const extra = await Promise.all(Array.from({ length: 5 }, () => connect()));
    const started = Date.now();
    for (const c of extra) expect((await c.closedAt) - started).toBeLessThan(500);
    expect(extra.every((c) => c.received() === '')).toBe(true);
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);

    expect(await get('/about', '127.0.0.2')).toBe(200); // another client is not affected

    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closedAt));
    await until(async () => (await openConnections()) === 0, "the server to free the closed connections' slots");
    expect(await get('/about')).toBe(200);
  }, 15_000);
});
