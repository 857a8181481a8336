// A site.json of several languages as the site of one of them: each translation becomes that
// language's text (docs/decisions/0008). What is not yet written in the language is named, not
// filled in: a main-language text left plain on a page of another language, or a translation
// without that language's entry.
import { escapePointer } from './json-pointer.js';
import { isTranslation, languageKey } from './translations.js';
import { sameInEveryLanguage } from './same-in-every-language.js';

export interface Projection {
  /** The site in this one language, as site.json of one language writes it. */
  raw: unknown;
  /** Where in site.json a text this language has not yet (JSON pointers, for a translation its `/<key>`). */
  untranslated: string[];
  /** The pointers, in the projected site, of texts that were translations (a problem there is at `…/<key>`). */
  translated: Set<string>;
}

export function project(raw: unknown, language: string, languages: string[]): Projection {
  const keys = new Set(languages.map(languageKey));
  const key = languageKey(language);
  const main = language === languages[0];
  const untranslated: string[] = [];
  const translated = new Set<string>();
  const walk = (value: unknown, pointer: string): unknown => {
    if (isTranslation(value, keys)) {
      translated.add(pointer);
      const text = value[key];
      if (text !== undefined && text !== '') return text;
      untranslated.push(`${pointer}/${key}`);
      return value[languageKey(languages[0]!)] ?? Object.values(value)[0];
    }
    if (typeof value === 'string') {
      if (!main && !sameInEveryLanguage(pointer, value)) untranslated.push(pointer);
      return value;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${pointer}/${i}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, walk(item, `${pointer}/${escapePointer(name)}`)]),
      );
    return value;
  };
  const projected = walk(raw, '') as { site?: Record<string, unknown> };
  if (projected.site) projected.site = { ...projected.site, locale: language }; // the one language of this site
  return { raw: projected, untranslated, translated };
}
