// The languages the engine speaks in full: its own words on the pages, the server's answers, the lead
// e-mail and the leads CLI (a pack in this folder), and the site editor with its help and messages
// (editor/shared/i18n, the schema's words, the check's and the doctor's words). One list, so that a
// language added here fails tsc and the tests wherever one of its words is missing.
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'pl', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages besides English, whose words are each written beside the English ones. */
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
export type OtherLanguage = Exclude<Language, 'en'>;

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language subtag of a locale, in small letters: "de-DE" → "de". */
export const languageOf = (locale: string): string => locale.split(/[-_]/)[0]!.toLowerCase();

/** A locale as BCP 47 writes it, for <html lang> and for finding a regional pack: "fr_ca" → "fr-CA". */
export function normalTag(locale: string): string {
  let tag = TAGS.get(locale);
  if (tag === undefined) {
    if (TAGS.size >= 1_000) TAGS.clear();
    TAGS.set(locale, (tag = canonical(locale)));
  }
  return tag;
}

/** The tags met so far: every page of a build asks for its site's, and Intl takes its time. */
const TAGS = new Map<string, string>();

function canonical(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? locale;
  } catch {
    return locale;
  }
}
