// In a language other than the main one, the forms translate: a new page, town, block or item is
// added in the main language (its texts are then "not yet" in the others and translated beside it),
// so what is typed here is never taken for the main language's text.
import type { ReactNode } from 'react';
import { useEditedLanguage } from './pictures/site-context';
import { useTranslation } from './i18n';

/** The note that stands for an Add button while another language than the main one is edited; null otherwise. */
export function AddInMainLanguage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const edited = useEditedLanguage();
  if (!edited || edited.main) return <>{children}</>;
  return <p className="hint add-in-main">{t('languages.addInMain', { language: edited.mainName })}</p>;
}
