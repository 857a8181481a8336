// On the editor's start page: "3 new leads", linking to the inbox. Nothing when there are none.
import { leadHref } from './leads-api';
import { useTranslation } from '../i18n';

export function NewLeadsNotice({ newCount }: { newCount: number | undefined }) {
  const { t } = useTranslation();
  if (!newCount) return null;
  return (
    <p className="new-leads">
      <span className="new-leads-mark" aria-hidden="true">
        ✉
      </span>
      <a href={leadHref()}>{t('leads.newCount', { count: newCount })}</a>
      <span className="new-leads-hint">{t('leads.newHint')}</span>
    </p>
  );
}
