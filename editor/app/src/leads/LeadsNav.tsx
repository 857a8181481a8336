// The way to the inbox, under the site's parts: leads are not part of the site, but the office
// manager looks for them in the same column. The badge counts the new ones.
import './leads.css';
import { leadHref } from './leads-api';
import { useTranslation } from '../i18n';

export function LeadsNav({ current, newCount }: { current: boolean; newCount: number | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="inbox-nav" aria-label={t('leads.inbox')}>
      <a href={leadHref()} aria-current={current ? 'page' : undefined}>
        {t('leads.title')}{' '}
        {!!newCount && (
          <span className="new-count">
            {newCount}
            <span className="visually-hidden"> {t('leads.newWord')}</span>
          </span>
        )}
      </a>
    </nav>
  );
}
