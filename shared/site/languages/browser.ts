// The parts of the packs the browser's code needs itself: how facts are joined (formatHours draws
// opening hours in the browser too) and the error page's words. Each language module exports these
// small sections on their own, so the browser bundle never holds a whole pack (its labels come resolved
// in the page data); and the build keeps only the site's language and English in it
// (generator/render/site-language.ts: one import line and one entry line per language, as below).
import { errorPage as deErrorPage, formats as deFormats } from './de.js';
import { errorPage as enErrorPage, formats as enFormats } from './en.js';
import { errorPage as esErrorPage, formats as esFormats } from './es.js';
import { errorPage as frErrorPage, formats as frFormats } from './fr.js';

interface PageWords {
  formats: typeof enFormats;
  errorPage: typeof enErrorPage;
}

const WORDS: Record<string, PageWords> = {
  de: { formats: deFormats, errorPage: deErrorPage },
  en: { formats: enFormats, errorPage: enErrorPage },
  es: { formats: esFormats, errorPage: esErrorPage },
  fr: { formats: frFormats, errorPage: frErrorPage },
};

/** The language subtag of a locale, in small letters: "de-DE" → "de". */
export const languageOf = (locale: string): string => locale.split('-')[0]!.toLowerCase();

const wordsOf = (locale: string): PageWords => {
  const language = languageOf(locale);
  return Object.hasOwn(WORDS, language) ? WORDS[language]! : WORDS.en!;
};

/** How a locale's language joins lists, day ranges and hours (English's for a language without a pack). */
export const languageFormats = (locale: string): PageWords['formats'] => wordsOf(locale).formats;

/** The error page's words in a locale's language ("de" or "de-DE"), English for a language without a pack. */
export const errorPageWords = (locale: string): PageWords['errorPage'] => wordsOf(locale).errorPage;
