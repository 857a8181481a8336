// The shape of one catalogue entry: a function that words a problem, stamped with a stable code.
// The code is written beside each entry (never derived from its place in the list), so adding an
// entry never renumbers another; docs/errors.md is made by calling each entry with its `example`.
// An entry words its problem in the language chosen (language.ts): English, or its words in another
// language (catalogue.de.ts), which the catalogue gives every entry.
import { problemLanguage, type ProblemLanguage } from './language';

/** "E-" and words in capitals joined by hyphens, e.g. E-TOWN-UNKNOWN. Never renamed or reused once released. */
export type ErrorCode = `E-${string}`;
export const ERROR_CODE_FORMAT = /^E-[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export interface Words {
  message: string;
  hint?: string;
}
/** What a catalogue entry returns: the code travels beside the words, never inside `message`. */
export interface Message extends Words {
  code: ErrorCode;
}

export interface About<A extends unknown[]> {
  code: ErrorCode;
  /** What the code means, in a few words (the heading of its entry in docs/errors.md). */
  title: string;
  /** Arguments the doc calls the entry with, to show its words. */
  example: A;
  /** For a value the schema explains in words: the schema's field names that share these words. */
  fields?: string[];
}

/** How an entry words its problem in each language: English always, the others once the catalogue gives them. */
type WordsIn<A extends unknown[]> = { en: (...args: A) => Words } & Partial<
  Record<Exclude<ProblemLanguage, 'en'>, (...args: A) => Words>
>;

// `any[]` so entries of every argument list fit one record.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Entry<A extends unknown[] = any[]> = ((...args: A) => Message) &
  Readonly<About<A>> & { readonly words: WordsIn<A> };

export function entry<A extends unknown[]>(about: About<NoInfer<A>>, english: (...args: A) => Words): Entry<A> {
  const words: WordsIn<A> = { en: english };
  return Object.assign(
    (...args: A): Message => ({ code: about.code, ...(words[problemLanguage()] ?? english)(...args) }),
    about,
    { words },
  );
}
