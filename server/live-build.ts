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
// 503 and fails readiness until a good build is published or rolled back to. While running, a quick
// check each second (stats of the folder, key files and a rotating sample, against the manifest's
// sizes) fails readiness when the live build is deleted or damaged under it.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { MANIFEST_FILE, manifestProblem, quickProblem, readManifest, type Manifest } from '../shared/build-manifest.js';
import { BUILD_INFO_FILE, buildDir, isBuildId, listBuilds, readPointerFile } from '../shared/builds.js';
import { US_CONTACT_LOCALE, type ContactLocale } from '../shared/contact/locale.js';
import { DEFAULT_CONTACT_FORM, type ContactForm } from '../shared/contact/form.js';
import { businessPhone, businessTel } from './business-phone.js';
import { readContactForm } from './contact-form.js';
import { readContactLocale } from './contact-locale.js';
import { answerShellOf, type AnswerSite } from './contact-page.js';
import type { Log } from './log.js';
import { staticSite } from './static-site.js';
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
}

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

function load(dir: string, id: string | undefined, earlierBuilds: string[], manifest?: Manifest): ServedBuild {
  const phone = businessPhone(dir);
  return {
    id,
    dir,
    site: staticSite(dir, { earlierBuilds }),
    phone,
    locale: readContactLocale(dir),
    form: readContactForm(dir),
    pack: builtPack(dir),
    answerSite: { shell: answerShellOf(dir, builtLocale(dir)), phone, tel: businessTel(dir) },
    manifest,
  };
}

/** Loads build `id` once every file matches its manifest; throws why not, in words. */
async function loadPublished(buildsDir: string, id: string): Promise<ServedBuild> {
  if (!isBuildId(id)) throw new Error(`"${id}" is not a build id`);
  const dir = buildDir(buildsDir, id);
  const problem = await manifestProblem(dir);
  if (problem) throw new Error(problem);
  const earlier = listBuilds(buildsDir)
    .filter((b) => b.id !== id)
    .map((b) => buildDir(buildsDir, b.id));
  return load(dir, id, earlier, await readManifest(dir));
}

/** A build the publish of an earlier version finished (its .build.json is there) that has no manifest yet. */
const madeBeforeManifests = (dir: string) =>
  existsSync(path.join(dir, BUILD_INFO_FILE)) && !existsSync(path.join(dir, MANIFEST_FILE));

/** What is served when the named build cannot be: nothing but a 503 (the log and readiness say why). */
const unavailable = (dir: string): ServedBuild => {
  const pack = builtPack(dir); // the site's language if its pages can still be read, else English
  return {
    dir,
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
  return load(distDir, undefined, []);
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
      live = await loadPublished(buildsDir, named.id);
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
        live = load(dir, named.id, []);
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
      live = await loadPublished(buildsDir, id);
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

  let sampleAt = 0;
  const check = () => {
    if (!live.manifest) return; // nothing whole was ever loaded: `problem` already says why
    const names = Object.keys(live.manifest.files);
    const sample = names.slice(sampleAt, sampleAt + SAMPLE_PER_CHECK);
    sampleAt = sampleAt + SAMPLE_PER_CHECK >= names.length ? 0 : sampleAt + SAMPLE_PER_CHECK;
    const found = quickProblem(live.dir, live.manifest, sample);
    const now = found && `The live build ${live.id} (${live.dir}) is damaged: ${found}`;
    if (now === problem) return;
    if (now)
      log(
        'error',
        `${now}. Pages not yet sent from memory answer 404 and /api/health/ready fails: publish again or roll back in the editor.`,
        { build: live.id },
      );
    else log('info', `The live build ${live.id} is whole again.`, { build: live.id });
    problem = now;
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
    problem: () => problem,
    close() {
      clearInterval(timer);
      watcher?.close();
    },
  };
}
