// nginx serving the live build as server/README.md describes: pages and files straight from the
// symlink builds/live, `/api/` (and hashed files of earlier builds) from the Express server. On a
// loopback port with its own prefix, config and pid in a temp folder, never the system service.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answering, freePort, type RunningServer } from '../../generator/tools/bench/nginx';
import { LIVE_LINK } from '../../shared/builds';

/** The server block of server/README.md, with the test's folder, port and Express address. */
export function liveSiteServer({
  buildsDir,
  port,
  express,
}: {
  buildsDir: string;
  port: number;
  express: string;
}): string {
  return `
  server {
    listen 127.0.0.1:${port};
    root ${path.join(buildsDir, LIVE_LINK)};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html;
    location ~ /\\. { return 404; }
    location ~ ^/(assets|img)/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri @express;
    }
    location /api/ { proxy_pass ${express}; proxy_set_header Host $host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme; }
    location @express { proxy_pass ${express}; proxy_set_header Host $host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; }
  }`;
}

/** Starts nginx in front of `express` (its base URL) serving `buildsDir`/live; resolves once /api/health/live answers through it. */
export async function startLiveNginx(buildsDir: string, express: string): Promise<RunningServer> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'live-nginx-'));
  const port = await freePort();
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  ${liveSiteServer({ buildsDir, port, express })}
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null)
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      });
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  if (!(await answering(`${base}/api/health/live`, () => child.exitCode !== null))) {
    await stop();
    throw new Error(`nginx did not start: ${stderr.trim()}`);
  }
  return { name: 'nginx', base, stop };
}
