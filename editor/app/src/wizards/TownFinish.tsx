// Add town, last step: each of its pages with its near-copy score measured again on the whole draft,
// what goes into the draft, and (when a page is too like another) why the wizard cannot finish yet.
import { NotAddedYet } from './NotAddedYet';
import type { SiteModel, TownSimilarity } from '../api';
import { SimilarityScore } from './SimilarityScore';
import type { Town } from './draft-model';
import { Trans, useTranslation } from '../i18n';

interface Props {
  draft: SiteModel;
  town: Town;
  pages: { id: string; name: string; path: string }[];
  reviews: { ids: string[] }[];
  onMeasured: (template: string, page: TownSimilarity) => void;
  refusal?: string[];
}

export function TownFinish({ draft, town, pages, reviews, onMeasured, refusal }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <NotAddedYet
        reasons={refusal}
        fix={t('wizard.town.finish.fix', { town: town.name, count: refusal?.length ?? 0 })}
      />
      <p>
        <Trans
          i18nKey="wizard.town.finish.intoDraft"
          count={pages.length}
          values={{ town: town.name }}
          components={{ strong: <strong /> }}
        />
      </p>
      <ul className="town-scores" aria-label={t('wizard.town.finish.scores')}>
        {pages.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong> <code>{p.path}</code>
            <SimilarityScore
              model={draft}
              town={town.slug}
              townName={town.name}
              template={p.id}
              onMeasured={(page) => onMeasured(p.id, page)}
            />
          </li>
        ))}
      </ul>
      {reviews.length > 0 && (
        <p className="hint">
          {t('wizard.town.finish.reviews', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              [...new Set(reviews.flatMap((r) => r.ids))].map((id) => t('common.quoted', { name: id })),
            ),
            town: town.name,
          })}
        </p>
      )}
    </>
  );
}
