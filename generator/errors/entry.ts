// The shape of one catalogue entry: a function that words a problem, stamped with a stable code.
// The code is written beside each entry (never derived from its place in the list), so adding an
// entry never renumbers another; docs/errors.md is made by calling each entry with its `example`.

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

// `any[]` so entries of every argument list fit one record.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Entry<A extends unknown[] = any[]> = ((...args: A) => Message) & Readonly<About<A>>;

export function entry<A extends unknown[]>(about: About<NoInfer<A>>, words: (...args: A) => Words): Entry<A> {
  return Object.assign((...args: A): Message => ({ code: about.code, ...words(...args) }), about);
}
