// The build a request is answered from. app.ts pins the live build on res.locals first thing
// (pinBuild), and every handler reads the site's words, phone, form and contact rules from there,
// never from the live build later in the request: a publish that lands while a request awaits (the
// body, a photo's decode, the lead's commit) does not change its answer halfway (ARCHITECTURE.md,
// "One build per request"). X-Build-Id names it on every answer.
import type { RequestHandler, Response } from 'express';
import type { ServerContract, ServerWordsOfPack } from '../../shared/server-contract.js';
import type { PageShell } from './page-shell.js';

export type ServerWords = ServerWordsOfPack['server'];

/** A build as a request uses it (live-build.ts loads one per build and keeps more of it). */
export interface ServedBuild {
  /** The published build's id (sent as X-Build-Id); undefined for dist/. */
  id?: string;
  dir: string;
  /** Its pages and files (static-site.ts), or a 503 when it cannot be served. */
  site: RequestHandler;
  /** What the build told the server (shared/server-contract.ts); undefined when it cannot be served. */
  contract?: ServerContract;
  /** The engine's words in the site's language, from its contract: the server's answers, the lead e-mail (English when it cannot be served). */
  words: ServerWordsOfPack;
  /** Its pages' layout, for the pages a form posted without JavaScript gets (contact-page.ts). */
  shell(): PageShell;
  /** A site's other language the answer is in ("es": request-language.ts), and its home page ("/es"); none: the main one, "/". */
  language?: { key: string; home: string };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types res.locals by merging into this interface
  namespace Express {
    interface Locals {
      /** The build this request is answered from, set by pinBuild before any other handler runs. */
      build: ServedBuild;
    }
  }
}

/** Pins the build live now on the request, for all of it. */
export const pinBuild =
  (live: () => ServedBuild): RequestHandler =>
  (_req, res, next) => {
    const build = live();
    res.locals.build = build;
    if (build.id) res.setHeader('X-Build-Id', build.id);
    next();
  };

/** Serves the request's build's pages and files. */
export const serveBuild: RequestHandler = (req, res, next) => res.locals.build.site(req, res, next);

/** The words of this request's answer: its build's language's. */
export const wordsOf = (res: Response): ServerWords => res.locals.build.words.server;

/**
 * The request's build's contract. Only for routes behind a check that the build has one (contact-route.ts
 * answers 503 first when it has none): a route without that check fails here, loudly, not with another form.
 */
export function contractOf(res: Response): ServerContract {
  const { contract } = res.locals.build;
  if (!contract) throw new Error('A route that needs the build contract ran for a build that has none.');
  return contract;
}
