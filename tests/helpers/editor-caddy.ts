// Caddy (Debian's `caddy` package) as a real HTTPS proxy for tests, with its own CA (`tls internal`):
// on free loopback ports, its data and config in a temporary folder (never the system's), no admin
// endpoint. `request` trusts only that CA's root certificate.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './editor-server';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
export interface RunningCaddy {
  /** The https:// origin (https://localhost:<port>) proxied to each backend port, in order. */
  origins: string[];
  /** A request through Caddy to `url`, trusting Caddy's root certificate (and nothing else of this machine's). */
  request: (method: string, url: string, headers?: Record<string, string>, body?: string) => Promise<HttpsAnswer>;
  stop: () => Promise<void>;
}

const CADDY = '/usr/bin/caddy';

export function caddyMissing(): string | undefined {
  const found = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return found.status === 0
    ? undefined
    : 'This test needs Caddy, the HTTPS proxy the docs show (docs/editor-behind-https.md). Install it: sudo apt-get install caddy (or see https://caddyserver.com/docs/install).';
}

/** A backend: its port, and the headers Caddy sets on each request it passes on (`header_up`), as the docs' Caddyfile does for the editor's key. */
export type Backend = number | { port: number; headerUp: Record<string, string> };

/** Starts Caddy with one https://localhost:<free port> site per backend, each `reverse_proxy 127.0.0.1:<backend>`. */
export async function startCaddy(backends: Backend[]): Promise<RunningCaddy> {
  const backendPorts = backends.map((b) => (typeof b === 'number' ? b : b.port));
  const headersUp = backends.map((b) =>
    typeof b === 'number'
      ? ''
      : ` {\n${Object.entries(b.headerUp)
          .map(([name, value]) => `\t\theader_up ${name} ${value}\n`)
          .join('')}\t}`,
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-caddy-'));
  const ports = await Promise.all(backendPorts.map(() => freePort()));
  const origins = ports.map((port) => `https://localhost:${port}`);
  const caddyfile = `{
	admin off
	auto_https disable_redirects
	skip_install_trust
	http_port ${await freePort()}
	storage file_system ${path.join(dir, 'data', 'caddy')}
}
${backendPorts
  .map(
    (backend, i) => `${origins[i]} {
	bind 127.0.0.1
	tls internal
	reverse_proxy 127.0.0.1:${backend}${headersUp[i]}
}`,
  )
  .join('\n')}
`;
  await writeFile(path.join(dir, 'Caddyfile'), caddyfile);
  const env = {
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
  };
  const child: ChildProcess = spawn(
    existsSync(CADDY) ? CADDY : 'caddy',
    ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rootCert = path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');

  let ca: string | undefined;
  const request = (method: string, url: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<HttpsAnswer>((resolve, reject) => {
      const { hostname, port, pathname, search } = new URL(url);
      const req = https.request(
        {
          host: '127.0.0.1',
          servername: hostname,
          port,
          method,
          path: pathname + search,
          ca,
          agent: false,
          headers: { host: `${hostname}:${port}`, ...headers },
        },
        (res) => {
          let text = '';
          res
            .setEncoding('utf8')
            .on('data', (chunk) => {
              text += chunk;
            })
            .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  // Ready once every site answers over TLS with a certificate of Caddy's own CA.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited (${child.exitCode}):\n${output}`);
    try {
      ca ??= await readFile(rootCert, 'utf8');
      for (const origin of origins) await request('HEAD', `${origin}/`);
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Caddy did not answer over HTTPS in 60 s (${(error as Error).message}):\n${output}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origins,
    request,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
