// What a country's postal code and regions are called, and the form's messages about them and the
// phone, in the site's language, by the kind Google's address metadata gives (country.ts): a ZIP code
// or a postal code, a state, a province, a county… Each language pack (languages/) holds them, as
// `addressWords`, beside its words for its own country (US English, German for Germany…), which these stand
// in for elsewhere (a site in English in Canada: "Postal code" and "Province").
import type { CountryWords } from './country-words-shape.js';
import { enginePack } from './languages/packs.js';

export type { CountryWords } from './country-words-shape.js';

/** The country words of a locale's pack ("de-AT" → German's). */
export const countryWords = (locale: string): CountryWords => enginePack(locale).addressWords;

/** A name as it stands inside a sentence: "Postal code" → "postal code", "ZIP code" and German nouns kept. */
export function inSentence(name: string, words: CountryWords): string {
  return words.capitals || /^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}
