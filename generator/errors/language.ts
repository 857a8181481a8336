// The language the catalogue words problems in: English, unless the site editor (editor/server/language.ts)
// chooses its own language for its office manager (choose-language.ts, which also gives each entry its
// words in it). `npm run check`, the build and docs/errors.md stay English.
// Some words of a problem are the schema's own (a field's title and description, an `errorMessage`):
// those are English in schema/site.schema.json, so whoever chooses another language also hands over
// how to say them in it (the schema's words in it, schema/generated/words.<language>.json); the catalogue holds no schema words.
import type { Language } from '../../shared/site/languages/languages';

export type ProblemLanguage = Language;

/** The schema's English words (a title, a description, an errorMessage) in the chosen language, when known. */
export type SchemaWordsIn = (english: string) => string | undefined;

let current: { language: ProblemLanguage; schemaWords: SchemaWordsIn } = {
  language: 'en',
  schemaWords: () => undefined,
};

/** Words problems from now on in `language`; `schemaWords` says the schema's own words in it (choose-language.ts). */
export function setProblemLanguage(language: ProblemLanguage, schemaWords: SchemaWordsIn = () => undefined): void {
  current = { language, schemaWords: language === 'en' ? () => undefined : schemaWords };
}

export const problemLanguage = (): ProblemLanguage => current.language;

/** A text of the schema in the problems' language (itself when no other words are known for it). */
export function schemaText(english: string): string;
export function schemaText(english: string | undefined): string | undefined;
export function schemaText(english: string | undefined): string | undefined {
  return english === undefined ? undefined : (current.schemaWords(english) ?? english);
}
