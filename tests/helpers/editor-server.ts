// Starts `npm run edit` (editor/server/main.ts) on a free port over a temporary copy of site.json —
// never the project's own — or of the small site (small-site.ts), for the editor's API and browser
// tests. Its Leads inbox reads a temporary DATA_DIR unless env names another store.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../generator/paths';
import { SMALL_SITE, writeSmallSite } from './small-site';

export interface RunningEditor {
  base: string;
  port: number;
  siteFile: string;
  versionsDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** The editor's process id (to read its memory). */
  pid: number;
  /** fetch() of a path on the editor, inside its session (the same cookie a person's browser would hold). */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The session cookie ("editor_session=…") of `fetch`; empty when a password is set (log in for one). */
  cookie: string;
  /** The start token the editor printed (none when a password is set). */
  token?: string;
  /** The address of `pathAndHash` (e.g. "/#/business") with the start token: what a browser opens to get in. */
  url: (pathAndHash?: string) => string;
}

/** fetch() bound to an editor at `base` with the session `cookie` (none while the editor needs none). */
export const sessionFetch =
  (base: string, cookie?: string) =>
  (pathname: string, init: RequestInit = {}) =>
    fetch(`${base}${pathname}`, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
    });

/** `pathAndHash` on `base` with `?token=` added before its #part. */
export function withToken(base: string, token: string | undefined, pathAndHash = '/'): string {
  if (!token) return `${base}${pathAndHash}`;
  const [pathAndQuery, ...hash] = pathAndHash.split('#');
  const joiner = pathAndQuery!.includes('?') ? '&' : '?';
  return `${base}${pathAndQuery}${joiner}token=${encodeURIComponent(token)}${hash.length ? `#${hash.join('#')}` : ''}`;
}

/** What a running editor printed and a session of its own: the printed address's token, opened as a browser would. */
export async function signedIn(
  base: string,
  output: string,
): Promise<Pick<RunningEditor, 'fetch' | 'cookie' | 'token' | 'url'>> {
  const token = /Site editor on \S*[?&]token=([\w-]+)/.exec(output)?.[1];
  let cookie = '';
  if (token) {
    const response = await fetch(withToken(base, token), { redirect: 'manual' });
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (response.status !== 303 || !cookie)
      throw new Error(`The editor's printed address did not start a session (${response.status}).`);
  }
  return {
    fetch: sessionFetch(base, cookie || undefined),
    cookie,
    token,
    url: (pathAndHash) => withToken(base, token, pathAndHash),
  };
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

/** Process groups of the editors started here and still running: ended with this process at the latest. */
const groups = new Set<number>();
process.once('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/**
 * Runs the editor's entry with `env`; resolves once it prints its address or exits. The editor leads
 * its own process group (detached), so `endEditor` ends it with what it started (a publish's build
 * runs in a child process of its own).
 */
export function runEditor(
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): { child: ChildProcess; ready: Promise<{ code: number | null; output: string }>; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/main.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const pid = child.pid;
  if (pid) {
    groups.add(pid);
    child.once('exit', () => groups.delete(pid));
  }
  const ready = new Promise<{ code: number | null; output: string }>((resolve) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes('Site editor on')) resolve({ code: null, output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      resolve({ code, output });
    });
  });
  return { child, ready, output: () => output };
}

/** Ends an editor run by `runEditor` and every process of its group (SIGTERM), once it has exited. */
export async function endEditor(child: ChildProcess): Promise<void> {
  const pid = child.pid!;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await exited;
  }
  try {
    process.kill(-pid, 'SIGTERM'); // what the editor started and left behind, if anything
  } catch {
    /* none left */
  }
}

/** The editor over a copy of `fixture` (a site.json's path), or over the small site with SMALL_SITE. */
export async function startEditor(
  fixture: string | typeof SMALL_SITE = 'site.json',
  env: NodeJS.ProcessEnv = {},
): Promise<RunningEditor> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-site-'));
  const siteFile = path.join(dir, 'site.json');
  const versionsDir = path.join(dir, 'versions');
  if (fixture === SMALL_SITE) await writeSmallSite(dir);
  else {
    await copyFile(fixture, siteFile);
    // Another business's site (an example) brings its own pictures and words files: they go beside the copy, as beside it.
    const from = path.dirname(path.resolve(fixture));
    if (from !== projectRoot) {
      if (existsSync(path.join(from, 'assets')))
        await cp(path.join(from, 'assets'), path.join(dir, 'assets'), { recursive: true });
      for (const words of (await readdir(from)).filter((name) => /^words\..+\.json$/.test(name)))
        await copyFile(path.join(from, words), path.join(dir, words));
    }
  }
  const port = env.EDITOR_PORT ? Number(env.EDITOR_PORT) : await freePort(); // a port of the caller's (a proxy's backend) is where it listens
  const { child, ready, output } = runEditor({
    SITE: siteFile,
    EDITOR_PORT: String(port),
    EDITOR_VERSIONS_DIR: versionsDir,
    DATA_DIR: path.join(dir, 'data'),
    ...env,
  });
  const { code } = await ready;
  if (code !== null) throw new Error(`The editor exited (${code}) before listening:\n${output()}`);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await endEditor(child);
    await rm(dir, { recursive: true, force: true });
  };
  return {
    base,
    port,
    pid: child.pid!,
    siteFile,
    versionsDir,
    output,
    ...(await endedIfThrows(signedIn(base, output()), stop)),
    stop,
  };
}

/** `promise`, after calling `stop` if it fails: a helper that started something and then fails leaves nothing running. */
export async function endedIfThrows<T>(promise: Promise<T>, stop: () => Promise<void>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Logs in to an editor started with a password, as its login form does; the session cookie ("editor_session=…"). */
export async function logIn(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (response.status !== 303 || !cookie) throw new Error(`Login refused (${response.status}).`);
  return cookie;
}
