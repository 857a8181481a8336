// One writer at a time per file. Within this process a queue, so two requests of one editor never rely on
// the lock's retry timing; across processes (two editors, a script) a lock folder beside the file
// (proper-lockfile's `site.json.lock`). A lock left by an editor that crashed is taken over once it has
// not been refreshed for STALE_MS: a living holder refreshes it every STALE_MS / 2.
import lockfile from 'proper-lockfile';
import path from 'node:path';
import { t } from '../shared/i18n';

export const STALE_MS = 10_000;
/** Waits of 10 ms growing to 250 ms, about 13 s in all: longer than a crashed editor's lock stays fresh. */
const RETRIES = { retries: 60, minTimeout: 10, maxTimeout: 250, factor: 1.3 };

const queues = new Map<string, Promise<unknown>>();

/** Runs `step` once every earlier step on `file` (in this process, then in any other) has finished. */
export function oneWriterAtATime<T>(file: string, step: () => Promise<T>): Promise<T> {
  const key = path.resolve(file);
  const run = (queues.get(key) ?? Promise.resolve()).then(() => underLock(key, step));
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

async function underLock<T>(file: string, step: () => Promise<T>): Promise<T> {
  const release = await lockfile
    .lock(file, {
      stale: STALE_MS,
      retries: RETRIES,
      // The default throws outside any request and stops the editor; the step at hand still finishes whole.
      onCompromised: (error) =>
        console.error(`The lock on ${path.basename(file)} was taken over while held: ${error.message}`),
    })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ELOCKED') throw error;
      throw new Error(t('server.busyFile', { file: path.basename(file) }));
    });
  try {
    return await step();
  } finally {
    // A lock that could not be released (taken over as stale) is gone already: the step's result stands.
    await release().catch(() => undefined);
  }
}
