// A post from a page in a site's other language (its form posts to /api/contact?lang=es) is answered
// in that language: the request's build is seen through that language's words, form and page layout
// (the contract's `languages`), so every handler after it reads them as it reads the main language's.
// The lead e-mail stays in the main language: the outbox writes it from the live build itself.
import type { RequestHandler } from 'express';
import type { LanguageContract } from '../../shared/server-contract.js';
import { answerShellOf } from './page-shell.js';
import type { ServedBuild } from './request-build.js';

/** Each build's view per language, made once. */
const views = new WeakMap<ServedBuild, Map<string, ServedBuild>>();

function inLanguage(build: ServedBuild, key: string, language: LanguageContract): ServedBuild {
  let byKey = views.get(build);
  if (!byKey) views.set(build, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) {
    view = {
      ...build,
      contract: { ...build.contract!, ...language },
      words: language.words,
      shell: answerShellOf(build.dir, language.locale, `${key}/404.html`),
      language: { key, home: `/${key}` },
    };
    byKey.set(key, view);
  }
  return view;
}

/** The language the post names (?lang=es), when the request's build has it; the main one otherwise. */
export const inPostLanguage: RequestHandler = (req, res, next) => {
  const key = typeof req.query.lang === 'string' ? req.query.lang : undefined;
  const language = key === undefined ? undefined : res.locals.build.contract?.languages?.[key];
  if (key && language) res.locals.build = inLanguage(res.locals.build, key, language);
  next();
};

/** The query that keeps the answer's language on the next address (the thank-you page after a post). */
export const languageQuery = (build: ServedBuild): string => (build.language ? `?lang=${build.language.key}` : '');

/** The language a lead is stored with: its page's, on a site of several languages; none on a site of one. */
export const leadLanguage = (build: ServedBuild): string | undefined =>
  build.contract?.languages ? build.contract.locale : undefined;
