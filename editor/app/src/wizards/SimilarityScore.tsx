// How alike a town's page is to the other towns' pages of its template, to the template's own text
// and (a new service) to the page it was copied from, as the doctor measures it (computed by the
// editor's server), updated shortly after typing.
import { useEffect, useRef, useState } from 'react';
import { api, type SiteModel, type TownSimilarity } from '../api';
import { percent, tooLike, verdictOf, type Verdict } from './page-scores';

/** Wait this long after the last keystroke: a measure draws the page again on the server. */
const DELAY_MS = 500;

const VERDICT_TEXT: Record<Verdict, (town: string, page: TownSimilarity) => string> = {
  passes: () => 'Passes the near-copy check.',
  close: () => 'Passes, but close to the limit.',
  over: (town, page) =>
    `Too similar: ${tooLike(page)}. Write more of ${town}’s own text; Publish refuses pages this alike.`,
};

interface Props {
  model: SiteModel;
  town: string;
  townName: string;
  template: string;
  compareWith?: string;
  onMeasured?: (page: TownSimilarity) => void;
}

export function SimilarityScore({ model, town, townName, template, compareWith, onMeasured }: Props) {
  const [page, setPage] = useState<TownSimilarity>();
  const measured = useRef(onMeasured);
  measured.current = onMeasured;
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    let current = true;
    setBusy(true);
    const timer = setTimeout(() => {
      api
        .similarity(model, town, [template], compareWith)
        .then((answer) => {
          if (!current) return;
          if (answer.ok) {
            setPage(answer.pages[0]);
            setProblem(undefined);
            if (answer.pages[0]) measured.current?.(answer.pages[0]);
          } else setProblem(answer.problems[0]?.message);
        })
        .catch((error: Error) => {
          if (current) setProblem(error.message);
        })
        .finally(() => {
          if (current) setBusy(false);
        });
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [model, town, template, compareWith]);

  if (problem)
    return (
      <p className="score over" role="status">
        The score cannot be measured yet: {problem}
      </p>
    );
  if (!page)
    return (
      <p className="score" role="status">
        Measuring how alike this page is to the other towns’ pages…
      </p>
    );
  const verdict = verdictOf(page);
  return (
    <div className={`score ${verdict}`} role="status" aria-busy={busy}>
      <strong>{VERDICT_TEXT[verdict](townName, page)}</strong>{' '}
      <span className="score-figures">
        Template’s own text {percent(page.templateScore)}
        {page.source && (
          <span>
            {' '}
            · {page.source.name} page {percent(page.source.score)}
          </span>
        )}
        {page.others.map((o) => (
          <span key={o.town}>
            {' '}
            · {o.name} {percent(o.score)}
          </span>
        ))}{' '}
        — limit {percent(page.limit)}
      </span>
      {busy && <span className="score-busy"> (updating…)</span>}
    </div>
  );
}
