// The builds folder (`builds/`, BUILDS_DIR): one folder per published build, named by its time and
// site.json's hash, and the pointer file `current` naming the live one. The editor writes it
// (editor/server/publish.ts); the public server reads it (server/builds/live-build.ts). A build folder is
// complete before it gets its name (it is built under a temporary name, then renamed) and never
// changes afterwards, and the pointer is replaced by a rename: a reader sees the old state or the new.
// Beside the pointer, the symlink `live` names the same build folder, so a web server (nginx, Caddy)
// can serve the live pages straight from `builds/live` (server/README.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const POINTER_FILE = 'current';
/** The symlink to the live build's folder, for web servers that serve files by path. */
export const LIVE_LINK = 'live';
/** What a build folder says about itself. A dot file: the public server never serves dot files. */
export const BUILD_INFO_FILE = '.build.json';
const KEPT_BUILDS = 5;

const BUILD_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}$/;

export interface BuildInfo {
  id: string;
  builtAt: string;
  /** The hash of the site.json it was built from (the editor's hash) and the editor's saved version of it, if any. */
  siteHash: string;
  version?: string;
  /** What else it was built from: the engine's code and the pictures (editor/server/build-inputs.ts). */
  inputs?: string;
  routes: number;
  ms: number;
  /** Pages taken unchanged from the build live before it (generator/render/reuse-pages.ts); the others were rendered. */
  reused?: number;
}

export const isBuildId = (id: string) => BUILD_ID.test(id);

/** A new build's id: its time and the first 8 hex digits of site.json's hash (as a saved version's id). */
export const newBuildId = (siteHash: string, at = new Date()) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${siteHash.slice(0, 8)}`;

export function buildDir(buildsDir: string, id: string): string {
  if (!isBuildId(id)) throw new Error(`"${id}" is not a build id. Pick one from the list of builds.`);
  return path.join(buildsDir, id);
}

/** The live build's id, or undefined when nothing was published (or the pointer names no kept build). */
export function readPointer(buildsDir: string): string | undefined {
  let id: string;
  try {
    id = readFileSync(path.join(buildsDir, POINTER_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
  return isBuildId(id) && existsSync(path.join(buildsDir, id, BUILD_INFO_FILE)) ? id : undefined;
}

/**
 * What the pointer file says, checked for nothing but being there: undefined when nothing was
 * published. `changedAt` tells a new write of the same id (a Roll back to it) from the old one.
 */
export function readPointerFile(buildsDir: string): { id: string; changedAt: number } | undefined {
  const file = path.join(buildsDir, POINTER_FILE);
  try {
    return { id: readFileSync(file, 'utf8').trim(), changedAt: statSync(file).mtimeMs };
  } catch {
    return undefined;
  }
}

/** The folder the public server serves now: the live build's, else the plain build's (`distDir`). */
export function servedDir(distDir: string, buildsDir: string): string {
  const live = readPointer(buildsDir);
  return live ? buildDir(buildsDir, live) : distDir;
}

/**
 * Makes `id` the live build: a temporary file renamed over the pointer, then a temporary symlink
 * renamed over `live` (each rename is atomic; between the two, for a moment, the pointer is ahead).
 * The link is relative, so the folder may be mounted elsewhere.
 */
export async function writePointer(buildsDir: string, id: string): Promise<void> {
  const temporary = path.join(buildsDir, `.${POINTER_FILE}-${process.pid}.tmp`);
  await writeFile(temporary, `${id}\n`);
  await rename(temporary, path.join(buildsDir, POINTER_FILE));
  const link = path.join(buildsDir, `.${LIVE_LINK}-${process.pid}.tmp`);
  await rm(link, { force: true });
  await symlink(id, link, 'dir');
  await rename(link, path.join(buildsDir, LIVE_LINK));
}

/** Every complete build, newest first. */
export function listBuilds(buildsDir: string): BuildInfo[] {
  let names: string[];
  try {
    names = readdirSync(buildsDir);
  } catch {
    return [];
  }
  return names
    .filter(isBuildId)
    .sort()
    .reverse()
    .flatMap((id) => {
      try {
        return [JSON.parse(readFileSync(path.join(buildsDir, id, BUILD_INFO_FILE), 'utf8')) as BuildInfo];
      } catch {
        return [];
      }
    });
}

/**
 * Deletes all but the `keep` newest builds, never the live one, and leftovers of publishes that
 * stopped half-way. Call it only while holding the publish lock (editor/server/publish-lock.ts):
 * only the holder builds, so every `.tmp-*` folder the holder did not make belongs to a publish
 * that is gone (crashed, or lost the lock and will not switch), wherever it ran.
 */
export async function pruneBuilds(buildsDir: string, keep = KEPT_BUILDS): Promise<string[]> {
  const live = readPointer(buildsDir);
  const complete = new Set(listBuilds(buildsDir).map((b) => b.id));
  const names = existsSync(buildsDir) ? readdirSync(buildsDir) : [];
  const kept = new Set([...complete].slice(0, keep));
  const doomed = names.filter(
    (name) => name !== live && (isBuildId(name) ? !kept.has(name) : name.startsWith('.tmp-')),
  );
  await Promise.all(doomed.map((name) => rm(path.join(buildsDir, name), { recursive: true, force: true })));
  return doomed;
}
