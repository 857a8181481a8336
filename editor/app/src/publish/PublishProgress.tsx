// Where a publish is: its stages in order (done, now, to come) and the pages written out of all.
import type { PublishState } from '../../../shared/api-types';

const STAGES: [PublishState['stage'], string][] = [
  ['check', 'Check site.json'],
  ['bundle', 'Prepare the page scripts'],
  ['assets', 'Prepare pictures and fonts'],
  ['pages', 'Write the pages'],
  ['finish', 'Write the sitemap'],
  ['doctor', 'Check the built pages'],
  ['switch', 'Switch the live site'],
];

const count = (n: number) => n.toLocaleString('en-US');

export function PublishProgress({ state }: { state: PublishState }) {
  // Waiting for another editor's publish comes before any stage: said in words, the stages still to come.
  const waiting = state.status === 'running' && state.stage === 'wait';
  const now = waiting ? -1 : STAGES.findIndex(([stage]) => stage === state.stage);
  const finished = state.status === 'published';
  return (
    <div className="publish-progress">
      {waiting && (
        <p role="status" className="waiting">
          {state.waiting}
        </p>
      )}
      {/* Said once per stage; the page count is not announced on every update. */}
      {state.status === 'running' && now >= 0 && (
        <p role="status" className="visually-hidden">
          {STAGES[now]![1]}…
        </p>
      )}
      <ol className="stages">
        {STAGES.map(([stage, label], i) => {
          const step =
            finished || i < now ? 'done' : i === now ? (state.status === 'failed' ? 'failed' : 'now') : 'later';
          return (
            <li key={stage} className={step} aria-current={step === 'now' ? 'step' : undefined}>
              <span className="mark" aria-hidden="true">
                {{ done: '✓', now: '●', failed: '✕', later: '○' }[step]}
              </span>
              {label}
              <span className="visually-hidden">
                {{ done: ' (done)', now: ' (in progress)', failed: ' (failed)', later: '' }[step]}
              </span>
            </li>
          );
        })}
      </ol>
      {state.pages && (
        <p className="pages">
          <label htmlFor="publish-pages">
            Pages {count(state.pages.done)} of {count(state.pages.total)}
          </label>
          <progress id="publish-pages" max={state.pages.total} value={state.pages.done} />
        </p>
      )}
    </div>
  );
}
