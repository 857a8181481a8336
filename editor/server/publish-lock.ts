// One publish (or Roll back) at a time per builds folder, across editors and machines sharing it: a
// lock folder `.publish.lock` in the builds folder (proper-lockfile: made with mkdir, which is atomic
// on local and network file systems, and its time refreshed while held). A holder that crashed
// stops refreshing it and the lock counts as free after LOCK_STALE_MS.
import lockfile from 'proper-lockfile';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { t } from '../shared/i18n';

export const LOCK_DIR = '.publish.lock';
/** A lock not refreshed for this long belongs to a holder that is gone. Refreshed every LOCK_STALE_MS / 4. */
export const LOCK_STALE_MS = 30_000;
const POLL_MS = 250;

export interface PublishLock {
  /** Why the lock was lost while held (its refresh failed, or another took it as stale), if it was: the holder must not switch then. */
  readonly lost: Error | undefined;
  release(): Promise<void>;
}

const duration = (ms: number) =>
  ms >= 60_000
    ? t('server.publish.minutes', { count: Math.round(ms / 60_000) })
    : t('server.publish.seconds', { count: Math.round(ms / 100) / 10 });

/** Another publish held the lock for longer than the caller would wait. */
export class LockWaitError extends Error {}

/**
 * Takes the lock on `buildsDir`, waiting up to `waitMs` for another holder to finish (`onWait` is
 * called once, when the wait begins). Throws LockWaitError when the wait runs out.
 */
export async function lockBuildsFolder(
  buildsDir: string,
  { waitMs, onWait }: { waitMs: number; onWait?: () => void },
): Promise<PublishLock> {
  const started = performance.now();
  let lost: Error | undefined;
  for (let waiting = false; ; waiting = true) {
    try {
      const release = await lockfile.lock(buildsDir, {
        lockfilePath: path.join(buildsDir, LOCK_DIR),
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_STALE_MS / 4,
        retries: 0,
        onCompromised: (error) => {
          lost = error;
        },
      });
      return {
        get lost() {
          return lost;
        },
        release: () => release().catch(() => undefined),
      }; // a lost lock is no longer ours to remove
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    }
    if (!waiting) onWait?.();
    if (performance.now() - started > waitMs) {
      throw new LockWaitError(t('server.publish.otherRunning', { duration: duration(waitMs) }));
    }
    await delay(POLL_MS); // the lock is a folder on a possibly shared disk: nothing to wait on but its absence
  }
}
