// Facts a site of several languages writes once: a phone number, an e-mail address, opening hours, a
// postal code, a price range, a date and the site's address are the same in every language. One
// written as a translation is a problem: its pages in one language would give another phone number
// than in the other, and the NAP check, run per language, could not see it.
import { isTranslation, languageKey } from '../../shared/site/translations';
import { escapePointer } from '../model/walk';

const FACTS = new Set(['phone', 'email', 'opens', 'closes', 'postalCode', 'priceRange', 'date', 'origin']);

/** Each fact written as a translation: where, and its value in the main language. */
export function factsPerLanguage(raw: unknown, languages: string[]): { pointer: string; value: string }[] {
  const keys = new Set(languages.map(languageKey));
  const main = languageKey(languages[0]!);
  const found: { pointer: string; value: string }[] = [];
  const walk = (value: unknown, pointer: string, key?: string): void => {
    if (key && FACTS.has(key) && isTranslation(value, keys))
      found.push({ pointer, value: value[main] ?? Object.values(value)[0]! });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(item, `${pointer}/${escapePointer(name)}`, name);
  };
  walk(raw, '');
  return found;
}
