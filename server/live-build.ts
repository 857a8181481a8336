// Which build the server serves, switched without a restart. The live build is the one the pointer
// file builds/current names (written by the editor's Publish and Roll back, shared/builds.ts), else
// dist/ as before, so `npm start` works with or without a publish. The pointer is watched (fs.watch
// on the folder, and a read every second for file systems where watching misses a rename). A new
// build is loaded whole into a new object (its file list, phone, contact rules), then one reference
// is swapped: a request keeps the object it started with, so every answer comes from one build.
import { watch, type FSWatcher } from 'node:fs';
import type { RequestHandler } from 'express';
import { buildDir, listBuilds, readPointer } from '../shared/builds.js';
import type { ContactLocale } from '../src/contact/locale.js';
import { businessPhone } from './business-phone.js';
import { readContactLocale } from './contact-locale.js';
import type { Log } from './log.js';
import { staticSite } from './static-site.js';

export interface ServedBuild {
  /** The published build's id (sent as X-Build-Id); undefined for dist/. */
  id?: string;
  dir: string;
  site: RequestHandler;
  phone?: string;
  locale: ContactLocale;
}

export interface LiveBuild { current(): ServedBuild; handler: RequestHandler; close(): void }

export const POINTER_POLL_MS = 1_000;

function load(dir: string, id: string | undefined, earlierBuilds: string[]): ServedBuild {
  return { id, dir, site: staticSite(dir, { earlierBuilds }), phone: businessPhone(dir), locale: readContactLocale(dir) };
}

function loadPublished(buildsDir: string, id: string): ServedBuild {
  const earlier = listBuilds(buildsDir).filter((b) => b.id !== id).map((b) => buildDir(buildsDir, b.id));
  return load(buildDir(buildsDir, id), id, earlier);
}

export function liveBuild({ distDir, buildsDir, log }: { distDir: string; buildsDir?: string; log: Log }): LiveBuild {
  const first = buildsDir ? readPointer(buildsDir) : undefined;
  let live = buildsDir && first ? loadPublished(buildsDir, first) : load(distDir, undefined, []);
  if (!buildsDir) return { current: () => live, handler: (req, res, next) => live.site(req, res, next), close() {} };

  let failedId: string | undefined;
  const refresh = () => {
    const id = readPointer(buildsDir);
    if (!id || id === live.id || id === failedId) return;
    try {
      live = loadPublished(buildsDir, id);
      failedId = undefined;
      log('info', `Now serving build ${id}.`, { build: id });
    } catch (error) {
      failedId = id; // said once; the old build stays live
      log('error', `Could not switch to build ${id}: ${(error as Error).message}. Still serving ${live.id ?? live.dir}.`);
    }
  };
  let watcher: FSWatcher | undefined;
  try { watcher = watch(buildsDir, refresh); watcher.on('error', () => watcher?.close()); } catch { /* no folder yet: the timer finds the first publish */ }
  const timer = setInterval(refresh, POINTER_POLL_MS).unref();
  return {
    current: () => live,
    handler: (req, res, next) => {
      const build = live;
      if (build.id) res.setHeader('X-Build-Id', build.id);
      build.site(req, res, next);
    },
    close() { clearInterval(timer); watcher?.close(); },
  };
}
