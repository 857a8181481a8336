// The worker thread that owns the SQLite connection. Calls arrive as messages and run one at a time;
// each carries a deadline, so waiting for another process's lock is bounded and happens here, never
// on the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteCore } from './sqlite-core.js';

export interface SqliteCall {
  seq: number;
  method: keyof SqliteCore;
  args: unknown[];
  deadline: number;
}
export type SqliteReply = { seq: number; result: unknown } | { seq: number; error: { message: string; code?: string } };

const { dataDir, mustExist } = workerData as { dataDir: string; mustExist: boolean };
const port = parentPort!;

try {
  const core = new SqliteCore(dataDir, { mustExist });
  port.postMessage({ ready: true });
  port.on('message', ({ seq, method, args, deadline }: SqliteCall) => {
    try {
      core.waitUntil(deadline);
      const result = (core[method] as (...a: unknown[]) => unknown)(...args);
      port.postMessage({ seq, result } satisfies SqliteReply);
      if (method === 'close') port.close();
    } catch (error) {
      const { message, code } = error as Error & { code?: string };
      port.postMessage({ seq, error: { message: String(message), code } } satisfies SqliteReply);
    }
  });
} catch (error) {
  const { message, code } = error as Error & { code?: string };
  port.postMessage({ failed: { message: String(message), code } });
}
