// French typography in a text: a no-break space (U+00A0, or the narrow U+202F) before : ; ? and !,
// and inside « », never a plain space or none. Code in a text (a web address, a time like 08:00, a
// command line's --limit) has no such space: a mark with a letter or digit right after it is not
// punctuation and is left alone.

const NO_BREAK = '\u00a0\u202f';

/** Each place in `text` where French spacing is wrong, as the mark with a few characters around it. */
export function frenchSpacingMistakes(text: string): string[] {
  const mistakes: string[] = [];
  const around = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 12), i + 6));
  for (let i = 0; i < text.length; i++) {
    const mark = text[i]!;
    const before = text[i - 1] ?? '';
    const after = text[i + 1] ?? '';
    if (':;?!'.includes(mark)) {
      // A mark inside a word, an address or a time (a:b, https://, 08:00, ?x=1) is not punctuation.
      if (after && !/[\s»)\]"'’”.,…]/u.test(after) && !':;?!'.includes(after)) continue;
      // A run of marks (?!, !!) takes its space before the first.
      if (':;?!'.includes(before) && before !== '') continue;
      if (!before || !NO_BREAK.includes(before))
        mistakes.push(`${before === ' ' ? 'a plain space' : 'no space'} before ${mark} in ${around(i)}`);
    } else if (mark === '«') {
      if (!after || !NO_BREAK.includes(after))
        mistakes.push(`${after === ' ' ? 'a plain space' : 'no space'} after « in ${around(i)}`);
    } else if (mark === '»') {
      if (!before || !NO_BREAK.includes(before))
        mistakes.push(`${before === ' ' ? 'a plain space' : 'no space'} before » in ${around(i)}`);
    }
  }
  return mistakes;
}

/** Every string in a value (a language pack and its sections), with its path: "labels.mapTitle". */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => stringsOf(v, path ? `${path}.${key}` : key));
  return [];
}
