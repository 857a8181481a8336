// `npm run dev`: every request re-reads site.json, so an edit shows on the next load, and a mistake
// is shown in the browser (and terminal) with its line, column and fix. It listens on 127.0.0.1 only,
// and serves the site's pages, pictures and modules, never the project's other files (issue 33: the
// lead database, saved versions and the server's sources all answered 200, on every address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from '../helpers/until';
import { rawRequest } from './helpers/raw-http';

const ROOT = process.cwd();
/** Files the preview must never hand out, made in the project for this test (and removed after it). */
const SECRET = 'lead-store-bytes-never-served';
const NAME = `dev-guard-${process.pid}`;
const planted: string[] = [];
function plant(relative: string) {
  const file = path.join(ROOT, relative);
  if (!existsSync(path.dirname(file))) {
    mkdirSync(path.dirname(file), { recursive: true });
    planted.push(path.dirname(file));
  }
  writeFileSync(file, SECRET);
  planted.push(file);
}

let child: ChildProcess;
let base: string;
let siteFile: string;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  plant(`data/${NAME}.sqlite`);
  plant(`.site-versions/${NAME}.json`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dev-site-'));
  siteFile = path.join(dir, 'site.json');
  await copyFile('tests/fixtures/minimal/site.json', siteFile);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // node itself, not the npx/tsx wrappers, and leading its own process group: the group kill at the end
  // also ends what it starts (Vite's esbuild service).
  child = spawn(process.execPath, ['--import', 'tsx', 'generator/dev.ts'], {
    env: { ...process.env, PORT: String(port), SITE: siteFile, HOST: '' }, // HOST unset: its own default
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  await until(
    () => output.includes('Live preview on') || child.exitCode !== null,
    'the dev server to start',
    30_000,
    100,
  );
  expect(output).toContain('Live preview on');
}, 60_000);

/** The processes of `pid`'s process group still alive. */
const groupMembers = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-g', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  } // pgrep exits 1 when none match
};

// A safety net for a failed test: the last test stops the server gracefully and checks.
afterAll(() => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
  for (const file of planted.reverse()) rmSync(file, { recursive: true, force: true });
});

/**
 * Local addresses of the TCP sockets the processes of `pid`'s group listen on, read from /proc (the
 * kernel's own table, so no network tool need be installed): the group's socket inodes, then their
 * rows in /proc/net/tcp and tcp6 in the listening state (0A).
 */
function listeningAddresses(pid: number): string[] {
  const inodes = new Set(
    groupMembers(pid).flatMap((member) => {
      const fds = `/proc/${member}/fd`;
      try {
        return readdirSync(fds).flatMap((fd) => {
          try {
            const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(path.join(fds, fd)))?.[1];
            return inode ? [inode] : [];
          } catch {
            return []; // closed while being read
          }
        });
      } catch {
        return []; // the process has ended
      }
    }),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((row) => row.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]!))
      .map((cols) => procAddress(cols[1]!)),
  );
}

/** "0100007F:1F90" (little-endian words, hex port) → "127.0.0.1:8080"; IPv6 in its bracketed form. */
function procAddress(hex: string): string {
  const [host, port] = hex.split(':') as [string, string];
  const words = host.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  const address =
    words.length === 1
      ? words[0]!
          .match(/../g)!
          .map((byte) => parseInt(byte, 16))
          .join('.')
      : `[${words
          .join('')
          .match(/.{4}/g)!
          .map((group) => group.replace(/^0+(?=.)/, ''))
          .join(':')}]`;
  return `${address}:${parseInt(port, 16)}`;
}

describe('npm run dev', () => {
  it('serves a prerendered page wired to Vite for hot reload', async () => {
    const html = await (await fetch(`${base}/lawn-care-in-huron`)).text();
    expect(html).toContain('<title>Lawn care for Huron lakefront homes</title>');
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/src/renderer/entry-client.tsx');
  }, 60_000);

  it('shows an edit of site.json on the next request', async () => {
    const site = JSON.parse(await readFile(siteFile, 'utf8'));
    site.pages[0].blocks[0].heading = 'Freshly edited heading';
    await writeFile(siteFile, JSON.stringify(site, null, 2));
    expect(await (await fetch(`${base}/`)).text()).toContain('Freshly edited heading');
  }, 30_000);

  it('shows problems in the browser and the terminal', async () => {
    const site = JSON.parse(await readFile(siteFile, 'utf8'));
    site.pages[0].blocks[0].typo = true;
    await writeFile(siteFile, JSON.stringify(site, null, 2));
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toMatch(
      /site\.json:\d+:\d+ {2}\/pages\/0\/blocks\/0\/typo {2}\[E-PROPERTY-UNKNOWN\] (&quot;|")typo(&quot;|") is not a setting the site knows here/,
    );
    expect(output).toContain('[E-PROPERTY-UNKNOWN] "typo" is not a setting the site knows here');
  }, 30_000);

  it('listens on 127.0.0.1 only: no other address, no second port for hot reload', () => {
    expect(output).toContain(`Live preview on ${base}`);
    const addresses = listeningAddresses(child.pid!);
    expect(addresses).toEqual([`127.0.0.1:${new URL(base).port}`]);
  });

  // Each path as the red team sent it (the first six; server/env.ts is server/ops/env.ts now), and other
  // spellings of the same files. Vite would serve each that exists, so each must be the guard's 403; a
  // lead store or a dot file is refused by its name alone, wherever it is and whether or not it exists.
  const refused = [
    `/data/${NAME}.sqlite`,
    `/./data/${NAME}.sqlite`,
    `/data/%${NAME.charCodeAt(0).toString(16)}${NAME.slice(1)}.sqlite`,
    `/@fs${ROOT}/data/${NAME}.sqlite`,
    `/.site-versions/${NAME}.json`,
    '/server/ops/env.ts?raw',
    '/data/leads.sqlite',
    '/@id/data/leads.sqlite',
    '/@id/./data/leads.sqlite',
    `/%2e/data/${NAME}.sqlite`,
    `/%252e/data/${NAME}.sqlite`,
    `/src/../data/${NAME}.sqlite`,
    `/src/%2e%2e/server/ops/env.ts?raw`,
    `/data/${NAME}.sqlite?raw`,
    `/data/${NAME}.sqlite?url`,
    `/@fs${ROOT}/.site-versions/${NAME}.json`,
    `/@fs${ROOT}/server/ops/env.ts?raw`,
    `/@fs${ROOT}/package.json`,
    '/@fs/etc/passwd',
    `/@id/${ROOT}/server/ops/env.ts`,
    '/@id/./server/ops/env.ts',
    '/@id/./server/ops/env.ts?raw',
    '/@id/server/ops/env.ts',
    '/@id/src/../server/ops/env.ts',
    `/@id/./data/${NAME}.sqlite`,
    `/@id/data/${NAME}.sqlite`,
    `/@id/.site-versions/${NAME}.json`,
    `/@id/./.site-versions/${NAME}.json`,
    '/@id/./site.json',
    '/@id/./package.json',
    '/server/ops/env.ts',
    '/server/ops/env',
    '/server/ops/env.ts?import',
    '/editor/server/main.ts?raw',
    '/site.json',
    '/package.json',
    '/.env',
    '/@id/./.env',
    '/.git/config',
  ];
  it.each(refused)('refuses %s', async (asked) => {
    const { status, body } = await rawRequest(Number(new URL(base).port), 'GET', asked);
    expect(status).toBe(403);
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain('readConfig'); // server/ops/env.ts's code
  });

  it("still serves the page's own modules and Vite's client", async () => {
    for (const asked of ['/src/renderer/entry-client.tsx', '/@vite/client', '/shared/site/fill.ts'])
      expect((await fetch(`${base}${asked}`)).status, asked).toBe(200);
  });

  it("stops with every process it started (Vite's esbuild among them): none left behind", async () => {
    expect(groupMembers(child.pid!).length).toBeGreaterThan(0);
    process.kill(-child.pid!, 'SIGTERM');
    await until(() => groupMembers(child.pid!).length === 0, 'every process of the dev server to end', 10_000, 100);
  }, 20_000);
});
