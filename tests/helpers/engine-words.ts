// Which of the engine's English words a page of a site in another language shows: each word or phrase of
// the English pack (labels, the form's words, how facts are joined, the error page), cut at its
// placeholders, is looked for in the page's visible text (generator/text/visible-text.ts) as whole words.
// A find is no leak when the site's own text or the site's language pack says the same there: "Cookies"
// is German too, "Contact" French, and "Home" is part of the German site's own "Smart Home".
import { visibleTexts } from '../../generator/text/visible-text';
import { en, type EnginePack } from '../../shared/site/languages/en';

/** Where the engine's words are read: on its pages, or in what the server and the leads CLI say. */
export type WordsOf = 'pages' | 'server';

/** The words of a pack a page can show (or the server's answers, e-mail and CLI), cut where a placeholder is filled in. */
function packWords(pack: EnginePack, of: WordsOf = 'pages'): string[] {
  const { quoteHref: _link, ...labels } = pack.labels;
  const { dayRange, timeRange, hoursRange } = pack.formats;
  const page = [...Object.values(labels), ...Object.values(pack.locale)];
  if (of === 'server')
    return [...page, ...Object.values(pack.server), ...Object.values(pack.mail), ...Object.values(pack.cli)];
  return [...page, dayRange, timeRange, hoursRange, ...Object.values(pack.errorPage)];
}

/** A text's pieces between placeholders, with a letter in them, without a colon after them ("mail:" is the word "mail"). */
const pieces = (texts: Iterable<string>): string[] =>
  [...texts]
    .flatMap((t) => t.split(/\{\w+\}/))
    .map((p) => p.trim().replace(/\s*:$/, ''))
    .filter((p) => /\p{L}/u.test(p));

/** Where `part` stands in `text` as whole words (no letter or digit glued to either end). */
function wholeWordAt(text: string, part: string): number[] {
  const found: number[] = [];
  const glued = /[\p{L}\p{N}]/u;
  for (let i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + part.length] ?? ' ';
    const startsWord = glued.test(part[0]!);
    const endsWord = glued.test(part[part.length - 1]!);
    if ((!startsWord || !glued.test(before)) && (!endsWord || !glued.test(after))) found.push(i);
  }
  return found;
}

/**
 * The English engine words `html` shows, each with the text it stands in. `own`: every string of the
 * site's own site.json; `pack`: the pack of the site's language.
 */
export function englishEngineWords(html: string, own: Iterable<string>, pack: EnginePack): string[] {
  return englishWordsIn(visibleTexts(html), own, pack);
}

/**
 * The English engine words in texts the server or the leads CLI wrote (an answer page's text, the lead
 * e-mail, `npm run leads`' lines), as englishEngineWords finds them on a page.
 */
export function englishWordsIn(
  texts: Iterable<string>,
  own: Iterable<string>,
  pack: EnginePack,
  of: WordsOf = 'pages',
): string[] {
  // Commands, options and the names of settings stay as they are typed, in every language.
  const english = [...new Set(pieces(packWords(en, of)))].filter((w) => !/^(npm|--|[A-Z_]{4,})/.test(w));
  const known = [...new Set([...pieces(own), ...pieces(packWords(pack, of))])];
  const leaks: string[] = [];
  for (const text of new Set(texts)) {
    for (const word of english) {
      const unexplained = wholeWordAt(text, word).filter(
        (at) =>
          !known.some(
            (k) =>
              wholeWordAt(k, word).length > 0 &&
              wholeWordAt(text, k).some((kAt) => kAt <= at && at + word.length <= kAt + k.length),
          ),
      );
      if (unexplained.length) leaks.push(`"${word}" in "${text}"`);
    }
  }
  return leaks;
}
