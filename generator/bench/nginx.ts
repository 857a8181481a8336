// nginx serving the same dist/ on a loopback port, measured like server/bench-contact.ts measures the
// Express static page (autocannon, 50 connections, gzip). Its own prefix, config and pid in a temp
// folder; stopped afterwards. Reports why it could not run when nginx is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export type NginxResult = { version: string; rps: number; p99: number; non2xx: number } | { missing: string };

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  }).on('error', reject);
});

function config(prefix: string, distDir: string, port: number): string {
  // Like server/static-site.ts: /path serves /path/index.html, unknown paths the 404 page; gzip on the fly.
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
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript application/json image/svg+xml;
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

export async function nginxBench(distDir: string, seconds: number): Promise<NginxResult> {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) return { missing: 'nginx is not installed (Debian: apt-get install -y nginx)' };
  const version = (probe.stderr || probe.stdout).trim().replace(/^nginx version: nginx\//, '');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  mkdirSync(path.join(prefix, 'logs'));
  writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix, path.resolve(distDir), port));
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  try {
    const url = `http://127.0.0.1:${port}/about`;
    for (let i = 0; ; i++) { // wait until it answers (at most 5 s)
      try { if ((await fetch(url)).ok) break; } catch { /* not up yet */ }
      if (i > 50 || child.exitCode !== null) return { missing: `nginx did not start: ${stderr.trim().split('\n').pop() ?? ''}` };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const r = await autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
    return { version, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx };
  } finally {
    child.kill('SIGQUIT');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(prefix, { recursive: true, force: true });
  }
}
