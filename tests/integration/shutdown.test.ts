// Graceful shutdown: on SIGTERM the server stops accepting connections, finishes the request in
// flight (here: a body still being uploaded), closes the database and exits 0. Issue 16, defect 9:
// under concurrent load every request gets an HTTP answer (200, or 503 with Connection: close), none a reset.
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
const loadDataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-load-'));
const distDir = makeFakeDist();
afterAll(() => { for (const dir of [dataDir, loadDataDir, distDir]) rmSync(dir, { recursive: true, force: true }); });

type Outcome = { status: number; connectionClose: boolean; id?: string } | { error: string };

function post(baseUrl: string, agent: http.Agent | false): Promise<Outcome> {
  const body = JSON.stringify(VALID_BODY);
  return new Promise((resolve) => {
    const req = http.request(`${baseUrl}/api/contact`, {
      method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => { text += c.toString(); });
      res.on('end', () => resolve({
        status: res.statusCode!, connectionClose: res.headers.connection === 'close',
        id: res.statusCode === 200 ? (JSON.parse(text) as { id: string }).id : undefined,
      }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** One visitor posting again and again until the server says 503 or no longer accepts connections. */
async function visitor(baseUrl: string, agent: http.Agent | false, outcomes: Outcome[]): Promise<void> {
  for (;;) {
    const outcome = await post(baseUrl, agent);
    outcomes.push(outcome);
    if ('error' in outcome || outcome.status !== 200) return;
  }
}

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

    server.proc.kill('SIGTERM'); // to the server process, as a process manager would
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

describe('graceful shutdown under load', () => {
  it('answers every request (200 stored, or 503 with Connection: close), resets none and exits 0 within the bound', async () => {
    const server = await spawnServer({ DATA_DIR: loadDataDir, DIST_DIR: distDir });
    const outcomes: Outcome[] = [];
    const agents = Array.from({ length: 12 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    // 12 visitors on keep-alive connections, 12 opening a new connection for every post.
    const visitors = [
      ...agents.map((agent) => visitor(server.baseUrl, agent, outcomes)),
      ...agents.map(() => visitor(server.baseUrl, false, outcomes)),
    ];
    await new Promise((r) => setTimeout(r, 1_500));
    const stored200sBefore = outcomes.length;
    const signalledAt = Date.now();
    server.proc.kill('SIGTERM');
    const { code } = await server.exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(visitors);
    for (const agent of agents) agent.destroy();

    const errors = outcomes.filter((o): o is { error: string } => 'error' in o).map((o) => o.error);
    const answers = outcomes.filter((o) => !('error' in o)) as { status: number; connectionClose: boolean; id?: string }[];
    const ok = answers.filter((a) => a.status === 200);
    const unavailable = answers.filter((a) => a.status === 503);
    console.log(`shutdown under load: ${ok.length} × 200, ${unavailable.length} × 503, errors: ${JSON.stringify(errors)}, exit ${code} after ${exitMs} ms`);

    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(5_000);
    expect(stored200sBefore).toBeGreaterThan(24); // the load was running when the signal came
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]); // refused = no longer accepting; never a reset
    expect(answers.every((a) => a.status === 200 || (a.status === 503 && a.connectionClose))).toBe(true);

    const db = new Database(path.join(loadDataDir, 'leads.sqlite'), { readonly: true });
    const stored = new Set(db.prepare('SELECT id FROM leads').pluck().all() as string[]);
    db.close();
    expect(ok.every((a) => stored.has(a.id!))).toBe(true); // every 200 is stored...
    expect(stored.size).toBe(ok.length); // ...and nothing is stored whose visitor got no answer
  }, 60_000);
});
