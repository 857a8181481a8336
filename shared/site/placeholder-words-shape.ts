// The shape of a language's words for the placeholders (placeholder-words.ts says what each is for):
// apart, so each language's file names it without importing the module that gathers them.
import type { PlaceholderName, PLACEHOLDERS } from './placeholder-table.js';
import type { Language } from './languages/languages.js';

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
