// How deep a JSON text nests, read from the raw text before JSON.parse: a body of 10,000 opening
// brackets parses (V8's parser does not recurse) but then overflows the stack of whatever walks it
// (a validator, a diff, a copy), which answered 500. Counting brackets outside strings is one pass
// with no recursion, so a request nested deeper than any real one is refused with a 400 first.

/** Deeper than any site.json or form post nests (site.json reaches about 10): the limit of both servers. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text (a string, or its UTF-8 bytes: quotes, backslashes and brackets are single
 * bytes there, never part of another character) nests arrays and objects more than `max` deep.
 */
export function jsonDeeperThan(text: string | Uint8Array, max = MAX_JSON_DEPTH): boolean {
  const code = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = code(i);
    if (inString) {
      if (c === BACKSLASH)
        i++; // the escaped character, a quote included, is part of the string
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}
