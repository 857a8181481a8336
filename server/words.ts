// The words the server answers in: the live build's language pack (shared/site/languages/), picked by
// the site.locale the build wrote into its pages (dist/page.json's chrome), English for a build without
// one. Each request keeps the words of the build it started with (res.locals, set first by app.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { en, type EnginePack } from '../shared/site/languages/en.js';
import { enginePack } from '../shared/site/languages/packs.js';

export type ServerWords = EnginePack['server'];

/** The site.locale of a build (e.g. "de-DE"), "en-US" when it cannot be read. */
export function builtLocale(distDir: string): string {
  try {
    const page = JSON.parse(readFileSync(path.join(distDir, 'page.json'), 'utf8')) as { chrome?: { locale?: unknown } };
    const locale = page.chrome?.locale;
    return typeof locale === 'string' && locale !== '' ? locale : 'en-US';
  } catch {
    return 'en-US'; // no build yet
  }
}

/** The language pack of a build's site. */
export const builtPack = (distDir: string): EnginePack => enginePack(builtLocale(distDir));

/** Puts the live build's words on each request, for every answer the server writes itself. */
export const answerIn =
  (words: () => ServerWords): RequestHandler =>
  (_req, res, next) => {
    res.locals.words = words();
    next();
  };

/** The words of this request's answer (English where answerIn did not run, e.g. a test's bare router). */
export const wordsOf = (res: Response): ServerWords => (res.locals.words as ServerWords | undefined) ?? en.server;
