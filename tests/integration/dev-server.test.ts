// `npm run dev`: every request re-reads site.json, so an edit shows on the next load, and a mistake
// is shown in the browser (and terminal) with its line, column and fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from '../helpers/until';

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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dev-site-'));
  siteFile = path.join(dir, 'site.json');
  await copyFile('tests/fixtures/minimal/site.json', siteFile);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // node itself, not the npx/tsx wrappers, and leading its own process group: the group kill at the end
  // also ends what it starts (Vite's esbuild service).
  child = spawn(process.execPath, ['--import', 'tsx', 'generator/dev.ts'], {
    env: { ...process.env, PORT: String(port), SITE: siteFile },
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
});

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

  it("stops with every process it started (Vite's esbuild among them): none left behind", async () => {
    expect(groupMembers(child.pid!).length).toBeGreaterThan(0);
    process.kill(-child.pid!, 'SIGTERM');
    await until(() => groupMembers(child.pid!).length === 0, 'every process of the dev server to end', 10_000, 100);
  }, 20_000);
});
