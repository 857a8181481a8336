// How alike a town's page is to the other towns' pages of its template, to the template's own text
// and (a new service) to the page it was copied from, as the doctor measures it (computed by the
// editor's server), updated shortly after typing; and in words what to do: each sentence the page
// carries from another service or town with whose it is, or, for a score over the limit, which
// shared parts to rewrite for the town or leave out there.
import { useEffect, useRef, useState } from 'react';
import { api, type SiteModel, type TownSimilarity } from '../api';
import { copiesOf, percent, tooLike, verdictOf } from './page-scores';
import { useSiteState } from '../pictures/site-context';
import { placeOf } from '../../../shared/field-names';
import { useTranslation } from '../i18n';

/** Wait this long after the last keystroke: a measure draws the page again on the server. */
const DELAY_MS = 500;

interface Props {
  model: SiteModel;
  town: string;
  townName: string;
  template: string;
  compareWith?: string;
  onMeasured?: (page: TownSimilarity) => void;
}

export function SimilarityScore({ model, town, townName, template, compareWith, onMeasured }: Props) {
  const { t } = useTranslation();
  const schema = useSiteState().loaded!.schema;
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
          } else {
            // Which box, in her words, and what is wrong with it ("Towns › Port Clinton › … › Text: Too long…").
            const [first] = answer.problems;
            setProblem(
              first && `${placeOf(model, schema, first.pointer)}: ${first.message} ${first.hint ?? ''}`.trim(),
            );
          }
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
  }, [model, town, template, compareWith, schema]);

  if (problem)
    return (
      <p className="score over" role="status">
        {t('wizard.score.cannot', { problem })}
      </p>
    );
  if (!page)
    return (
      <p className="score" role="status">
        {t('wizard.score.measuring')}
      </p>
    );
  const verdict = verdictOf(page);
  const copies = copiesOf(page);
  return (
    <div className={`score ${verdict}`} role="status" aria-busy={busy}>
      {copies.length > 0 && (
        <>
          <strong>{t('wizard.score.copied', { count: copies.length })}</strong>
          <ul className="score-copies">
            {copies.map((c, i) => (
              <li key={`${c.pointer}-${i}`}>
                {c.message} {c.fix}
              </li>
            ))}
          </ul>
        </>
      )}
      {!copies.length && (
        <strong>
          {verdict === 'over'
            ? t('wizard.score.over', { town: townName, tooLike: tooLike(page) })
            : t(`wizard.score.${verdict}`)}
        </strong>
      )}{' '}
      {!copies.length && page.advice && <span className="score-advice">{page.advice.fix} </span>}
      <span className="score-figures">
        {t('wizard.score.template', { score: percent(page.templateScore) })}
        {page.source && (
          <span> · {t('wizard.score.source', { page: page.source.name, score: percent(page.source.score) })}</span>
        )}
        {page.others.map((o) => (
          <span key={o.town}>
            {' '}
            · {o.name} {percent(o.score)}
          </span>
        ))}{' '}
        — {t('wizard.score.limit', { limit: percent(page.limit) })}
      </span>
      {busy && <span className="score-busy"> {t('wizard.score.updating')}</span>}
    </div>
  );
}
