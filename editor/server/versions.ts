// Every saved site.json, kept as a file named by its time and hash in one folder. Ids are checked
// against that naming, so no request can name a path outside the folder. Each is written whole
// (write-file-atomic: a temporary file of its own, flushed, then renamed), so a listed version always reads.
// A save that put an older version back (Restore) says which, in a note beside it (<id>.restored-from),
// so History tells it as "Restored the version of …", not as the changes it undid.
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { t } from '../shared/i18n';

export interface VersionInfo {
  id: string;
  savedAt: string;
  bytes: number;
}

const VERSION_ID = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-([0-9a-f]{8})$/;

export class UnknownVersionError extends Error {}

export class Versions {
  constructor(readonly dir: string) {}

  /** Keeps `text` as a new version; `restoredFrom` names the kept version it puts back, if it is a restore. */
  async add(text: string, restoredFrom?: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
    // The note first: a version listed without it would be told as an ordinary save.
    if (restoredFrom) {
      this.fileOf(restoredFrom); // a version's id, or UnknownVersionError
      await writeFileAtomic(this.noteOf(id), restoredFrom);
    }
    await writeFileAtomic(path.join(this.dir, `${id}.json`), text);
    return id;
  }

  /** The version a save put back, with when it was saved; undefined for an ordinary save. */
  async restoredFrom(id: string): Promise<{ id: string; savedAt: string } | undefined> {
    const from = (await readFile(this.noteOf(id), 'utf8').catch(() => '')).trim();
    return VERSION_ID.test(from) ? { id: from, savedAt: savedAtOf(from) } : undefined;
  }

  private noteOf(id: string): string {
    return `${this.fileOf(id).replace(/\.json$/, '')}.restored-from`;
  }

  /** Newest first. */
  async list(): Promise<VersionInfo[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const ids = names
      .map((n) => n.replace(/\.json$/, ''))
      .filter((id) => VERSION_ID.test(id))
      .sort()
      .reverse();
    return Promise.all(
      ids.map(async (id) => ({ id, savedAt: savedAtOf(id), bytes: (await stat(this.fileOf(id))).size })),
    );
  }

  async text(id: string): Promise<string> {
    return readFile(this.fileOf(id), 'utf8').catch(() => {
      throw new UnknownVersionError(t('server.versions.unknown', { id }));
    });
  }

  private fileOf(id: string): string {
    if (!VERSION_ID.test(id)) throw new UnknownVersionError(t('server.versions.notAnId', { id }));
    return path.join(this.dir, `${id}.json`);
  }
}

function savedAtOf(id: string): string {
  const [, stamp] = VERSION_ID.exec(id)!;
  const [date, time] = stamp.split('T');
  const [h, m, s, ms] = time.replace('Z', '').split('-');
  return `${date}T${h}:${m}:${s}.${ms}Z`;
}
