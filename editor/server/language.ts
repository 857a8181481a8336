// The editor's language on its server: EDITOR_LANGUAGE when set, else the language of site.json's
// `site.locale` as saved (read again whenever the file changes). Its page (<html lang>, which the app
// reads), its login pages and every answer in words are in it (editor/shared/i18n), and so are the
// check's problems (generator/errors: the catalogue's words, fields named by the schema's words in it).
import type { RequestHandler } from 'express';
import { readFile, stat } from 'node:fs/promises';
import schema from '../../schema/site.schema.json' with { type: 'json' };
import { chooseProblemLanguage } from '../../generator/api';
import { editorLanguage, setEditorLanguage, type EditorLanguage } from '../shared/i18n';
import { schemaWordsIn } from '../shared/i18n/schema';

/** The editor's words, the check's problems and the doctor's findings in `language` (also a publish's build, publish-build.ts). */
export function speak(language: EditorLanguage): void {
  setEditorLanguage(language);
  chooseProblemLanguage(language, schemaWordsIn(schema, language));
}

/** The language site.json's text names (its `site.locale`), or undefined when it cannot be read. */
function siteLocaleOf(text: string): string | undefined {
  try {
    const locale = (JSON.parse(text) as { site?: { locale?: unknown } }).site?.locale;
    return typeof locale === 'string' ? locale : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the editor's words in the language of `siteFile` (or `chosen`): a middleware that looks at
 * the file's time and size on each request and reads it again only when they changed.
 */
export function followSiteLanguage(siteFile: string, chosen: string | undefined) {
  let seen = '';
  let locale: string | undefined;
  const refresh = async (): Promise<EditorLanguage> => {
    const now = await stat(siteFile).then(
      (s) => `${s.mtimeMs}:${s.size}`,
      () => seen,
    );
    if (now !== seen) {
      seen = now;
      locale = await readFile(siteFile, 'utf8').then(siteLocaleOf, () => locale);
    }
    const language = editorLanguage(chosen, locale);
    speak(language);
    return language;
  };
  const middleware: RequestHandler = (_req, _res, next) => {
    refresh().then(() => next(), next);
  };
  return { middleware, refresh };
}
