// The doctor's advice on the draft (near-duplicate town pages with their score, alt text, links, facts
// typed by hand), each with the page it concerns and a link to its field. It does not stop a save.
import type { Advice } from './api';
import { useTranslation } from './i18n';
import { hrefOf } from './use-location';
import { placeOf } from '../../shared/field-names';
import type { SiteState } from './use-site';

export function AdviceList({ advice, site, open = false }: { advice: Advice[]; site: SiteState; open?: boolean }) {
  const { t } = useTranslation();
  if (!advice.length) return null;
  return (
    <details className="advice-list" open={open}>
      <summary>{t('advice.summary', { count: advice.length })}</summary>
      <ul>
        {advice.map((a, i) => (
          <li key={`${a.check}-${a.pointer}-${i}`}>
            {a.page && <span className="advice-page">{a.page}</span>}{' '}
            {a.pointer ? (
              <a href={hrefOf(a.pointer)}>{placeOf(site.model ?? {}, site.loaded!.schema, a.pointer)}</a>
            ) : null}
            {a.pointer ? ': ' : ''}
            {a.message} {a.hint}
          </li>
        ))}
      </ul>
    </details>
  );
}
