// The publish worker (publish-build.ts), a child process kept between publishes: loading the engine
// takes seconds, a small publish's build and doctor far less. Started on the first publish, one
// build at a time; started anew when the engine's code changed (it would build with the old one),
// after WORKER_BUILDS builds (each keeps a little: a renderer module per new bundle) and when it
// failed or stopped. It never keeps the editor running: between builds it is unreferenced, and it
// ends when the editor does, or after WORKER_IDLE_MS without a publish.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildMessage, BuildRequest } from './publish-build';
import { currentLanguage, t } from '../shared/i18n';
import { DOCTOR_NODE_FLAGS } from '../../generator/api';

const BUILD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'publish-build.ts');

/** Builds one worker does before it is replaced. */
const WORKER_BUILDS = 20;
/** An unused worker holds the engine in memory (a few hundred MB): it goes after this long. */
const WORKER_IDLE_MS = 15 * 60_000;

export type BuildDone = Extract<BuildMessage, { type: 'done' }>;
export type BuildProgressMessage = Extract<BuildMessage, { type: 'progress' }>;

interface Worker {
  child: ChildProcess;
  /** The engine's code it loaded (engineSources). */
  engine: string;
  builds: number;
  /** Resolves once it listens for requests; rejects if it ends before. */
  ready: Promise<void>;
  /** The last lines it printed: the causes of a failure, for the editor's log. */
  output: string;
  idle?: NodeJS.Timeout;
}

export class PublishWorker {
  private worker?: Worker;
  private building = false;

  /** Starts the worker ahead of a build (the Publish dialog opening): the click then waits for no engine to load. */
  warm(engine: string): void {
    if (this.building) return;
    const worker = this.workerFor(engine);
    worker.child.unref();
    clearTimeout(worker.idle);
    worker.idle = setTimeout(() => void this.stop(), WORKER_IDLE_MS).unref();
  }

  /** Builds `siteFile` into `outDir` (reusing the unchanged pages of `reuse`), then runs the doctor. */
  async build(
    request: { siteFile: string; outDir: string; reuse?: string; engine: string },
    onProgress: (message: BuildProgressMessage) => void,
  ): Promise<BuildDone> {
    const worker = this.workerFor(request.engine);
    this.building = true;
    clearTimeout(worker.idle);
    worker.output = '';
    worker.child.ref();
    try {
      await worker.ready;
      return await this.ask(worker, request, onProgress);
    } catch (error) {
      // A failed build may have work still writing into its folder (a stage beside the one that failed):
      // the worker ends, and only then is the folder removed; the next publish starts another.
      await this.stop();
      throw error;
    } finally {
      this.building = false;
      if (this.worker === worker) {
        worker.child.unref();
        worker.idle = setTimeout(() => void this.stop(), WORKER_IDLE_MS).unref();
        if (++worker.builds >= WORKER_BUILDS) void this.stop();
      }
    }
  }

  /** Ends the worker (the editor closing, a test's end), resolving once it has; the next build starts another. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    clearTimeout(worker.idle);
    const { child } = worker;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.ref(); // waited for: an unreferenced child would let the process end before its exit is heard
    child.kill();
    await exited;
  }

  private workerFor(engine: string): Worker {
    const gone = this.worker && (this.worker.child.exitCode !== null || this.worker.child.signalCode !== null);
    if (gone || this.worker?.engine !== engine) void this.stop();
    return (this.worker ??= start(engine));
  }

  private ask(
    worker: Worker,
    { siteFile, outDir, reuse }: { siteFile: string; outDir: string; reuse?: string },
    onProgress: (message: BuildProgressMessage) => void,
  ): Promise<BuildDone> {
    return new Promise((resolve, reject) => {
      const { child } = worker;
      const onMessage = (message: BuildMessage) => {
        if (message.type === 'progress') onProgress(message);
        else if (message.type === 'done') finish(() => resolve(message));
        else if (message.type === 'failed') finish(() => reject(failed(message.message)));
      };
      const onExit = (code: number | null) =>
        finish(() => {
          if (worker.output.trim()) console.error(`The publish's build failed:\n${worker.output.trim()}`); // the causes, for whoever reads the editor's log
          reject(failed(t('server.publish.buildStopped', { code: String(code), output: worker.output.trim() })));
        });
      const finish = (settle: () => void) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        settle();
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      // The editor's language, so the doctor's findings come in it (generator/doctor/say.ts).
      const request: BuildRequest = { type: 'build', siteFile, outDir, reuse, language: currentLanguage() };
      child.send(request);
    });
  }
}

const failed = (reason: string) => new Error(t('server.publish.buildFailed', { reason }));

function start(engine: string): Worker {
  const child = fork(BUILD_SCRIPT, [], {
    execArgv: ['--import', 'tsx', ...DOCTOR_NODE_FLAGS],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const worker: Worker = { child, engine, builds: 0, output: '', ready: Promise.resolve() };
  const keep = (chunk: Buffer) => {
    worker.output = (worker.output + chunk.toString()).slice(-4_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`\n${error.message}`))); // it ends too: told by its exit
  // Its pipes and channel do not keep the editor running either (PublishWorker refs the child during a build).
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  (child.channel as unknown as { unref?: () => void } | undefined)?.unref?.();
  worker.ready = new Promise((resolve, reject) => {
    const onMessage = (message: BuildMessage) => {
      if (message.type !== 'ready') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(failed(t('server.publish.buildStopped', { code: String(code), output: worker.output.trim() })));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
  worker.ready.catch(() => {}); // told to the build that waits for it
  return worker;
}
