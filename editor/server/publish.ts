// Publish: the saved site.json is checked, built in a child process into builds/.tmp-<id>/, looked
// over by the doctor, renamed to builds/<id>/ and made live by rewriting the pointer builds/current,
// which the public server watches (server/live-build.ts). Anything failing before the pointer is
// written leaves the live site as it was, and so does a doctor's finding that blocks publishing
// (near-duplicate town pages: search engines treat them as doorway pages). One publish at a time; the last KEPT_BUILDS builds stay,
// so Roll back is a pointer write too.
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO_FILE, buildDir, listBuilds, newBuildId, pruneBuilds, readPointer, writePointer, type BuildInfo } from '../../shared/builds';
import type { Finding } from '../../generator/doctor/types';
import type { Problem } from '../../generator/errors/problem';
import type { BuildMessage } from './publish-build';
import type { SiteFile } from './site-file';

export type PublishStage = 'check' | 'bundle' | 'assets' | 'pages' | 'finish' | 'doctor' | 'switch';

export interface PublishState {
  buildId: string;
  status: 'running' | 'published' | 'failed';
  stage: PublishStage;
  pages?: { done: number; total: number };
  startedAt: string;
  ms?: number;
  /** Why it failed, in words for the person publishing; the live site was not changed. */
  error?: string;
  problems?: Problem[];
  findings?: Finding[];
  /** The doctor's findings that stopped this publish (see blocksPublish). */
  blockers?: Finding[];
}

/** The one rule for what stops a publish among the doctor's findings: near-duplicate town pages. */
export const blocksPublish = (finding: Finding): boolean => finding.check === 'near-duplicates' && finding.severity === 'error';

export interface KeptBuild extends BuildInfo { live: boolean }

export class PublishBusyError extends Error {}

const BUILD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'publish-build.ts');

/** Tells listeners (the dialog's event stream) each change of the running publish: start, stage, page, end. */
export class Publisher extends EventEmitter<{ change: [PublishState] }> {
  private state?: PublishState;

  constructor(private readonly site: SiteFile, readonly buildsDir: string) { super(); }

  /** The running or last publish (undefined before the first since the editor started). */
  get last(): PublishState | undefined { return this.state; }

  builds(): KeptBuild[] {
    const live = readPointer(this.buildsDir);
    return listBuilds(this.buildsDir).map((b) => ({ ...b, live: b.id === live }));
  }

  /** Starts publishing the saved site.json; the returned state is updated as it goes. */
  start(): PublishState {
    if (this.state?.status === 'running') throw new PublishBusyError('A publish is already running. Wait for it to finish.');
    const state: PublishState = { buildId: '', status: 'running', stage: 'check', startedAt: new Date().toISOString() };
    this.state = state;
    const started = performance.now();
    void this.run(state).catch((error: Error) => Object.assign(state, { status: 'failed', error: error.message }))
      .finally(() => { state.ms = Math.round(performance.now() - started); this.emit('change', state); });
    this.emit('change', state);
    return state;
  }

  /** Makes a kept build live again (Roll back, or forward after one). */
  async activate(id: string): Promise<KeptBuild[]> {
    if (!listBuilds(this.buildsDir).some((b) => b.id === id)) throw new UnknownBuildError(`There is no kept build "${id}". Pick one from the list of builds.`);
    await writePointer(this.buildsDir, id);
    return this.builds();
  }

  private async run(state: PublishState): Promise<void> {
    const { text, hash } = await this.site.read();
    state.buildId = newBuildId(hash);
    const problems = this.site.problemsIn(text);
    if (problems.length) {
      Object.assign(state, { status: 'failed', problems, error: `site.json has ${problems.length} problem${problems.length === 1 ? '' : 's'}, so nothing was built. Fix them, save, and publish again.` });
      return;
    }
    await mkdir(this.buildsDir, { recursive: true });
    const temporary = path.join(this.buildsDir, `.tmp-${state.buildId}`);
    await pruneBuilds(this.buildsDir); // leftovers of a publish the editor did not finish
    try {
      const done = await this.buildInChild(temporary, state);
      state.findings = done.findings;
      const blockers = done.findings.filter(blocksPublish);
      if (blockers.length) {
        const pages = new Set(blockers.map((b) => b.page)).size;
        Object.assign(state, { status: 'failed', blockers, error: `${pages} town page${pages === 1 ? ' is a near copy' : 's are near copies'} of another page or of ${pages === 1 ? 'its' : 'their'} template, so the live site was not changed. Write each its own text (below), save, and publish again.` });
        return;
      }
      state.stage = 'switch';
      this.emit('change', state);
      const version = (await this.site.versions.list()).find((v) => v.id.endsWith(`-${hash.slice(0, 8)}`))?.id;
      const info: BuildInfo = { id: state.buildId, builtAt: new Date().toISOString(), siteHash: hash, version, routes: done.routes, ms: Math.round(done.ms) };
      await writeFile(path.join(temporary, BUILD_INFO_FILE), JSON.stringify(info, null, 2));
      await rename(temporary, buildDir(this.buildsDir, state.buildId));
      await writePointer(this.buildsDir, state.buildId);
      state.status = 'published';
      await pruneBuilds(this.buildsDir);
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }

  private buildInChild(outDir: string, state: PublishState): Promise<Extract<BuildMessage, { type: 'done' }>> {
    return new Promise((resolve, reject) => {
      let output = '';
      let result: BuildMessage | undefined;
      const child = fork(BUILD_SCRIPT, [this.site.file, outDir], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
      const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4_000); };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      child.on('message', (message: BuildMessage) => {
        if (message.type !== 'progress') { result = message; return; }
        state.stage = message.stage;
        if ('total' in message && message.total !== undefined) state.pages = { done: message.done ?? 0, total: message.total };
        this.emit('change', state);
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (result?.type === 'done') { resolve(result); return; }
        if (output.trim()) console.error(`The publish's build failed:\n${output.trim()}`); // the causes, for whoever reads the editor's log
        reject(new Error(`The build failed, so the live site was not changed. ${result?.type === 'failed' ? result.message : `The build process stopped (exit code ${code}) without a result. ${output.trim()}`}`));
      });
    });
  }
}

export class UnknownBuildError extends Error {}
