// The language the forms edit, on a site of several: each language with how far it is translated
// (the check's count of the main language's pages it has not yet).
import { useId } from 'react';
import type { LanguageSummary } from './api';
import { languageName } from '../../shared/language-name';
import { useTranslation } from './i18n';

interface Props {
  languages: string[];
  /** The language edited. */
  value: string;
  onChange: (language: string) => void;
  /** Each language's pages, from the last check. */
  summaries?: LanguageSummary[];
}

export function LanguageSwitch({ languages, value, onChange, summaries }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const name = (tag: string) => languageName(tag, i18n.language);
  const main = summaries?.[0];
  const summary = summaries?.find((s) => s.language === value);
  const state =
    !summary || summary === main
      ? undefined
      : summary.sharedUntranslated > 0
        ? t('languages.shared', { count: summary.sharedUntranslated, language: name(value) })
        : summary.missingPages > 0
          ? t('languages.missing', { missing: summary.missingPages, total: main!.pages, language: name(value) })
          : t('languages.every', { language: name(value) });
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('languages.switch')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-state`}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {name(language)}
          </option>
        ))}
      </select>
      <span id={`${id}-state`} className="language-state" role="status">
        {state}
      </span>
    </div>
  );
}
