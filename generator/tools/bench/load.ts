// One HTTP load run against a loopback URL: wrk when installed (a C client, several threads: it is
// not what saturates first), otherwise autocannon spread over worker threads. Reports, never gates.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  client: string;
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const CONNECTIONS = 50;
/** As many client threads as cores: the client shares the machine with the server it measures. */
const clientThreads = () => Math.max(1, os.availableParallelism());

export async function load(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return probe.error ? autocannonLoad(url, seconds, headers) : wrkLoad(url, seconds, headers);
}

function wrkLoad(url: string, seconds: number, headers: Record<string, string>): LoadResult {
  const threads = clientThreads();
  const args = [
    '-t',
    String(threads),
    '-c',
    String(CONNECTIONS),
    '-d',
    `${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const run = spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  const text = run.stdout ?? '';
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
  if (run.status !== 0 || !Number.isFinite(rps))
    throw new Error(`wrk ${args.join(' ')} failed (${run.status}): ${(run.stderr || text).trim()}`);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(text);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'] : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const errors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(text)
      ?.slice(1)
      .reduce((sum, n) => sum + Number(n), 0) ?? 0;
  return { client: `wrk, ${threads} threads`, rps, p99Ms, non2xx, errors };
}

async function autocannonLoad(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const workers = clientThreads();
  // `workers` is missing from generator/tools/bench/autocannon.d.ts (contact.ts does not use it).
  const options = { url, connections: CONNECTIONS, duration: seconds, headers, workers } as Parameters<
    typeof autocannon
  >[0];
  const r = await autocannon(options);
  return {
    client: `autocannon, ${workers} workers (wrk not installed)`,
    rps: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
