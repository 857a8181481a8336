// The editor's own words in each of the engine's languages (shared/site/languages/languages.ts;
// en.json, de.json…: the same keys, one file per language), for its app and its server alike. One language at a time: the site's (the language
// subtag of site.json's `site.locale`), or EDITOR_LANGUAGE when set; English when neither is one of
// these. Plurals and filled-in values are i18next's ({{count}}, _one/_other), never worked out here.
import i18next from 'i18next';
import en from './en.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import { isLanguage, LANGUAGES, type Language } from '../../../shared/site/languages/languages';

export { LANGUAGES } from '../../../shared/site/languages/languages';
export type EditorLanguage = Language;

/** Every language's words (a language of LANGUAGES without them fails tsc here). */
const WORDS: Record<Language, typeof en> = { en, de, fr, es, nl, pl, pt, it };
export const resources = Object.fromEntries(
  Object.entries(WORDS).map(([language, words]) => [language, { translation: words }]),
) as Record<Language, { translation: typeof en }>;

const isEditorLanguage = isLanguage;

/** The language of a BCP 47 tag ("de-DE" → "de"), when the editor has words in it. */
export function languageOf(tag: string | undefined): EditorLanguage | undefined {
  const language = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isEditorLanguage(language) ? language : undefined;
}

/** The editor's language: EDITOR_LANGUAGE when the editor speaks it, else the site's, else English. */
export const editorLanguage = (chosen: string | undefined, siteLocale: string | undefined): EditorLanguage =>
  languageOf(chosen) ?? languageOf(siteLocale) ?? 'en';

export const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  showSupportNotice: false,
  // React and the server's HTML escape what they write; values are filled in as they are.
  interpolation: { escapeValue: false },
});

/** The words for a key in the editor's language now. */
export const t = i18n.t.bind(i18n) as typeof i18n.t;

export const currentLanguage = (): EditorLanguage => (isEditorLanguage(i18n.language) ? i18n.language : 'en');

/** Switches the editor's words (in the app once, from the page's lang; on the server when site.json's language changes). */
export function setEditorLanguage(language: EditorLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
