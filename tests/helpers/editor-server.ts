// Starts `npm run edit` (editor/server/main.ts) on a free port over a temporary copy of site.json —
// never the project's own — for the editor's API and browser tests. Its Leads inbox reads a temporary
// DATA_DIR unless env names another store.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningEditor {
  base: string; port: number; siteFile: string; versionsDir: string; output: () => string; stop: () => Promise<void>;
  /** fetch() of a path on the editor, inside its session (the same cookie a person's browser would hold). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/** fetch() bound to an editor at `base` with the session `cookie` (none while the editor needs none). */
export const sessionFetch = (base: string, cookie?: string) => (pathname: string, init: RequestInit = {}) =>
  fetch(`${base}${pathname}`, { ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string> | undefined) } });

export const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => { const { port } = server.address() as net.AddressInfo; server.close(() => resolve(port)); }).on('error', reject);
});

/** Runs the editor's entry with `env`; resolves once it prints its address or exits. */
export function runEditor(env: NodeJS.ProcessEnv, args: string[] = []): { child: ChildProcess; ready: Promise<{ code: number | null; output: string }>; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/main.ts', ...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const ready = new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setInterval(() => { if (output.includes('Site editor on')) { clearInterval(timer); resolve({ code: null, output }); } }, 100);
    child.on('exit', (code) => { clearInterval(timer); resolve({ code, output }); });
  });
  return { child, ready, output: () => output };
}

export async function startEditor(fixture = 'site.json', env: NodeJS.ProcessEnv = {}): Promise<RunningEditor> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-site-'));
  const siteFile = path.join(dir, 'site.json');
  const versionsDir = path.join(dir, 'versions');
  await copyFile(fixture, siteFile);
  const port = await freePort();
  const { child, ready, output } = runEditor({ SITE: siteFile, EDITOR_PORT: String(port), EDITOR_VERSIONS_DIR: versionsDir, DATA_DIR: path.join(dir, 'data'), ...env });
  const { code } = await ready;
  if (code !== null) throw new Error(`The editor exited (${code}) before listening:\n${output()}`);
  return {
    base: `http://127.0.0.1:${port}`, port, siteFile, versionsDir, output, fetch: sessionFetch(`http://127.0.0.1:${port}`),
    stop: async () => {
      if (child.exitCode === null) await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
