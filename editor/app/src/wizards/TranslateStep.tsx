// A wizard's step on a site of several languages: every text the wizard adds, where it stands and its
// main language's words, with a box for this language's (new-texts.ts). A box left empty leaves that
// text "not yet" in this language, translated later in the forms.
import { useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { placeOf } from '../../../shared/field-names';
import { getAt } from '../../../shared/pointer';
import { languageKey, languagesOf } from '../../../../shared/site/translations';
import { languageName } from '../../../shared/language-name';
import { useTranslation } from '../i18n';
import { newTexts, withTranslations, type WizardTranslations } from './new-texts';

interface Props {
  /** The site as the wizard will add it, in the main language. */
  draft: unknown;
  schema: RJSFSchema;
  /** The pointers of the texts it adds (newTexts). */
  texts: string[];
  language: { tag: string; name: string };
  main: { tag: string; name: string };
  /** This language's translations, by the main language's text. */
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

function TranslateStep({ draft, schema, texts, language, main, values, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <p className="hint">{t('wizard.translate.hint', { language: language.name })}</p>
      <ol className="translate-list">
        {texts.map((pointer, i) => {
          const id = `translate-${language.tag}-${i}`;
          const text = String(getAt(draft, pointer));
          return (
            <li key={pointer} className="form-group">
              <label className="control-label" htmlFor={id}>
                {placeOf(draft, schema, pointer)}
              </label>
              <p className="main-text" id={`${id}-main`}>
                <span className="main-text-label">{t('languages.inMain', { language: main.name })}</span>{' '}
                <span lang={main.tag}>{text}</span>
              </p>
              <textarea
                id={id}
                lang={language.tag}
                value={Object.hasOwn(values, text) ? values[text] : ''}
                aria-describedby={`${id}-main`}
                rows={Math.min(6, Math.max(1, Math.ceil(text.length / 70)))}
                placeholder={t('languages.notTranslated')}
                onChange={(e) => onChange({ ...values, [text]: e.target.value })}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

interface WizardLanguage {
  tag: string;
  key: string;
  name: string;
}

/**
 * A wizard's steps in the site's other languages, one per language, from step `first` on (none on a
 * site of one language): their names, the step's view, and the draft with what she wrote in them.
 */
export function useTranslateSteps({
  model,
  draft,
  schema,
  first,
  step,
  translations = {},
  onChange,
}: {
  /** The site before the wizard, and with what it adds, in the main language. */
  model: unknown;
  draft: unknown;
  schema: RJSFSchema;
  first: number;
  step: number;
  translations?: WizardTranslations;
  onChange: (translations: WizardTranslations) => void;
}) {
  const { t, i18n } = useTranslation();
  const [main, ...others] = (languagesOf(model) ?? []).map((tag): WizardLanguage => ({
    tag,
    key: languageKey(tag),
    name: languageName(tag, i18n.language),
  }));
  // Read only from the first step in another language on: it compares the whole site.
  const asking = others.length > 0 && step >= first;
  const texts = useMemo(() => (asking ? newTexts(model, draft) : []), [asking, model, draft]);
  const language = others[step - first];
  return {
    steps: others.map((l) => t('wizard.translate.step', { language: l.name })),
    view: language && main && (
      <TranslateStep
        draft={draft}
        schema={schema}
        texts={texts}
        language={language}
        main={main}
        values={translations[language.key] ?? {}}
        onChange={(values) => onChange({ ...translations, [language.key]: values })}
      />
    ),
    /** The wizard's draft with her translations, for the site. */
    written: <T,>(added: T): T => (main ? withTranslations(added, texts, translations, main.key) : added),
  };
}
