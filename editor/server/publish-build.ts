// The editor's publish worker, a child process (publish-child.ts starts it) so the editor stays
// responsive: it loads the engine once (about 4 s of a publish when it was a process per publish) and
// then, for each build it is sent, builds site.json into the given folder, reusing the pages of the
// live build whose inputs are unchanged, and runs the doctor over the result, reusing its reading of
// those same pages. Tells its parent over IPC: each stage and page, then the doctor's findings (in
// the editor's language), or what failed. It ends when its parent does, or when told to.
import {
  StageError,
  build,
  describeChain,
  doctor,
  newDoctorMemory,
  type BuildProgress,
  type Finding,
} from '../../generator/api';
import { languageOf } from '../shared/i18n';
import { speak } from './language';

/** What the editor asks of the worker: one build (the next only once this one is answered). */
export interface BuildRequest {
  type: 'build';
  siteFile: string;
  outDir: string;
  /** The editor's language: the doctor's findings come in it (generator/doctor/say.ts). */
  language: string;
  /** The live build, whose pages are taken where their inputs are unchanged. */
  reuse?: string;
}

export type BuildMessage =
  | { type: 'ready' }
  | ({ type: 'progress' } & (BuildProgress | { stage: 'doctor' }))
  | { type: 'done'; routes: number; ms: number; findings: Finding[]; reused: number; rendered: number }
  | { type: 'failed'; message: string };

const send = (message: BuildMessage) =>
  new Promise<void>((resolve) => {
    process.send!(message, () => resolve());
  });

/** What the doctor read and judged of the pages built last, kept for the next build's unchanged ones. */
const memory = newDoctorMemory();

async function run({ siteFile, outDir, language, reuse }: BuildRequest): Promise<void> {
  speak(languageOf(language) ?? 'en');
  try {
    const result = await build({
      siteFile,
      outDir,
      reuse,
      onProgress: (progress) => {
        void send({ type: 'progress', ...progress });
      },
    });
    if (!result.ok) throw new Error('site.json has problems (see `npm run check`); nothing was built.');
    await send({ type: 'progress', stage: 'doctor' });
    const { findings } = await doctor({ siteFile, outDir, memory, checked: result.checked });
    await send({
      type: 'done',
      routes: result.routes,
      ms: result.ms,
      findings,
      reused: result.reusedPages.length,
      rendered: result.renderedPages.length,
    });
  } catch (error) {
    // A stage's own message is written for the person publishing; the chain of causes is for whoever
    // looks at the editor's log. Anything else is unexpected: its whole chain is the message.
    console.error(describeChain(error));
    await send({ type: 'failed', message: error instanceof StageError ? error.message : describeChain(error) });
  }
}

process.on('message', (request: BuildRequest) => {
  if (request.type === 'build') void run(request);
});
// Gone with the editor: the render workers' pool and Vite may hold the event loop open otherwise.
process.on('disconnect', () => process.exit(0));
void send({ type: 'ready' }); // listening: a request sent before this would be lost
