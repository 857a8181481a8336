// Which build the server serves, switched without a restart. The live build is the one the pointer
// file builds/current names (written by the editor's Publish and Roll back, shared/builds.ts), else
// dist/ when nothing was published, so `npm start` works with or without a publish. The pointer is
// watched (fs.watch on the folder, and a read every second for file systems where watching misses a
// rename). A new build is switched to only when its files match its manifest (every file, size and
// hash); it is loaded whole into a new object (its file list, phone, contact rules, language), then one
// reference is swapped: a request keeps the object it started with, so every answer comes from one build.
//
// Never a silent fallback: when the pointer names a build that is missing or damaged at start, the
// server does not serve dist/ in its place (an older site, unnoticed): it logs why, answers pages with
// 503 and fails readiness until a good build is published or rolled back to.
//
// While running, a published build is served only as its manifest says (static-site.ts: each file
// hashed when read). A file found to differ, by that read or by the quick check each second (stats of
// the folder, key files and a rotating sample, against the manifest's sizes), is remembered as damaged:
// the log names it once, that page answers 500, and readiness fails until the file is whole again (each
// damaged file is hashed again every second) or another build is live. What a sample did not look at
// never clears it, so the state cannot flap.
import { existsSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import {
  KEY_FILES,
  MANIFEST_FILE,
  bytesProblem,
  folderProblem,
  manifestProblem,
  readManifest,
  sizeProblem,
  type Manifest,
} from '../shared/build-manifest.js';
import { BUILD_INFO_FILE, buildDir, isBuildId, listBuilds, readPointerFile } from '../shared/builds.js';
import { US_CONTACT_LOCALE, type ContactLocale } from '../shared/contact/locale.js';
import { DEFAULT_CONTACT_FORM, type ContactForm } from '../shared/contact/form.js';
import { businessPhone, businessTel } from './business-phone.js';
import { readContactForm } from './contact-form.js';
import { readContactLocale } from './contact-locale.js';
import { answerShellOf, type AnswerSite } from './contact-page.js';
import type { Log } from './log.js';
import { staticSite, type Checked, type EarlierBuild } from './static-site.js';
import type { EnginePack } from '../shared/site/languages/en.js';
import { builtLocale, builtPack } from './words.js';

interface ServedBuild {
  /** The published build's id (sent as X-Build-Id); undefined for dist/. */
  id?: string;
  dir: string;
  site: RequestHandler;
  phone?: string;
  locale: ContactLocale;
  /** The contact form its pages show: the fields a post may hold, its consent box and photo upload. */
  form: ContactForm;
  /** The words of the site's language (its site.locale): the server's answers, the lead e-mail. */
  pack: EnginePack;
  /** Its layout and phone, for the pages a form posted without JavaScript gets (contact-page.ts). */
  answerSite: AnswerSite;
  /** A published build's manifest, for the quick checks. */
  manifest?: Manifest;
  /** Its files found to differ from the manifest, with why: each logged once, kept until whole again. */
  damaged: Map<string, string>;
  /** Remembers (and logs once) a file found to differ; only for a build with a manifest. */
  report?: Checked['damaged'];
  /** Each listed file's inode and modification time when the build was loaded: a file written since is hashed again. */
  stamps: Map<string, string>;
}

/** A file's inode and modification time, or null when it cannot be stat'ed. */
const stampOf = (dir: string, name: string): string | null => {
  const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
  return stat ? `${stat.ino}-${stat.mtimeMs}` : null;
};

/** Why the build's file `name` is not its published bytes (read whole and hashed), or null. */
const readProblem = (dir: string, manifest: Manifest, name: string): string | null => {
  try {
    return bytesProblem(manifest, name, readFileSync(path.join(dir, name)));
  } catch {
    return `${name} is missing`;
  }
};

export interface LiveBuild {
  current(): ServedBuild;
  handler: RequestHandler;
  /** Why the live build is missing or damaged (for the log: names folders and files), or null when it is whole. */
  problem(): string | null;
  close(): void;
}

const POINTER_POLL_MS = 1_000;
/** Files beyond the key ones whose sizes each quick check compares (a different slice each time). */
const SAMPLE_PER_CHECK = 32;

/** Whom static-site.ts tells about a file that differs from `manifest`: remembered in `damaged`, logged once. */
function checkedBy(manifest: Manifest, damaged: Map<string, string>, logOnce: (why: string) => void): Checked {
  return {
    manifest,
    damaged(name, why) {
      if (damaged.has(name)) return;
      damaged.set(name, why);
      logOnce(why);
    },
  };
}

function load(
  dir: string,
  id: string | undefined,
  earlierBuilds: EarlierBuild[],
  log: Log,
  manifest?: Manifest,
): ServedBuild {
  const phone = businessPhone(dir);
  const damaged = new Map<string, string>();
  const checked =
    manifest &&
    checkedBy(manifest, damaged, (why) => {
      if (folderProblem(dir)) return; // the quick check says it once for the whole folder
      log(
        'error',
        `The live build ${id} (${dir}) is damaged: ${why}. That file is not served (its page answers 500) and /api/health/ready fails until it is whole again: publish again or roll back in the editor.`,
        { build: id },
      );
    });
  return {
    id,
    dir,
    damaged,
    report: checked?.damaged,
    stamps: new Map(Object.keys(manifest?.files ?? {}).map((name) => [name, stampOf(dir, name) ?? ''])),
    site: staticSite(dir, { earlierBuilds, checked }),
    phone,
    locale: readContactLocale(dir),
    form: readContactForm(dir),
    pack: builtPack(dir),
    answerSite: { shell: answerShellOf(dir, builtLocale(dir)), phone, tel: businessTel(dir) },
    manifest,
  };
}

/** The other kept builds, for their hashed files, each checked against its own manifest when it has one. */
async function earlierBuilds(buildsDir: string, id: string, log: Log): Promise<EarlierBuild[]> {
  const others = listBuilds(buildsDir).filter((b) => b.id !== id);
  return Promise.all(
    others.map(async (b): Promise<EarlierBuild> => {
      const dir = buildDir(buildsDir, b.id);
      const manifest = await readManifest(dir).catch(() => undefined); // made before manifests: served as it is
      if (!manifest) return { dir };
      const checked = checkedBy(manifest, new Map(), (why) =>
        log('warn', `The kept build ${b.id} (${dir}) is damaged: ${why}. That file is not served (it answers 500).`, {
          build: b.id,
        }),
      );
      return { dir, checked };
    }),
  );
}

/** Loads build `id` once every file matches its manifest; throws why not, in words. */
async function loadPublished(buildsDir: string, id: string, log: Log): Promise<ServedBuild> {
  if (!isBuildId(id)) throw new Error(`"${id}" is not a build id`);
  const dir = buildDir(buildsDir, id);
  const problem = await manifestProblem(dir);
  if (problem) throw new Error(problem);
  return load(dir, id, await earlierBuilds(buildsDir, id, log), log, await readManifest(dir));
}

/** A build the publish of an earlier version finished (its .build.json is there) that has no manifest yet. */
const madeBeforeManifests = (dir: string) =>
  existsSync(path.join(dir, BUILD_INFO_FILE)) && !existsSync(path.join(dir, MANIFEST_FILE));

/** What is served when the named build cannot be: nothing but a 503 (the log and readiness say why). */
const unavailable = (dir: string): ServedBuild => {
  const pack = builtPack(dir); // the site's language if its pages can still be read, else English
  return {
    dir,
    damaged: new Map(),
    stamps: new Map(),
    locale: US_CONTACT_LOCALE,
    form: DEFAULT_CONTACT_FORM,
    pack,
    answerSite: { shell: answerShellOf(dir, builtLocale(dir)) },
    site: (_req, res) => {
      res.status(503).setHeader('Retry-After', '60');
      res.type('text').send(pack.server.unavailable);
    },
  };
};

function serveDist(distDir: string, buildsDir: string | undefined, log: Log): ServedBuild {
  const why = buildsDir
    ? `nothing has been published to ${buildsDir} (it has no pointer "current")`
    : 'no builds folder is set';
  if (existsSync(path.join(distDir, 'index.html')))
    log('info', `Serving ${distDir} (DIST_DIR): ${why}.`, { build: 'dist' });
  else
    log(
      'warn',
      `Serving ${distDir} (DIST_DIR), since ${why}, but it has no index.html: pages will 404. Run "npm run build", or set DIST_DIR.`,
    );
  return load(distDir, undefined, [], log);
}

export async function liveBuild({
  distDir,
  buildsDir,
  log,
}: {
  distDir: string;
  buildsDir?: string;
  log: Log;
}): Promise<LiveBuild> {
  if (!buildsDir) {
    const dist = serveDist(distDir, undefined, log);
    return {
      current: () => dist,
      handler: (req, res, next) => dist.site(req, res, next),
      problem: () => null,
      close() {},
    };
  }

  const named = readPointerFile(buildsDir);
  let live: ServedBuild;
  let problem: string | null = null;
  let judged = named && `${named.id}@${named.changedAt}`; // a pointer write already tried; a new write (even of the same id) is tried again
  if (!named)
    live = serveDist(distDir, buildsDir, log); // the first publish is switched to like any other
  else {
    try {
      live = await loadPublished(buildsDir, named.id, log);
      log(
        'info',
        `Serving the published build ${named.id} from ${buildsDir} (its pointer "current" names it; Publish and Roll back in the editor switch it).`,
        { build: named.id },
      );
    } catch (error) {
      const dir = path.join(buildsDir, named.id);
      if (madeBeforeManifests(dir)) {
        // Live before builds had manifests: it was whole when its folder got its name. It stays live
        // across the upgrade (no downtime), unchecked; the next publish brings a manifest.
        live = load(dir, named.id, [], log);
        log(
          'warn',
          `Serving the published build ${named.id} from ${buildsDir}, made before builds had manifests, so its files cannot be checked. Publish once in the editor to have a checked build.`,
          { build: named.id },
        );
      } else {
        live = unavailable(dir);
        problem = `The pointer ${path.join(buildsDir, 'current')} names build ${named.id}, which cannot be served: ${(error as Error).message}`;
        log(
          'error',
          `${problem}. Not serving ${distDir} in its place (that would be an older site): pages answer 503 and /api/health/ready fails until a good build is published, or one is rolled back to, in the editor.`,
        );
      }
    }
  }

  let switching = false;
  const switchTo = async (id: string) => {
    try {
      live = await loadPublished(buildsDir, id, log);
      problem = null;
      log('info', `Now serving build ${id}.`, { build: id });
    } catch (error) {
      log(
        'error',
        `Refused to switch to build ${id}: ${(error as Error).message}. Still serving ${live.id ?? 'nothing'}; publish again or roll back in the editor.`,
        { build: id },
      );
    }
  };
  const refresh = () => {
    const pointer = readPointerFile(buildsDir);
    if (switching || !pointer || pointer.id === live.id || `${pointer.id}@${pointer.changedAt}` === judged) return;
    judged = `${pointer.id}@${pointer.changedAt}`;
    switching = true;
    void switchTo(pointer.id).finally(() => {
      switching = false;
    });
  };

  /** Why the live build's folder or manifest is gone, or null; said in the log once, whoever notices first (the check or readiness). */
  let goneSaid: string | null = null;
  const folderGone = (build: ServedBuild): string | null => {
    const gone = folderProblem(build.dir);
    if (gone && gone !== goneSaid)
      log(
        'error',
        `The live build ${build.id} (${build.dir}) is damaged: ${gone}. Pages not yet sent from memory answer 500 and /api/health/ready fails: publish again or roll back in the editor.`,
        { build: build.id },
      );
    goneSaid = gone;
    return gone;
  };

  /** Why the live build is damaged now (its folder, or the files remembered), or null. */
  const damage = (build: ServedBuild): string | null => {
    const whys = [...build.damaged.values()];
    const found =
      folderGone(build) ??
      (whys.length ? `${whys[0]}${whys.length > 1 ? ` and ${whys.length - 1} more file(s)` : ''}` : null);
    return found && `The live build ${build.id} (${build.dir}) is damaged: ${found}`;
  };

  let sampleAt = 0;
  const check = () => {
    const build = live;
    if (!build.manifest) return; // nothing whole was ever loaded: `problem` already says why
    const gone = folderGone(build);
    if (gone) return;
    const names = Object.keys(build.manifest.files);
    const sample = names.slice(sampleAt, sampleAt + SAMPLE_PER_CHECK);
    sampleAt = sampleAt + SAMPLE_PER_CHECK >= names.length ? 0 : sampleAt + SAMPLE_PER_CHECK;
    for (const name of [...KEY_FILES, ...sample]) {
      if (build.damaged.has(name)) continue;
      const found = sizeProblem(build.dir, build.manifest, name);
      if (found) {
        build.report?.(name, found);
        continue;
      }
      // Same size, but written since the build was loaded (held in memory, it may never be read again): hashed.
      const stamp = stampOf(build.dir, name) ?? '';
      if (stamp === build.stamps.get(name)) continue;
      const changed = readProblem(build.dir, build.manifest, name);
      if (changed) build.report?.(name, changed);
      else build.stamps.set(name, stamp); // touched, not changed
    }
    // A damaged file is read whole again each time: only its published bytes make it whole.
    for (const name of build.damaged.keys()) {
      if (readProblem(build.dir, build.manifest, name)) continue;
      build.damaged.delete(name);
      build.stamps.set(name, stampOf(build.dir, name) ?? '');
      log('info', `The live build ${build.id}: ${name} is whole again.`, { build: build.id });
    }
  };

  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(buildsDir, refresh);
    watcher.on('error', () => watcher?.close());
  } catch {
    /* no folder: the timer finds it */
  }
  const timer = setInterval(() => {
    refresh();
    check();
  }, POINTER_POLL_MS).unref();
  return {
    current: () => live,
    handler: (req, res, next) => {
      const build = live;
      if (build.id) res.setHeader('X-Build-Id', build.id);
      build.site(req, res, next);
    },
    problem: () => problem ?? (live.manifest ? damage(live) : null),
    close() {
      clearInterval(timer);
      watcher?.close();
    },
  };
}
