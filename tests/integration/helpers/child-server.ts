// Runs the real entry point (`node --import tsx server/main.ts`) as a child process, as production does.
// detached: the child leads its own process group, so a signal to the group reaches all of it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ChildServer {
  proc: ChildProcess;
  port: number;
  baseUrl: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signal to the whole process group, e.g. SIGKILL for a crash. */
  killGroup(signal: NodeJS.Signals): void;
}

/** `command` and `cwd` default to the development entry; the production-install test runs `npm run serve` in its own folder. */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  { command = [process.execPath, '--import', 'tsx', 'server/main.ts'], cwd = ROOT } = {},
): Promise<ChildServer> {
  // Not the npm_* settings of the npm that started the tests either (they would reach `npm run serve`).
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !['SMTP_URL', 'LEADS_TO', 'MAIL_FROM', 'TRUST_PROXY', 'PORT'].includes(k) && !k.startsWith('npm_'),
    ),
  );
  const [program, ...args] = command;
  const proc = spawn(program!, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...clean, HOST: '127.0.0.1', PORT: '0', RATE_LIMIT_MAX: '1000000', ...env },
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let buffer = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const port = (JSON.parse(line) as { port?: number }).port;
        if (port) {
          clearTimeout(timer);
          resolve(port);
        }
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => lines.push(`[stderr] ${chunk.toString()}`));
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${lines.join('\n')}`));
    });
  });
  return {
    proc,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    exited,
    killGroup(signal) {
      try {
        process.kill(-proc.pid!, signal);
      } catch {
        /* already gone */
      }
    },
  };
}
