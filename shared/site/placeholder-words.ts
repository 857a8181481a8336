// The editor's words for every {placeholder} of the table (placeholder-table.ts), in each language the
// editor speaks: `name`, what its chip calls it ("City: Huron"); `each`, what the chip says it becomes
// where that differs by page or is long (the table's `each: true`), "Town: each town's name"; and
// `wizard`, the [words] the wizards write it as in the text every town shares ("Gutters in [town]"),
// for the placeholders a town page's text may hold that are no part of a link.
//
// tsc fails when a placeholder of the table lacks its words in a language, or has `each` or `wizard`
// where the table says none. A new placeholder's words are written here, and nothing in editor/.
//
// The pages never import this module (the table stays light for their bundle): the editor's chips,
// field names and wizards do.
import type { PlaceholderName } from './placeholder-table.js';
import { placeholderWordsEn } from './placeholder-words.en.js';
import { placeholderWordsDe } from './placeholder-words.de.js';
import { placeholderWordsFr } from './placeholder-words.fr.js';
import { placeholderWordsEs } from './placeholder-words.es.js';
import { placeholderWordsNl } from './placeholder-words.nl.js';
import { placeholderWordsPl } from './placeholder-words.pl.js';
import { placeholderWordsPt } from './placeholder-words.pt.js';
import { placeholderWordsIt } from './placeholder-words.it.js';

export type { PlaceholderLanguage, PlaceholderWordsIn, WizardName, Words } from './placeholder-words-shape.js';
import type { PlaceholderLanguage, PlaceholderWordsIn, Words } from './placeholder-words-shape.js';

/** Each language's words; a language without them fails tsc here. */
export const PLACEHOLDER_WORDS: Record<PlaceholderLanguage, PlaceholderWordsIn> = {
  en: placeholderWordsEn,
  de: placeholderWordsDe,
  fr: placeholderWordsFr,
  es: placeholderWordsEs,
  nl: placeholderWordsNl,
  pl: placeholderWordsPl,
  pt: placeholderWordsPt,
  it: placeholderWordsIt,
};

/** A placeholder's words in a language: its chip's name, what it becomes (`each`), its [words] in the wizards (`wizard`). */
export const placeholderWordsIn = <N extends PlaceholderName>(name: N, language: PlaceholderLanguage): Words<N> =>
  PLACEHOLDER_WORDS[language][name];
