// Publish: the saved site.json is checked, built in a child process into builds/.tmp-<id>/, looked
// over by the doctor, given a manifest (every file's size and hash, written last), renamed to
// builds/<id>/, checked against its manifest, and made live by rewriting the pointer builds/current
// (and the symlink builds/live), which the public server watches (server/builds/live-build.ts). Anything
// failing before the pointer is written leaves the live site as it was, and so does a doctor's
// finding that blocks publishing (near-duplicate town pages, which search engines treat as doorway
// pages, and sentences copied from another service's or town's pages). One publish at a time per builds folder, across editors and machines: each holds the
// folder's lock (publish-lock.ts) from its build to its switch, and a second one waits for it. The
// last KEPT_BUILDS builds stay, so Roll back is a pointer write too (after the same manifest check).
// A site.json built already (same file, engine and pictures) is not built again: live, it is said so;
// kept, that build is made live again.
import { EventEmitter } from 'node:events';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { manifestProblem, writeManifest } from '../../shared/build-manifest';
import {
  BUILD_INFO_FILE,
  buildDir,
  listBuilds,
  newBuildId,
  pruneBuilds,
  readPointer,
  writePointer,
  type BuildInfo,
} from '../../shared/builds';
import { engineSources, imagesDirOf, type Finding } from '../../generator/api';
import type { KeptBuild, PublishState } from '../shared/api-types';
import { missingPages } from './build-pages';
import { buildInputs } from './build-inputs';
import { PublishWorker } from './publish-child';
import { LockWaitError, lockBuildsFolder, type PublishLock } from './publish-lock';
import type { SiteFile } from './site-file';
import { t } from '../shared/i18n';

/** The doctor's checks whose errors stop a publish: town pages too alike, and text copied from another service or town. */
const PUBLISH_BLOCKING = new Set(['near-duplicates', 'copied-sentences']);

/** The one rule for what stops a publish among the doctor's findings. */
export const blocksPublish = (finding: Finding): boolean =>
  PUBLISH_BLOCKING.has(finding.check) && finding.severity === 'error';

export class PublishBusyError extends Error {}
/** A kept build whose files no longer match its manifest: it is not made live. */
export class DamagedBuildError extends Error {}

/** How long a publish waits for another one into the same builds folder (a big site builds in minutes on a busy machine). */
const PUBLISH_LOCK_WAIT_MS = 15 * 60_000;
/** How long a Roll back waits for a publish to finish: a person clicked and is waiting for the answer. */
const ACTIVATE_LOCK_WAIT_MS = 10_000;

/** Tells listeners (the dialog's event stream) each change of the running publish: start, stage, page, end. */
export class Publisher extends EventEmitter<{ change: [PublishState] }> {
  private state?: PublishState;
  /** The child process that builds, kept between publishes (publish-child.ts). */
  private readonly worker = new PublishWorker();

  constructor(
    private readonly site: SiteFile,
    readonly buildsDir: string,
    private readonly lockWaitMs = { publish: PUBLISH_LOCK_WAIT_MS, activate: ACTIVATE_LOCK_WAIT_MS },
  ) {
    super();
  }

  /** The running or last publish (undefined before the first since the editor started). */
  get last(): PublishState | undefined {
    return this.state;
  }

  builds(): KeptBuild[] {
    const live = readPointer(this.buildsDir);
    return listBuilds(this.buildsDir).map((b) => ({ ...b, live: b.id === live }));
  }

  /** Starts publishing the saved site.json; the returned state is updated as it goes. */
  start(): PublishState {
    if (this.state?.status === 'running') throw new PublishBusyError(t('server.publish.alreadyRunning'));
    const state: PublishState = { buildId: '', status: 'running', stage: 'check', startedAt: new Date().toISOString() };
    this.state = state;
    const started = performance.now();
    void this.run(state)
      .catch((error: Error) => Object.assign(state, { status: 'failed', error: error.message }))
      .finally(() => {
        state.ms = Math.round(performance.now() - started);
        this.emit('change', state);
      });
    this.emit('change', state);
    return state;
  }

  /** Loads the publish worker ahead of a publish (the Publish dialog opening), unless one runs. */
  warm(): void {
    if (this.state?.status === 'running') return;
    void engineSources().then(
      (engine) => this.worker.warm(engine),
      () => {}, // the publish itself says what is wrong
    );
  }

  /** Ends the publish worker (the editor closing); a later publish starts it again. */
  close(): Promise<void> {
    return this.worker.stop();
  }

  /** Makes a kept build live again (Roll back, or forward after one), once its files match its manifest. */
  async activate(id: string): Promise<KeptBuild[]> {
    if (!listBuilds(this.buildsDir).some((b) => b.id === id))
      throw new UnknownBuildError(t('server.publish.unknownBuild', { id }));
    if (this.state?.status === 'running') throw new PublishBusyError(t('server.publish.runningRollBack'));
    let lock: PublishLock;
    try {
      lock = await lockBuildsFolder(this.buildsDir, { waitMs: this.lockWaitMs.activate });
    } catch (error) {
      if (error instanceof LockWaitError)
        throw new PublishBusyError(t('server.publish.lockWaitRollBack', { reason: error.message }));
      throw error;
    }
    try {
      const problem = await manifestProblem(buildDir(this.buildsDir, id));
      if (problem) throw new DamagedBuildError(t('server.publish.damaged', { id, problem }));
      if (lock.lost) throw new PublishBusyError(t('server.publish.lockLostRollBack'));
      await writePointer(this.buildsDir, id);
    } finally {
      await lock.release();
    }
    return this.builds();
  }

  private async run(state: PublishState): Promise<void> {
    const { text, hash } = await this.site.read();
    state.buildId = newBuildId(hash);
    const problems = await this.site.problemsIn(text);
    if (problems.length) {
      Object.assign(state, {
        status: 'failed',
        problems,
        error: t('server.publish.problems', { count: problems.length }),
      });
      return;
    }
    await mkdir(this.buildsDir, { recursive: true });
    const lock = await this.lock(state);
    const temporary = path.join(this.buildsDir, `.tmp-${state.buildId}`);
    let outcome: Partial<PublishState>;
    try {
      outcome = await this.publishLocked(state, { text, hash, lock, temporary });
    } finally {
      await rm(temporary, { recursive: true, force: true });
      await lock.release();
    }
    // Told once the publish has let go of its folder and the lock: the dialog's last word, and the next may start.
    Object.assign(state, outcome);
  }

  /** The publish under the builds folder's lock, building into `temporary`: how it ended. */
  private async publishLocked(
    state: PublishState,
    { text, hash, lock, temporary }: { text: string; hash: string; lock: PublishLock; temporary: string },
  ): Promise<Partial<PublishState>> {
    // Checked under the lock, so a publish that just finished elsewhere counts: the same file twice is one build.
    const { inputs, engine } = await buildInputs(imagesDirOf(this.site.file));
    const reused = await this.reuseKeptBuild(state, hash, inputs, lock);
    if (reused) return { status: reused };
    await pruneBuilds(this.buildsDir); // leftovers of publishes that did not finish (pruneBuilds says why that is safe under the lock)
    // The live build's pages whose inputs are unchanged are taken from it (generator/render/reuse-pages.ts);
    // it is not pruned while live, and this lock is held until the switch.
    // Only files still as published are shared (each is held to the live manifest as it is taken), so the
    // new manifest may take the shared files' hashes from the live one (writeManifest).
    const live = readPointer(this.buildsDir);
    const reuse = live ? buildDir(this.buildsDir, live) : undefined;
    const done = await this.worker.build({ siteFile: this.site.file, outDir: temporary, reuse, engine }, (message) => {
      state.stage = message.stage;
      if ('total' in message && message.total !== undefined)
        state.pages = { done: message.done ?? 0, total: message.total };
      this.emit('change', state);
    });
    state.findings = done.findings;
    const blockers = done.findings.filter(blocksPublish);
    if (blockers.length) {
      const pages = new Set(blockers.map((b) => b.page)).size;
      return {
        status: 'failed',
        blockers,
        error: blockers.some((b) => b.check === 'copied-sentences')
          ? t('server.publish.copiedText', { count: pages })
          : t('server.publish.nearCopies', { count: pages }),
      };
    }
    state.stage = 'switch';
    this.emit('change', state);
    // A file never saved in the editor (edited by hand) is kept as a version too, so the build can be restored into the editor.
    const version =
      (await this.site.versions.list()).find((v) => v.id.endsWith(`-${hash.slice(0, 8)}`))?.id ??
      (await this.site.versions.add(text));
    const info: BuildInfo = {
      id: state.buildId,
      builtAt: new Date().toISOString(),
      siteHash: hash,
      version,
      inputs,
      routes: done.routes,
      ms: Math.round(done.ms),
      reused: done.reused,
    };
    const missing = await missingPages(temporary);
    if (missing.length)
      throw new Error(
        t('server.publish.missingPages', {
          count: missing.length,
          pages: `${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`,
        }),
      );
    await writeFile(path.join(temporary, BUILD_INFO_FILE), JSON.stringify(info, null, 2));
    await writeManifest(temporary, reuse);
    const final = buildDir(this.buildsDir, state.buildId);
    await rename(temporary, final);
    const problem = await manifestProblem(final);
    if (problem || lock.lost) {
      await rm(final, { recursive: true, force: true });
      throw new Error(problem ? t('server.publish.manifest', { problem }) : t('server.publish.lockLost'));
    }
    await writePointer(this.buildsDir, state.buildId);
    await pruneBuilds(this.buildsDir);
    return { status: 'published' };
  }

  /**
   * A kept build made from the same site.json, engine and pictures: live already (nothing to do), or
   * made live again rather than built anew (a duplicate would push an older build out of the five kept).
   */
  private async reuseKeptBuild(
    state: PublishState,
    hash: string,
    inputs: string,
    lock: PublishLock,
  ): Promise<'unchanged' | 'published' | undefined> {
    const same = this.builds().find((b) => b.siteHash === hash && b.inputs === inputs);
    if (!same) return undefined;
    state.sameAs = { id: same.id, builtAt: same.builtAt };
    state.buildId = same.id;
    if (same.live) return 'unchanged';
    if ((await manifestProblem(buildDir(this.buildsDir, same.id))) || lock.lost) {
      delete state.sameAs;
      return undefined;
    } // damaged: build anew
    state.stage = 'switch';
    this.emit('change', state);
    await writePointer(this.buildsDir, same.id);
    return 'published';
  }

  /** Takes the builds folder's lock, telling the dialog while it waits for another publish. */
  private async lock(state: PublishState): Promise<PublishLock> {
    const onWait = () => {
      Object.assign(state, { stage: 'wait', waiting: t('server.publish.waiting') });
      this.emit('change', state);
    };
    try {
      const lock = await lockBuildsFolder(this.buildsDir, { waitMs: this.lockWaitMs.publish, onWait });
      if (state.waiting) {
        delete state.waiting;
        state.stage = 'check';
        this.emit('change', state);
      }
      return lock;
    } catch (error) {
      delete state.waiting;
      if (error instanceof LockWaitError)
        throw new Error(t('server.publish.lockWait', { reason: error.message }), { cause: error });
      throw error;
    }
  }
}

export class UnknownBuildError extends Error {}
