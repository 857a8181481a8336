// Express (server/, as `npm start` runs it) and nginx serving the same dist/ in one run, each loaded
// in turn by the same client (load.ts) on GET <path> with Accept-Encoding: gzip. Like for like: both
// send the page from the same `.gz` file, written here beside every page (nginx: gzip_static;
// Express: static-site.ts sends a `.gz` it finds beside a file, from memory after the first read).
// What still differs is reported beside the numbers: the response headers each one sends.
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../../paths';
import { load, type LoadResult } from './load';
import { answering, startNginx, type RunningServer } from './nginx';

export interface Served {
  name: string;
  runs: LoadResult[];
  bodyBytes: number;
  headers: string[];
}
export interface ServeResult {
  path: string;
  servers: Served[];
  notRun: string[];
}

/** Rounds of one run per server, taking turns: a burst of other work on a shared machine then shows as a spread, not as one server's loss. */
export const ROUNDS = 2;

/** `<page>.gz` beside every page of `distDir` (the build leaves pages to the server to compress). */
function gzipPages(distDir: string): number {
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /(^|\/)(index|404)\.html$/.test(f),
  );
  for (const page of pages)
    writeFileSync(path.join(distDir, `${page}.gz`), gzipSync(readFileSync(path.join(distDir, page)), { level: 9 }));
  return pages.length;
}

/** The app of server/app.ts in a child process of its own (generator/tools/bench/contact.ts --serve: temp SQLite, no log output). */
async function startExpress(distDir: string, probePath: string): Promise<RunningServer | { missing: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const child = fork(path.join(projectRoot, 'generator/tools/bench/contact.ts'), ['--serve', distDir, dataDir], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  const port = await new Promise<number | null>((resolve) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', () => resolve(null));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  if (port === null || !(await answering(base + probePath, () => child.exitCode !== null))) {
    await stop();
    return { missing: 'the Express app did not start (see the lines above)' };
  }
  return { name: 'Express', base, stop };
}

/** The header names of one response (Date aside), and the length of its body. */
function probe(url: string): Promise<{ headers: string[]; bodyBytes: number; encoding?: string }> {
  // node:http, not fetch: fetch would decompress the body.
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bodyBytes = 0;
        response.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            headers: Object.keys(response.headers)
              .filter((h) => h !== 'date')
              .sort(),
            bodyBytes,
            encoding: response.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

export async function serveBench(distDir: string, pagePath: string, seconds: number): Promise<ServeResult> {
  gzipPages(distDir);
  const result: ServeResult = { path: pagePath, servers: [], notRun: [] };
  const running: RunningServer[] = [];
  try {
    for (const start of [startExpress, startNginx]) {
      const server = await start(distDir, pagePath);
      if ('missing' in server) {
        result.notRun.push(server.missing);
        continue;
      }
      running.push(server);
      const first = await probe(server.base + pagePath);
      if (first.encoding !== 'gzip')
        throw new Error(
          `${server.name} answered ${pagePath} with content-encoding ${first.encoding}, not gzip: not like for like.`,
        );
      await load(server.base + pagePath, 1, GZIP); // warm-up: first reads, JIT
      result.servers.push({ name: server.name, runs: [], bodyBytes: first.bodyBytes, headers: first.headers });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, server] of running.entries())
        result.servers[i]!.runs.push(await load(server.base + pagePath, seconds, GZIP));
    }
  } finally {
    for (const server of running) await server.stop();
  }
  return result;
}

const GZIP = { 'accept-encoding': 'gzip' };
