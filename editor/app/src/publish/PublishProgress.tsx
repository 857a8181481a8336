// Where a publish is: its stages in order (done, now, to come) and the pages written out of all.
import type { PublishState } from '../../../shared/api-types';
import { useTranslation } from '../i18n';

/** The stages in order; each one's words are publish.stages.<stage>. */
const STAGES = ['check', 'bundle', 'assets', 'pages', 'finish', 'doctor', 'switch'] as const;

export function PublishProgress({ state }: { state: PublishState }) {
  const { t } = useTranslation();
  // Waiting for another editor's publish comes before any stage: said in words, the stages still to come.
  const waiting = state.status === 'running' && state.stage === 'wait';
  const now = waiting ? -1 : STAGES.findIndex((stage) => stage === state.stage);
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
          {t('publish.stageNow', { stage: t(`publish.stages.${STAGES[now]!}`) })}
        </p>
      )}
      <ol className="stages">
        {STAGES.map((stage, i) => {
          const step =
            finished || i < now ? 'done' : i === now ? (state.status === 'failed' ? 'failed' : 'now') : 'later';
          return (
            <li key={stage} className={step} aria-current={step === 'now' ? 'step' : undefined}>
              <span className="mark" aria-hidden="true">
                {{ done: '✓', now: '●', failed: '✕', later: '○' }[step]}
              </span>
              {t(`publish.stages.${stage}`)}
              {step !== 'later' && <span className="visually-hidden"> {t(`publish.step.${step}`)}</span>}
            </li>
          );
        })}
      </ol>
      {state.pages && (
        <p className="pages">
          <label htmlFor="publish-pages">
            {t('publish.pagesDone', { done: state.pages.done, total: state.pages.total })}
          </label>
          <progress id="publish-pages" max={state.pages.total} value={state.pages.done} />
        </p>
      )}
    </div>
  );
}
