// Every saved site.json, kept as a file named by its time and hash in one folder. Ids are checked
// against that naming, so no request can name a path outside the folder. Each is written whole
// (write-file-atomic: a temporary file of its own, flushed, then renamed), so a listed version always reads.
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

  async add(text: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
    await writeFileAtomic(path.join(this.dir, `${id}.json`), text);
    return id;
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
