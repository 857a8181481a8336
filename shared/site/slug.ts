// Address names (slugs) made from names, the one way every part of the engine makes them: a town's
// address name in the Add town wizard, a service's in Add service, a picture's file name. Letters are
// written as the site's language writes them without accents (@sindresorhus/slugify, which
// transliterates by language: German ü → ue, Swedish ä → a, French è → e).
import slugify from '@sindresorhus/slugify';

/**
 * Umlauts as their plain vowel except in German, the one language that writes them "ae", "oe", "ue"
 * (transliterate's default for every language but those with rules of their own: Swedish, Danish…).
 */
const PLAIN_UMLAUTS: [string, string][] = [
  ['ä', 'a'],
  ['ö', 'o'],
  ['ü', 'u'],
  ['Ä', 'A'],
  ['Ö', 'O'],
  ['Ü', 'U'],
];

/**
 * "Hürth" → "huerth" in German, "Sainte-Adèle" → "sainte-adele" in French, "Straße" → "strasse",
 * "Port Clinton" → "port-clinton": lower-case letters and digits, words joined by hyphens.
 * `locale`: the site's language (site.locale, e.g. "de-DE"). "&" is left out, not written as an
 * English "and"; capitals inside a word do not split it ("McDonald" → "mcdonald"); ligatures and
 * letters sent with separate accents (as a Mac names files) are read as the letters they show.
 */
export function slugFrom(name: string, locale = 'en'): string {
  const language = locale.split('-')[0]!.toLowerCase();
  return slugify(name.normalize('NFKC'), {
    locale: language,
    decamelize: false,
    customReplacements: [['&', ' '], ...(language === 'de' ? [] : PLAIN_UMLAUTS)],
  });
}
