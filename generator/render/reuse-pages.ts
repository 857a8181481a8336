// A page's files (its HTML and page.json) are a pure function of its page data, the document's assets
// (script, fonts, favicon), the server renderer's bundle and the day (the footer's year, a policy's
// "Last updated" date). Each build records a key of those for every route in `.page-keys.json`; a
// build given an earlier build to reuse (a publish: the live build) takes the files of every route
// whose key is unchanged from it, as hard links, and renders only the others. Hard links are safe
// because a build folder never changes after it is renamed into place (shared/builds.ts), a build
// writes only new files into its own empty folder, and the new build's manifest is checked anyway.
// Only files still as the earlier build's manifest lists them are taken: each shared file is read
// once, when shared, so a change that renders every page (a phone number) reads none of the earlier build.
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageData } from '../../src/page-data';
import type { DocumentAssets } from '../assets/static-assets';
import type { Route } from '../model/route';
import { bytesProblem, readManifest, type Manifest } from '../../shared/build-manifest';
import { isNotFoundPath } from '../pages/not-found';
import { pageKey } from './page-key';

/** The keys' file in a build. A dot file: the public server never serves dot files, and the manifest lists it. */
const PAGE_KEYS_FILE = '.page-keys.json';

/** Raised when the way keys are made changes, so keys of older builds never match. */
const KEYS_VERSION = 1;

interface PageKeys {
  version: number;
  /** Each route's key, by its path. */
  keys: Record<string, string>;
  /** A hash of what every page's key shares (sharedKey): when it differs, no page of the build can be taken. */
  shared?: string;
}

/** What every page's key depends on besides its own data. */
export interface PageKeyBasis {
  assets: DocumentAssets;
  /** The server renderer's bundle: its folder's name is the hash of the engine's code (bundle-cache.ts). */
  rendererId: string;
  /** The day the pages are drawn on: the footer's year and a policy's date come from it. */
  day?: string;
}

/** What every page's key starts from: the shared part (assets, renderer, day) hashed once. */
export const pageKeyBasis = (basis: PageKeyBasis): string =>
  createHash('sha256')
    .update(JSON.stringify([KEYS_VERSION, basis.rendererId, basis.day ?? new Date().toDateString(), basis.assets]))
    .digest('hex');

/** A function giving each page's key from its data. */
export function pageKeyOf(basis: PageKeyBasis): (data: PageData) => string {
  const shared = pageKeyBasis(basis);
  return (data) => pageKey(shared, JSON.stringify(data));
}

/**
 * What every page's key has in common, hashed: the basis and the chrome every page's data carries
 * (a phone number, a menu). A build whose chrome differs from the earlier one's renders every page
 * without first making each page's key to compare (its render threads make them, as in a full build).
 */
export const sharedKey = (basis: string, chrome: unknown): string =>
  createHash('sha256').update(basis).update(JSON.stringify(chrome)).digest('hex');

/** The files of a route in a build, relative to it (as build.ts writes them through prerender.ts's buildPage). */
export const routeFiles = (route: Route): string[] =>
  isNotFoundPath(route.path)
    ? [`${route.path.slice(1)}.html`]
    : [
        path.join(route.path, 'index.html').replace(/^[/\\]/, ''),
        path.join(route.path, 'page.json').replace(/^[/\\]/, ''),
      ];

const keysIn = (text: string): Map<string, string> => {
  const read = JSON.parse(text) as PageKeys;
  return read.version === KEYS_VERSION ? new Map(Object.entries(read.keys)) : new Map();
};

/** The keys a build recorded, or none (no file, another version of keys, unreadable). */
export async function readPageKeys(dir: string): Promise<Map<string, string>> {
  try {
    return keysIn(await readFile(path.join(dir, PAGE_KEYS_FILE), 'utf8'));
  } catch {
    return new Map();
  }
}

/** A finished build whose pages another build may take: its keys, and its manifest to hold each taken file to. */
export interface EarlierBuild {
  dir: string;
  keys: Map<string, string>;
  /** What its pages' keys share (sharedKey), when it recorded it. */
  shared?: string;
  manifest: Manifest;
}

/** The build in `dir` as one to take pages from, or none: no manifest, or keys that are not as it published them. */
export async function readEarlierBuild(dir: string): Promise<EarlierBuild | undefined> {
  try {
    const manifest = await readManifest(dir);
    const bytes = await readFile(path.join(dir, PAGE_KEYS_FILE));
    if (bytesProblem(manifest, PAGE_KEYS_FILE, bytes)) return undefined;
    const text = bytes.toString('utf8');
    return { dir, keys: keysIn(text), shared: (JSON.parse(text) as PageKeys).shared, manifest };
  } catch {
    return undefined;
  }
}

export async function writePageKeys(dir: string, keys: Map<string, string>, shared: string): Promise<void> {
  const written: PageKeys = {
    version: KEYS_VERSION,
    keys: Object.fromEntries([...keys].sort(([a], [b]) => (a < b ? -1 : 1))),
    shared,
  };
  await writeFile(path.join(dir, PAGE_KEYS_FILE), JSON.stringify(written));
}

/**
 * Puts the route's files from the build `from` into `to`: hard links, or copies where the two cannot
 * share a file (another file system), each read there and held to `from`'s manifest. False when `from`
 * lacks one of them or one is not as published (then the page is rendered).
 */
export async function reuseRouteFiles(route: Route, from: EarlierBuild, to: string): Promise<boolean> {
  const files = routeFiles(route);
  const done: string[] = [];
  try {
    await mkdir(path.dirname(path.join(to, files[0]!)), { recursive: true });
    for (const file of files) {
      const target = path.join(to, file);
      await link(path.join(from.dir, file), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM' || error.code === 'EMLINK')
          await copyFile(path.join(from.dir, file), target);
        else throw error;
      });
      done.push(file);
      // Read through the new name: the very file the new build now holds.
      if (bytesProblem(from.manifest, file.split(path.sep).join('/'), await readFile(target))) {
        await removeShared(done, to);
        return false;
      }
    }
    return true;
  } catch (error) {
    await removeShared(done, to);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The files shared already go: the page is rendered instead, and writing it over a link would write into the earlier build. */
const removeShared = (files: string[], to: string) =>
  Promise.all(files.map((file) => rm(path.join(to, file), { force: true })));
