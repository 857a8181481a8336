// nginx serving a dist/ on a loopback port, set up like server/http/static-site.ts serves it: /path is
// /path/index.html, unknown paths the 404 page, and pages sent from the `.gz` files beside them
// (gzip_static; nothing is compressed on the fly). Its own prefix, config and pid in a temp folder,
// never the system service; stopped by stop(). Says why it could not run when nginx is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  name: string;
  base: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });

function config(prefix: string, distDir: string, port: number): string {
  return `worker_processes auto;
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip off;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${distDir};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html;
  }
}
`;
}

/** Waits until `url` answers 200 (at most 10 s) or the process has exited. */
export async function answering(url: string, exited: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !exited(); i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export async function startNginx(distDir: string, probePath: string): Promise<RunningServer | { missing: string }> {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) return { missing: 'nginx is not installed (Debian: apt-get install -y nginx)' };
  const version = (probe.stderr || probe.stdout).trim().replace(/^nginx version: nginx\//, '');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  mkdirSync(path.join(prefix, 'logs'));
  writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix, path.resolve(distDir), port));
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  if (!(await answering(base + probePath, () => child.exitCode !== null))) {
    await stop();
    return { missing: `nginx did not start: ${stderr.trim().split('\n').pop() ?? ''}` };
  }
  return { name: `nginx ${version}`, base, stop };
}
