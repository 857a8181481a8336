// The shutdown-under-load scenario, shared by the functional test (shutdown.test.ts: every request
// answered, none reset) and the timing one (shutdown.perf.test.ts: the exit within its bound).
// 24 visitors post again and again; after 1.5 s the server gets SIGTERM.
import http from 'node:http';
import { VALID_BODY } from './contact-body';
import { spawnServer } from './child-server';

export type Outcome = { status: number; connectionClose: boolean; id?: string } | { error: string };

function post(baseUrl: string, agent: http.Agent | false): Promise<Outcome> {
  const body = JSON.stringify(VALID_BODY);
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}/api/contact`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            connectionClose: res.headers.connection === 'close',
            id: res.statusCode === 200 ? (JSON.parse(text) as { id: string }).id : undefined,
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
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

export type Answer = { status: number; connectionClose: boolean; id?: string };

export async function shutdownUnderLoad(dataDir: string, distDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir });
  const outcomes: Outcome[] = [];
  const agents = Array.from({ length: 12 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  // 12 visitors on keep-alive connections, 12 opening a new connection for every post.
  const visitors = [
    ...agents.map((agent) => visitor(server.baseUrl, agent, outcomes)),
    ...agents.map(() => visitor(server.baseUrl, false, outcomes)),
  ];
  await new Promise((r) => setTimeout(r, 1_500)); // the point: the load runs a while before the signal
  const stored200sBefore = outcomes.length;
  const signalledAt = Date.now();
  server.proc.kill('SIGTERM');
  const { code } = await server.exited;
  const exitMs = Date.now() - signalledAt;
  await Promise.all(visitors);
  for (const agent of agents) agent.destroy();

  const errors = outcomes.filter((o): o is { error: string } => 'error' in o).map((o) => o.error);
  const answers = outcomes.filter((o) => !('error' in o)) as Answer[];
  const ok = answers.filter((a) => a.status === 200);
  const unavailable = answers.filter((a) => a.status === 503);
  console.log(
    `shutdown under load: ${ok.length} × 200, ${unavailable.length} × 503, errors: ${JSON.stringify(errors)}, exit ${code} after ${exitMs} ms`,
  );
  return { code, exitMs, stored200sBefore, errors, answers, ok };
}
