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
import type { PlaceholderName, PLACEHOLDERS } from './placeholder-table.js';
import type { Language } from './languages/languages.js';
import { placeholderWordsEn } from './placeholder-words.en.js';
import { placeholderWordsDe } from './placeholder-words.de.js';
import { placeholderWordsFr } from './placeholder-words.fr.js';
import { placeholderWordsEs } from './placeholder-words.es.js';
import { placeholderWordsNl } from './placeholder-words.nl.js';
import { placeholderWordsPl } from './placeholder-words.pl.js';
import { placeholderWordsPt } from './placeholder-words.pt.js';
import { placeholderWordsIt } from './placeholder-words.it.js';

/** The languages the editor speaks (languages/languages.ts). */
export type PlaceholderLanguage = Language;

type Table = typeof PLACEHOLDERS;
/** The kinds of site.json text a placeholder may be written in. */
type TextsOf<N extends PlaceholderName> = Table[N]['uses'][number] extends infer U
  ? U extends { texts: readonly (infer K)[] }
    ? K
    : never
  : never;
/** The table's `each: true`: its chip says what it becomes. */
type Each<N extends PlaceholderName> = Table[N] extends { each: true } ? { each: string } : { each?: never };
/** A town page's text may hold it and it is no part of a link: the wizards write it as [words]. */
type Wizard<N extends PlaceholderName> =
  'town' extends TextsOf<N>
    ? Table[N] extends { link: true }
      ? { wizard?: never }
      : { wizard: string }
    : { wizard?: never };

/** A placeholder's words in one language: `each` and `wizard` exactly where the table asks for them. */
export type Words<N extends PlaceholderName> = N extends PlaceholderName
  ? { name: string } & Each<N> & Wizard<N>
  : never;

/** The placeholders the wizards write as [words]: a town page's text may hold them, and they are no part of a link. */
export type WizardName = { [N in PlaceholderName]: Words<N> extends { wizard: string } ? N : never }[PlaceholderName];

/** Every placeholder's words in one language (placeholder-words.<language>.ts). */
export type PlaceholderWordsIn = { [N in PlaceholderName]: Words<N> };

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
