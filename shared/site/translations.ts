// The shape of a text in a site of several languages (docs/decisions/0008): a string, the main
// language's, or an object with one entry per language, keyed by each language's two letters.

/** "es-US" → "es": the key of a language's entry in a translation, and its addresses' prefix (/es/…). */
export const languageKey = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/** The languages site.json names (`site.languages`, the main one first); none for a site of one language. */
export function languagesOf(raw: unknown): string[] | undefined {
  const languages = (raw as { site?: { languages?: unknown } } | undefined)?.site?.languages;
  return Array.isArray(languages) && languages.length > 1 && languages.every((l) => typeof l === 'string')
    ? languages
    : undefined;
}

/** A text's translations: an object whose keys are all the site's languages' keys and whose values are strings. */
export function isTranslation(value: unknown, keys: ReadonlySet<string>): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => keys.has(key) && typeof text === 'string');
}

/** The address prefix of a site's language ("/es") when it is not the main one of several; "" otherwise. */
export function languagePrefix(site: { locale: string; languages?: string[] }): string {
  return site.languages && site.languages[0] !== site.locale ? `/${languageKey(site.locale)}` : '';
}
