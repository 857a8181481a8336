// Which build the server serves, switched without a restart. The live build is the one the pointer
// file builds/current names (written by the editor's Publish and Roll back, shared/builds.ts), else
// dist/ when nothing was published, so `npm start` works with or without a publish. The pointer is
// watched (fs.watch on the folder, and a read every second for file systems where watching misses a
// rename). A new build is switched to only when its files match its manifest (every file, size and
// hash) and the server can read its contract (shared/server-contract.ts: its phone, form, contact rules
// and language, read once); it is loaded whole into a new object, then one reference is swapped: a
// request keeps the object it started with (request-build.ts), so every answer comes from one build.
//
// Never a silent fallback: when the pointer names a build that is missing or damaged at start, or whose
// contract this server cannot read, the server does not serve dist/ in its place (an older site,
// unnoticed) nor take posts against a form of its own: it logs why, answers pages and posts with 503
// and fails readiness until a good build is published or rolled back to (dist/, served while nothing
// is published: until it is built again and the server restarted).
//
// While running, a published build is served only as its manifest says (static-site.ts: each file
// hashed when read). A file found to differ, by that read or by the quick check each second (stats of
// the folder, key files and a rotating sample, against the manifest's sizes), is remembered as damaged:
// the log names it once, that page answers 500, and readiness fails until the file is whole again (each
// damaged file is hashed again every second) or another build is live. What a sample did not look at
// never clears it, so the state cannot flap.
import { existsSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import {
  KEY_FILES,
  bytesProblem,
  folderProblem,
  manifestProblem,
  readManifest,
  sizeProblem,
  type Manifest,
} from '../../shared/build-manifest.js';
import { buildDir, isBuildId, listBuilds, readPointerFile } from '../../shared/builds.js';
import { SERVER_CONTRACT_FILE, readServerContract } from '../../shared/server-contract.js';
import { en } from '../../shared/site/languages/en.js';
import { staticSite, type Checked, type EarlierBuild } from '../http/static-site.js';
import type { Log } from '../ops/log.js';
import { answerShellOf } from './page-shell.js';
import type { ServedBuild } from './request-build.js';

/** A build as live-build.ts keeps it: what requests use, and what the quick checks need. */
interface LoadedBuild extends ServedBuild {
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
  /** The live build: pinned on each request as it starts (request-build.ts), never read later in it. */
  current(): ServedBuild;
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

/** Loads the build in `dir`; throws why it cannot be served (its contract cannot be read, or is not the published one). */
function load(
  dir: string,
  id: string | undefined,
  earlierBuilds: EarlierBuild[],
  log: Log,
  manifest?: Manifest,
): LoadedBuild {
  const contract = readServerContract(
    dir,
    manifest && ((bytes) => bytesProblem(manifest, SERVER_CONTRACT_FILE, bytes)),
  );
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
    contract,
    words: contract.words,
    shell: answerShellOf(dir, contract.locale),
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
async function loadPublished(buildsDir: string, id: string, log: Log): Promise<LoadedBuild> {
  if (!isBuildId(id)) throw new Error(`"${id}" is not a build id`);
  const dir = buildDir(buildsDir, id);
  const problem = await manifestProblem(dir);
  if (problem) throw new Error(problem);
  return load(dir, id, await earlierBuilds(buildsDir, id, log), log, await readManifest(dir));
}

/** What is served when the named build cannot be: nothing but a 503, in English (the log and readiness say why). */
const unavailable = (dir: string): LoadedBuild => ({
  dir,
  damaged: new Map(),
  stamps: new Map(),
  words: { server: en.server, mail: en.mail, cli: en.cli },
  shell: answerShellOf(dir, 'en'),
  site: (_req, res) => {
    res.status(503).setHeader('Retry-After', '60');
    res.type('text').send(en.server.unavailable);
  },
});

/** The build served at start, and why it cannot be served when it cannot (null when it can). */
interface Starting {
  build: LoadedBuild;
  problem: string | null;
}

/** dist/, served while nothing is published; a 503 with why (for readiness) when it cannot be served. */
function serveDist(distDir: string, buildsDir: string | undefined, log: Log): Starting {
  const why = buildsDir
    ? `nothing has been published to ${buildsDir} (it has no pointer "current")`
    : 'no builds folder is set';
  try {
    const build = load(distDir, undefined, [], log);
    if (existsSync(path.join(distDir, 'index.html')))
      log('info', `Serving ${distDir} (DIST_DIR): ${why}.`, { build: 'dist' });
    else
      log(
        'warn',
        `Serving ${distDir} (DIST_DIR), since ${why}, but it has no index.html: pages will 404. Run "npm run build", or set DIST_DIR.`,
      );
    return { build, problem: null };
  } catch (error) {
    const problem = `${distDir} (DIST_DIR), served since ${why}, cannot be served: ${(error as Error).message}`;
    log(
      'error',
      `${problem}. Pages and posts answer 503 and /api/health/ready fails: run "npm run build" and start the server again${buildsDir ? ', or publish in the editor' : ''}.`,
    );
    return { build: unavailable(distDir), problem };
  }
}

/** The build the pointer names, else dist/ (the first publish is switched to like any other). */
async function firstBuild(
  distDir: string,
  buildsDir: string,
  named: { id: string } | undefined,
  log: Log,
): Promise<Starting> {
  if (!named) return serveDist(distDir, buildsDir, log);
  try {
    const build = await loadPublished(buildsDir, named.id, log);
    log(
      'info',
      `Serving the published build ${named.id} from ${buildsDir} (its pointer "current" names it; Publish and Roll back in the editor switch it).`,
      { build: named.id },
    );
    return { build, problem: null };
  } catch (error) {
    const problem = `The pointer ${path.join(buildsDir, 'current')} names build ${named.id}, which cannot be served: ${(error as Error).message}`;
    log(
      'error',
      `${problem}. Not serving ${distDir} in its place (that would be an older site): pages answer 503 and /api/health/ready fails until a good build is published, or one is rolled back to, in the editor.`,
    );
    return { build: unavailable(path.join(buildsDir, named.id)), problem };
  }
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
    const { build, problem } = serveDist(distDir, undefined, log);
    return { current: () => build, problem: () => problem, close() {} };
  }

  const named = readPointerFile(buildsDir);
  let judged = named && `${named.id}@${named.changedAt}`; // a pointer write already tried; a new write (even of the same id) is tried again
  let { build: live, problem } = await firstBuild(distDir, buildsDir, named, log);

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
  const folderGone = (build: LoadedBuild): string | null => {
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
  const damage = (build: LoadedBuild): string | null => {
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
    problem: () => problem ?? (live.manifest ? damage(live) : null),
    close() {
      clearInterval(timer);
      watcher?.close();
    },
  };
}
