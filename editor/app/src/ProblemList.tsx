// Every problem of the draft, in `npm run check`'s words, each a link to the field it concerns, named
// as the form names it (field-names.ts).
import type { Problem } from './api';
import { hrefOf } from './use-location';
import { placeOf } from '../../shared/field-names';
import type { SiteState } from './use-site';
import { useTranslation } from './i18n';

export function ProblemList({ problems, site }: { problems: Problem[]; site: SiteState }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">{t('problems.title', { count: problems.length })}</h2>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.pointer}-${i}`}>
            <a href={hrefOf(p.pointer)}>{placeOf(site.model ?? {}, site.loaded!.schema, p.pointer)}</a>: {p.message}{' '}
            {p.hint}
          </li>
        ))}
      </ul>
    </section>
  );
}
