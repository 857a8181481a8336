// A publish's build, in a child process of the editor (editor/server/publish.ts) so the editor stays
// responsive: builds site.json into the given folder, then runs the doctor over it. Tells its parent
// over IPC: each stage and page, then the doctor's findings (in the editor's language, its third
// argument), or what failed.
import { StageError, build, describeChain, doctor, type BuildProgress, type Finding } from '../../generator/api';
import { languageOf } from '../shared/i18n';
import { speak } from './language';

export type BuildMessage =
  | ({ type: 'progress' } & (BuildProgress | { stage: 'doctor' }))
  | { type: 'done'; routes: number; ms: number; findings: Finding[] }
  | { type: 'failed'; message: string };

const [siteFile, outDir, language] = process.argv.slice(2) as [string, string, string | undefined];
speak(languageOf(language) ?? 'en');
const send = (message: BuildMessage) =>
  new Promise<void>((resolve) => {
    process.send!(message, () => resolve());
  });

try {
  const result = await build({
    siteFile,
    outDir,
    onProgress: (progress) => {
      void send({ type: 'progress', ...progress });
    },
  });
  if (!result.ok) throw new Error('site.json has problems (see `npm run check`); nothing was built.');
  await send({ type: 'progress', stage: 'doctor' });
  const { findings } = await doctor({ siteFile, outDir });
  await send({ type: 'done', routes: result.routes, ms: result.ms, findings });
} catch (error) {
  // A stage's own message is written for the person publishing; the chain of causes is for whoever
  // looks at the editor's log. Anything else is unexpected: its whole chain is the message.
  console.error(describeChain(error));
  await send({ type: 'failed', message: error instanceof StageError ? error.message : describeChain(error) });
}
process.exit(0); // the render workers' pool and Vite may hold the event loop open
