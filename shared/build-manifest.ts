// A build folder's manifest: every file it holds, with its size and SHA-256. The publish writes it
// last, so a folder with a manifest that matches is a whole build; the editor checks it before the
// pointer moves (Publish and Roll back) and the public server before it switches. A dot file: the
// server never serves dot files.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_CONTRACT_FILE } from './server-contract.js';

export const MANIFEST_FILE = '.manifest.json';

export interface Manifest {
  files: Record<string, { size: number; sha256: string }>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files read at once while hashing: enough to keep the disk busy, few enough for open-file limits. */
const PARALLEL_READS = 16;

/** Every file under `dir` but the manifest, as paths relative to it with `/` between segments. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_FILE)
    .sort();
}

async function describe(
  dir: string,
  names: string[],
  known: (name: string) => Promise<Manifest['files'][string] | undefined> = async () => undefined,
): Promise<Manifest> {
  const described: [string, Manifest['files'][string]][] = [];
  for (let i = 0; i < names.length; i += PARALLEL_READS) {
    const batch = names.slice(i, i + PARALLEL_READS);
    const read = await Promise.all(
      batch.map(async (name) => {
        const entry = await known(name);
        if (entry) return entry;
        const bytes = await readFile(path.join(dir, name));
        return { size: bytes.length, sha256: sha256(bytes) };
      }),
    );
    // In the names' order, not the order the reads finish: the same folder gives the same manifest.
    read.forEach((entry, j) => described.push([batch[j]!, entry]));
  }
  return { files: Object.fromEntries(described) };
}

/**
 * Hashes every file of a finished build and writes the manifest beside them (the last file written).
 * `earlier`: a build this one shares files with by hard links (a publish's live build): a file that is
 * the very same file there (device and inode) takes its size and hash from that build's manifest
 * instead of being read. Its check after the rename (manifestProblem) reads every file, so a shared
 * file that no longer matches what the earlier build published still stops the publish.
 */
export async function writeManifest(dir: string, earlier?: string): Promise<Manifest> {
  const known = earlier ? await sharedEntries(dir, earlier) : undefined;
  const manifest = await describe(dir, await filesIn(dir), known);
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}

/** Looks up a file of `dir` that is the same file (a hard link) in `earlier`, in `earlier`'s manifest. */
async function sharedEntries(
  dir: string,
  earlier: string,
): Promise<(name: string) => Promise<Manifest['files'][string] | undefined>> {
  const manifest = await readManifest(earlier).catch(() => undefined);
  if (!manifest) return async () => undefined;
  return async (name) => {
    const entry = manifest.files[name];
    if (!entry || name === MANIFEST_FILE) return undefined;
    const [here, there] = await Promise.all([
      stat(path.join(dir, name)),
      stat(path.join(earlier, name)).catch(() => undefined),
    ]);
    return there && here.ino === there.ino && here.dev === there.dev && here.size === entry.size ? entry : undefined;
  };
}

/** The build's manifest; throws, in words, when there is none or it cannot be read. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(
      existsSync(dir)
        ? `it has no ${MANIFEST_FILE} (a publish that did not finish, or a build made before manifests)`
        : 'its folder is gone',
    );
  }
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    throw new Error(`its ${MANIFEST_FILE} is not valid JSON`);
  }
}

const listed = (names: string[]) =>
  `${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;

/** Why the build in `dir` is not exactly what its manifest lists (every file, size and hash, no other), or null when it is. */
export async function manifestProblem(dir: string): Promise<string | null> {
  let manifest: Manifest;
  try {
    manifest = await readManifest(dir);
  } catch (error) {
    return (error as Error).message;
  }
  const present = await filesIn(dir);
  const presentSet = new Set(present);
  const missing = Object.keys(manifest.files).filter((name) => !presentSet.has(name));
  if (missing.length)
    return `${missing.length} file${missing.length === 1 ? ' is' : 's are'} missing: ${listed(missing)}`;
  const extra = present.filter((name) => !manifest.files[name]);
  if (extra.length)
    return `${extra.length} file${extra.length === 1 ? ' is' : 's are'} not in its manifest: ${listed(extra)}`;
  const now = await describe(dir, present);
  const changed = present.filter((name) => now.files[name]!.sha256 !== manifest.files[name]!.sha256);
  if (changed.length)
    return `${changed.length} file${changed.length === 1 ? ' was' : 's were'} changed after publishing: ${listed(changed)}`;
  return null;
}

/** Files whose loss makes the whole site fail (the contract: at the server's next start): checked on every quick check. */
export const KEY_FILES = ['index.html', '404.html', 'page.json', 'sitemap.xml', SERVER_CONTRACT_FILE];

/**
 * Why `bytes`, read from the build's file `name`, are not what its manifest lists (the size, then the
 * SHA-256: a same-size change is caught too), or null when they are exactly the published bytes.
 */
export function bytesProblem(manifest: Manifest, name: string, bytes: Buffer): string | null {
  const expected = manifest.files[name];
  if (!expected) return `${name} is not in its manifest`;
  if (bytes.length !== expected.size)
    return `${name} changed size (${bytes.length} bytes, ${expected.size} when published)`;
  if (sha256(bytes) !== expected.sha256) return `${name} was changed after publishing (same size, other bytes)`;
  return null;
}

/** Why the build's folder or its manifest is gone, or null when both are there (stats only). */
export function folderProblem(dir: string): string | null {
  if (!existsSync(dir)) return 'its folder is gone';
  if (!existsSync(path.join(dir, MANIFEST_FILE))) return `its ${MANIFEST_FILE} is gone`;
  return null;
}

/** Why the build's file `name` is missing or not its published size (a stat, no reading), or null. */
export function sizeProblem(dir: string, manifest: Manifest, name: string): string | null {
  const expected = manifest.files[name];
  if (!expected) return null;
  const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
  if (!stat) return `${name} is missing`;
  if (stat.size !== expected.size) return `${name} changed size (${stat.size} bytes, ${expected.size} when published)`;
  return null;
}

/**
 * A quick check of a build in use (only stats, no reading): its folder, its manifest, the key files
 * and `sample` more of its files (pick a different slice each time to cover the whole build over time)
 * are there with their sizes. Null when all is well, else what is wrong.
 */
export function quickProblem(dir: string, manifest: Manifest, sample: string[] = []): string | null {
  const gone = folderProblem(dir);
  if (gone) return gone;
  for (const name of [...KEY_FILES, ...sample]) {
    const found = sizeProblem(dir, manifest, name);
    if (found) return found;
  }
  return null;
}
