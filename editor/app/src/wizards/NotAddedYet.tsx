// Why a wizard cannot finish yet (pages still too like others), shown first on its last step, where
// she looks after clicking Add, with how to fix it; the draft is kept either way.
import { useTranslation } from '../i18n';

export function NotAddedYet({ reasons, fix }: { reasons?: string[]; fix: string }) {
  const { t } = useTranslation();
  if (!reasons?.length) return null;
  return (
    <div className="needs-text over" role="alert">
      <strong>{t('wizard.notAdded')}</strong>
      <ul>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {fix} {t('wizard.notAddedKeep')}
    </div>
  );
}
