// The engine's words for the site's language (shared/site/languages/): its own pack, or the site's
// words file beside site.json (words.<locale>.json), checked here like the engine's packs are by their
// types: every word there, none unknown, each a text with the {placeholders} its English has. With
// "extends": "<locale>" a file gives only what differs from one of the engine's packs (a regional
// form of its own). A file that passes is the site's pack from then on (packs.ts addSitePack); a
// language with neither is a problem, so no page is built with English words in it.
import type { SiteModel } from '../../schema/generated/site';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';
import type { LoadedSite } from '../model/loaded-site';
import { en, type EnginePack } from '../../shared/site/languages/en';
import { addSitePack, builtInPack, knownPackTags, packFor } from '../../shared/site/languages/packs';
import { variantOf, type PackChanges } from '../../shared/site/languages/variant';
import { siteWordsFileName } from './load';
import { normalTag } from '../../shared/site/languages/languages';

const POINTER = '/site/locale';

/** The problems of the site's words for its locale; takes its words file as its pack when it has none. */
export function siteWordsProblems(site: LoadedSite, model: SiteModel): Problem[] {
  const locale = model.site?.locale;
  if (typeof locale !== 'string') return [];
  const own = site.words?.find((words) => words.locale === normalTag(locale));
  const problems = own ? wordsFileProblems(own.file, own.text, locale) : [];
  if (!problems.length && !packFor(locale))
    problems.push({
      pointer: POINTER,
      ...catalogue.noLanguagePack(locale, siteWordsFileName(locale), knownPackTags()),
    });
  return problems;
}

function wordsFileProblems(file: string, text: string, locale: string): Problem[] {
  const problems: Problem[] = [];
  const add = (message: ReturnType<(typeof catalogue)[keyof typeof catalogue]>) =>
    problems.push({ pointer: POINTER, ...message });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    add(catalogue.siteWordsNotJson(file, (error as Error).message));
    return problems;
  }
  if (!isRecord(raw)) {
    add(catalogue.siteWordsWrong(file, '', 'an object of sections (labels, locale, formats…)'));
    return problems;
  }
  const { extends: base, ...words } = raw;
  const over = typeof base === 'string' ? builtInPack(base) : undefined;
  if (base !== undefined && !over) add(catalogue.siteWordsUnknown(file, `extends: ${String(base)}`, knownPackTags()));
  const missing: string[] = [];
  compare(en, words, '', { file, add, missing, partial: base !== undefined });
  if (missing.length) add(catalogue.siteWordsMissing(file, missing));
  if (!problems.length) addSitePack(locale, over ? variantOf(over, words as PackChanges) : (words as EnginePack));
  return problems;
}

interface Compare {
  file: string;
  add: (message: ReturnType<(typeof catalogue)[keyof typeof catalogue]>) => void;
  missing: string[];
  /** Only what differs from the pack extended: nothing is missing. */
  partial: boolean;
}

/** Holds `words` to the English pack's shape at `at`: the same keys, texts where it has texts. */
function compare(english: unknown, words: unknown, at: string, c: Compare): void {
  if (isRecord(english)) {
    if (!isRecord(words)) return c.add(catalogue.siteWordsWrong(c.file, at, 'a group of words'));
    for (const key of Object.keys(english))
      if (key in words) compare(english[key], words[key], at ? `${at}.${key}` : key, c);
      else if (!c.partial) c.missing.push(at ? `${at}.${key}` : key);
    for (const key of Object.keys(words))
      if (!(key in english))
        c.add(
          catalogue.siteWordsUnknown(
            c.file,
            at ? `${at}.${key}` : key,
            Object.keys(english).map((k) => (at ? `${at}.${k}` : k)),
          ),
        );
    return;
  }
  // A list of words (the two day periods, "AM" and "PM"): as many, each a text.
  if (Array.isArray(english)) {
    if (!Array.isArray(words) || words.length !== english.length)
      return c.add(
        catalogue.siteWordsWrong(c.file, at, `a list of ${english.length} texts, as ${JSON.stringify(english)}`),
      );
    return english.forEach((item, i) => compare(item, words[i], `${at}.${i}`, c));
  }
  if (typeof english === 'number')
    return void (english === 12 || english === 24
      ? words !== 12 && words !== 24 && c.add(catalogue.siteWordsWrong(c.file, at, '12 or 24'))
      : typeof words !== 'number' && c.add(catalogue.siteWordsWrong(c.file, at, 'a number')));
  if (typeof english === 'boolean')
    return void (typeof words !== 'boolean' && c.add(catalogue.siteWordsWrong(c.file, at, 'true or false')));
  if (typeof words !== 'string' || !words.trim()) return c.add(catalogue.siteWordsWrong(c.file, at, 'a text'));
  const left = placeholders(String(english)).filter((p) => !words.includes(p));
  if (left.length) c.add(catalogue.siteWordsPlaceholders(c.file, at, left));
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
