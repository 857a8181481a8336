// Graceful shutdown: on SIGTERM the server stops accepting connections, finishes the request in
// flight (here: a body still being uploaded), closes the database and exits 0.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_BODY } from './helpers/contact-body';
import { spawnServer } from './helpers/child-server';
import { makeFakeDist } from './helpers/fake-dist';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-data-'));
const distDir = makeFakeDist();
afterAll(() => { rmSync(dataDir, { recursive: true, force: true }); rmSync(distDir, { recursive: true, force: true }); });

describe('graceful shutdown', () => {
  it('on SIGTERM finishes in-flight requests, refuses new ones and exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir });
    // An idle keep-alive connection must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve) => http.get(`${server.baseUrl}/about`, { agent }, (res) => { res.resume(); res.on('end', resolve); }));

    const body = JSON.stringify(VALID_BODY);
    let answer: { status: number; text: string } | undefined;
    const inFlight = http.request(`${server.baseUrl}/api/contact`, {
      method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => { text += c.toString(); });
      res.on('end', () => { answer = { status: res.statusCode!, text }; });
    });
    inFlight.write(body.slice(0, 40)); // headers and half the body are sent: the request is in flight
    await new Promise((r) => setTimeout(r, 200));

    server.proc.kill('SIGTERM'); // to tsx, as a process manager would; tsx relays it to the server
    await new Promise((r) => setTimeout(r, 400));
    await expect(fetch(`${server.baseUrl}/about`)).rejects.toThrow(); // no longer accepting

    inFlight.end(body.slice(40));
    const { code } = await server.exited;
    agent.destroy();
    expect(code).toBe(0);
    expect(answer?.status).toBe(200);
    const { id } = JSON.parse(answer!.text) as { id: string };

    const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
    expect(db.prepare('SELECT count(*) FROM leads WHERE id = ?').pluck().get(id)).toBe(1);
    db.close();

    const logged = server.lines.filter((l) => !l.startsWith('[stderr]')).map((l) => JSON.parse(l) as { msg: string });
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining([
      'SIGTERM received: finishing in-flight requests, then stopping.', 'Stopped cleanly.',
    ]));
    expect(logged.some((l) => l.msg.startsWith('E-mail is off'))).toBe(true);
  }, 60_000);
});
