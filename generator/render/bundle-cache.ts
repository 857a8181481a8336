// The engine's two bundles (build.ts) are made from its code, not from site.json (the browser's also
// from which blocks the site uses). Each is kept under a hash of everything Vite builds it from, so a
// build of unchanged code (every Publish, every rebuild after an edit of site.json) copies it instead
// of bundling again: 0.7 s of a build. A change to any file of the engine or its packages makes new ones.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../paths';

/** What the bundles are built from: the engine's folders, Vite's and TypeScript's settings, the installed packages. */
const SOURCE_DIRS = ['src', 'shared', 'generator', 'schema'];
const SOURCE_FILES = ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'package.json'];

/** Bundles kept: the most recently used, so a cache shared by branches or test runs stays small (about 3 MB each). */
const KEEP = 8;

/**
 * A digest of everything the bundles are built from, in the engine at `root` (tests give their own):
 * read once per build and shared by its two bundles.
 */
/** A block's own test sits in its folder, but is no part of any bundle: changing it keeps the cache. */
const TEST_FILE = /\.test\.tsx?$/;

export const engineSources = (root = projectRoot): Promise<string> => sourcesDigest(SOURCE_DIRS, SOURCE_FILES, root);

/** A digest of the files in `dirs` (recursively) and of `files`, relative to `root` (other bundles' sources: the editor's app). */
export async function sourcesDigest(dirs: string[], files: string[], root = projectRoot): Promise<string> {
  // Oxc's styled-components ids come from each file's absolute path: a copy of the engine elsewhere
  // (sharing node_modules, and so this cache) bundles its own, or its two bundles would disagree.
  const hash = createHash('sha256').update(root);
  const listed = await Promise.all(
    dirs.map(async (dir) =>
      (await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    ),
  );
  const all = [...files, ...listed.flat()].sort();
  const contents = await Promise.all(all.map((file) => readFile(path.join(root, file))));
  all.forEach((file, i) => hash.update(`\0${file}\0`).update(contents[i]!));
  return hash.digest('hex');
}

/**
 * The folder holding the bundle `kind` names, built from the engine `sources` (engineSources): from the
 * cache, or made now by `bundle` (given an empty folder to write into) and kept. Builds running side by
 * side each make their own and keep the first. `made`: bundled now.
 */
export async function cachedBundle(
  cacheDir: string,
  kind: string[],
  sources: string,
  bundle: (dir: string) => Promise<void>,
): Promise<{ dir: string; made: boolean }> {
  const key = createHash('sha256')
    .update(JSON.stringify([...kind, sources]))
    .digest('hex')
    .slice(0, 32);
  const dir = path.join(cacheDir, `bundle-${key}`);
  const now = new Date();
  if (
    await stat(dir).then(
      () => true,
      () => false,
    )
  ) {
    await utimes(dir, now, now); // recently used: kept by the pruning below
    return { dir, made: false };
  }
  const making = `${dir}.${randomUUID()}.tmp`;
  try {
    await bundle(making);
    await rename(making, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error; // another build kept the same bundle first
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  await prune(cacheDir);
  return { dir, made: true };
}

async function prune(cacheDir: string): Promise<void> {
  const bundles = (await readdir(cacheDir))
    .filter((name) => /^bundle-[0-9a-f]+$/.test(name))
    .map((name) => path.join(cacheDir, name));
  const used = await Promise.all(
    bundles.map(async (dir) => ({ dir, at: (await stat(dir).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  const stale = used.sort((a, b) => b.at - a.at).slice(KEEP);
  await Promise.all(stale.map(({ dir }) => rm(dir, { recursive: true, force: true })));
}
