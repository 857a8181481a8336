// The content hash of every picture in an images folder, so an upload that is already there is
// recognised by its bytes whatever its name. Kept by file name, size and modification time: only new or
// changed files are read again, so forty uploads at once do not each re-read the whole folder.
// Looking up and adding run one at a time per folder: two uploads of one picture store it once.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  size: number;
  mtimeMs: number;
  hash: string;
}

/** The same files the schema's Image `src` pattern allows (SVGs come from the repository, never uploads). */
export const PICTURE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|webp|avif|svg)$/;

export const contentHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class PictureIndex {
  private readonly entries = new Map<string, Entry>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  /** The name of a picture in the folder whose bytes have `hash`, if there is one. */
  nameOf(hash: string): Promise<string | undefined> {
    return this.oneAtATime(async () => {
      await this.refresh();
      return this.find(hash);
    });
  }

  /** The picture with `hash` if the folder has it (`existing`); else `store()` puts it in the folder under the name it returns. */
  addUnlessKnown(hash: string, store: () => Promise<string>): Promise<{ name: string; existing: boolean }> {
    return this.oneAtATime(async () => {
      await this.refresh();
      const known = this.find(hash);
      if (known) return { name: known, existing: true };
      const name = await store();
      const { size, mtimeMs } = await stat(path.join(this.dir, name));
      this.entries.set(name, { size, mtimeMs, hash });
      return { name, existing: false };
    });
  }

  private find(hash: string): string | undefined {
    for (const [name, entry] of this.entries) if (entry.hash === hash) return name;
    return undefined;
  }

  /** Forgets removed files and hashes new or changed ones (renamed, replaced by hand or by git). */
  private async refresh(): Promise<void> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => PICTURE_NAME.test(n));
    for (const name of this.entries.keys()) if (!names.includes(name)) this.entries.delete(name);
    await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        const info = await stat(file).catch(() => undefined);
        if (!info) return;
        const known = this.entries.get(name);
        if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return;
        const bytes = await readFile(file).catch(() => undefined);
        if (bytes) this.entries.set(name, { size: info.size, mtimeMs: info.mtimeMs, hash: contentHashOf(bytes) });
      }),
    );
  }

  private oneAtATime<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

const indexes = new Map<string, PictureIndex>();

/** The one index of `dir` in this process. */
export function pictureIndexOf(dir: string): PictureIndex {
  const key = path.resolve(dir);
  if (!indexes.has(key)) indexes.set(key, new PictureIndex(key));
  return indexes.get(key)!;
}
