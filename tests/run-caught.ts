// A command whose output is caught and printed whole when it ends, with its time: for commands that
// run beside others (npm test's checks two at a time, test:quick's all at once), so outputs never mix.
import { spawn } from 'node:child_process';

export function runCaught(name: string, command: string, args: string[]): Promise<{ ok: boolean; seconds: number }> {
  console.log(`· ${name} started`);
  const started = performance.now();
  const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...color } });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean, why = '') => {
      const seconds = (performance.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString().replace(/\n$/, '');
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${output ? `\n${output}` : ''}${why}`);
      console.log(`◀ ${name}: ${ok ? 'ok' : 'failed'} in ${seconds.toFixed(1)} s`);
      resolve({ ok, seconds });
    };
    child.on('error', (error) => done(false, `\n${error.message}`));
    child.on('close', (code) => done(code === 0));
  });
}
