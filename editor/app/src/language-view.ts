// Editing a site of several languages one language at a time (docs/decisions/0008): the forms show
// the site in the language chosen, each text as that language writes it (empty while it is not yet
// translated, the main language's text beside it: form-templates.tsx), and what is typed goes to that
// language's entry of the text, so a change is one line of site.json.
import { useCallback, useMemo } from 'react';
import { project } from '../../../shared/site/project-language';
import { sameInEveryLanguage } from '../../../shared/site/same-in-every-language';
import { isTranslation, languageKey, languagesOf } from '../../../shared/site/translations';
import { getAt, pointerOf, setAt } from '../../shared/pointer';
import { languageName } from '../../shared/language-name';
import type { SiteModel } from './api';
import type { SiteState } from './use-site';

/** What a form shows of the language it edits, beside a text (form-templates.tsx). */
export interface EditedLanguage {
  language: string;
  /** Its name in the editor's language ("Spanish"), and the main language's ("English"). */
  name: string;
  mainName: string;
  /** The main language's tag, as the text shown beside says it (lang). */
  mainLanguage: string;
  main: boolean;
  /** The main language's text at a pointer of the site, when it is a text to translate. */
  mainTextAt(pointer: string): string | undefined;
  /** Whether the text at a pointer is not yet in this language. */
  untranslatedAt(pointer: string): boolean;
  /** The site as a language of it shows it (its texts, its addresses as written). */
  siteIn(language: string): SiteModel;
}

/**
 * The site as the forms edit it in `language` (the main one when none or unknown): the model in that
 * language, and `change` writing each changed text into its translation.
 */
export function useLanguageView(
  site: SiteState,
  language: string | undefined,
  editorLanguage: string,
): SiteState & { edited?: EditedLanguage } {
  const { model, change } = site;
  const languages = useMemo(() => languagesOf(model), [model]);
  const chosen = languages?.includes(language ?? '') ? language! : languages?.[0];
  const projection = useMemo(
    () => (languages && chosen ? project(model, chosen, languages) : undefined),
    [model, languages, chosen],
  );
  const keys = useMemo(() => new Set((languages ?? []).map(languageKey)), [languages]);
  const main = !!languages && chosen === languages[0];
  const key = chosen ? languageKey(chosen) : '';
  const mainKey = languages ? languageKey(languages[0]!) : '';
  // A text not yet in this language shows as empty, its main text beside it.
  const untranslated = useMemo(
    () => new Set((projection?.untranslated ?? []).map((p) => p.replace(new RegExp(`/${key}$`), ''))),
    [projection, key],
  );
  const shown = useMemo(() => {
    if (!projection || main) return projection?.raw as SiteModel | undefined;
    let view = projection.raw as SiteModel;
    for (const pointer of untranslated) view = setAt(view, pointer, '');
    return view;
  }, [projection, main, untranslated]);

  // What a form wrote, back into the file's shape: every text it left as it was keeps its translations.
  const translatedChange = useCallback(
    (pointer: string, value: unknown, formKey = pointer) => {
      if (!shown) return change(pointer, value, formKey);
      const write = (at: string, text: string, inFile: unknown): unknown => {
        if (isTranslation(inFile, keys)) return { ...inFile, [key]: text };
        if (!main && typeof inFile === 'string' && !sameInEveryLanguage(at, inFile))
          return { [mainKey]: inFile, [key]: text }; // its first translation, on the lines of the text
        return text;
      };
      change(pointer, inFileShape(value, getAt(shown, pointer), getAt(model, pointer), pointer, write), formKey);
    },
    [shown, change, model, keys, key, main, mainKey],
  );

  const edited = useMemo((): EditedLanguage | undefined => {
    if (!languages || !chosen) return undefined;
    const mainModel = main ? shown : (project(model, languages[0]!, languages).raw as SiteModel);
    return {
      language: chosen,
      name: languageName(chosen, editorLanguage),
      mainName: languageName(languages[0]!, editorLanguage),
      mainLanguage: languages[0]!,
      main,
      mainTextAt: (pointer) => {
        const inFile = getAt(model, pointer);
        const text = getAt(mainModel, pointer);
        const toTranslate =
          isTranslation(inFile, keys) || (typeof inFile === 'string' && !sameInEveryLanguage(pointer, inFile));
        return toTranslate && typeof text === 'string' ? text : undefined;
      },
      untranslatedAt: (pointer) => untranslated.has(pointer),
      siteIn: (tag) => project(model, tag, languages).raw as SiteModel,
    };
  }, [languages, chosen, main, shown, model, keys, untranslated, editorLanguage]);

  // Problems at a translation's entry are shown at its text's field.
  const notes = useMemo(
    () =>
      key
        ? site.notes.map((n) =>
            n.pointer.endsWith(`/${key}`) && isTranslation(getAt(model, n.pointer.slice(0, -key.length - 1)), keys)
              ? { ...n, pointer: n.pointer.slice(0, -key.length - 1) }
              : n,
          )
        : site.notes,
    [site.notes, key, model, keys],
  );

  if (!shown) return site;
  return { ...site, model: shown, change: translatedChange, notes, edited };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The value a form wrote (`next`, in the language it shows) in site.json's shape: what it left as it
 * was (`shown`) is the file's (`inFile`, with its translations), each text it changed goes through
 * `write`. A list's items are matched by what they hold, so adding, moving or removing a block keeps
 * the translations of the others.
 */
function inFileShape(
  next: unknown,
  shown: unknown,
  inFile: unknown,
  at: string,
  write: (at: string, text: string, inFile: unknown) => unknown,
): unknown {
  if (same(next, shown) && inFile !== undefined) return inFile;
  if (typeof next === 'string') return write(at, next, inFile);
  if (Array.isArray(next)) {
    const before = Array.isArray(shown) ? shown : [];
    const files = Array.isArray(inFile) ? inFile : [];
    const taken = new Set<number>();
    return next.map((item, i) => {
      let j = before.findIndex((old, k) => !taken.has(k) && same(old, item));
      if (j < 0 && next.length === before.length && !taken.has(i)) j = i; // the same list with this item changed
      if (j < 0) return item; // a new item, as written
      taken.add(j);
      return inFileShape(item, before[j], files[j], `${at}/${i}`, write);
    });
  }
  if (isObject(next)) {
    const before = isObject(shown) ? shown : {};
    const file = isObject(inFile) ? inFile : {};
    // The file's order of keys first, so a change stays one line of its diff.
    const names = [...new Set([...Object.keys(file), ...Object.keys(next)])].filter((name) => name in next);
    return Object.fromEntries(
      names.map((name) => [name, inFileShape(next[name], before[name], file[name], `${at}/${escape(name)}`, write)]),
    );
  }
  return next;
}

const escape = (segment: string) => pointerOf([segment]).slice(1);
