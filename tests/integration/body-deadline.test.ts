// A body has 15 s to arrive (scaled down here), as before photos: the server's own deadline for a whole
// request is now the longest photo upload's, so the app answers any other slow body 408 and closes the
// connection; a photo post gets more time by its declared size (a weak mobile signal: 64 KB/s).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyDeadline } from '../../server/http/body-deadline';

const DEADLINE_MS = 300;
let server: net.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(bodyDeadline((req) => req.path === '/photo', DEADLINE_MS));
  app.post(['/json', '/photo'], (req, res) => {
    req.resume();
    req.on('end', () => res.json({ ok: true }));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends the head and the first bytes of a body of `length`; the rest when `finish` is called. */
function trickle(path: string, length: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const started = Date.now();
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\nxx`);
  return { closed, received: () => received, finish: () => socket.end('x'.repeat(length - 2)) };
}

describe('body deadline', () => {
  it('answers a body still arriving at the deadline with 408 and closes the connection', async () => {
    const slow = trickle('/json', 100);
    const after = await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 .*\r\nConnection: close\r\n/s);
    expect(after).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(after).toBeLessThan(DEADLINE_MS + 1_000);
  });

  it('gives a photo post more time by its declared size, and serves it once it has arrived', async () => {
    const photo = trickle('/photo', 64 * 1024); // one second more at the slowest allowed speed
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS + 300));
    expect(photo.received()).toBe(''); // still waiting for the body
    photo.finish();
    await photo.closed;
    expect(photo.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
