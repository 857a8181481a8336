// Calls to the editor's server. Every write carries the session's CSRF token (the server also checks Origin).
import type { RJSFSchema } from '@rjsf/utils';
import { t } from '../../shared/i18n';
import type { SiteDefaults } from '../../shared/site-defaults';

export interface Problem {
  pointer: string;
  message: string;
  hint?: string;
}
/** A finding of the doctor on the draft: worth fixing, but it does not stop a save. */
export interface Advice extends Problem {
  check: string;
  page?: string;
}
export interface RouteSummary {
  path: string;
  title: string;
  kind: 'page' | 'town' | 'post' | 'alias';
  source: string;
  town?: string;
  post?: string;
}
interface SiteChanges {
  added: { path: string; title: string }[];
  removed: { path: string; title: string }[];
  retitled: { path: string; from: string; to: string }[];
}
export interface CheckResult {
  problems: Problem[];
  routes: RouteSummary[];
  preview?: { path: string; html: string; blockSources: string[] };
  changes?: SiteChanges;
  ms: number;
  /** A site of several languages: each one's pages, the main one first (editor/server/app.ts). */
  languages?: LanguageSummary[];
}
export interface LanguageSummary {
  language: string;
  key: string;
  pages: number;
  /** The main language's pages it has not yet: left out of it until every text of theirs is translated. */
  missingPages: number;
  /** Texts every page shows not yet in it: while there is one, it has no page. */
  sharedUntranslated: number;
}
export interface FoundText {
  pointer: string;
  /** On a site of several languages: the language it is in (the editor switches to it to edit it). */
  language?: string;
  text: string;
  shown: string;
  pages: { path: string; title: string }[];
  shownOn: string[];
  everyPage: boolean;
}
interface SyntaxExplanation {
  line: number;
  column: number;
  message: string;
  hint?: string;
}
export interface LoadedSite {
  hash: string;
  model: SiteModel | null;
  schema: RJSFSchema;
  /** The site's own words where site.json says nothing, for the forms to show (editor/shared/site-defaults.ts). */
  defaults?: SiteDefaults;
  syntaxError?: SyntaxExplanation;
}
export type SiteModel = Record<string, unknown>;
// The wizards' measure of a town page, described once for the server and the app (copies, advice included).
export type { SimilarityAnswer, TownSimilarity } from '../../shared/api-types';
import type { SimilarityAnswer } from '../../shared/api-types';
/** A doctor finding that must be fixed before the site is published (its near-duplicate check). */
export interface PublishBlocker {
  check: string;
  page?: string;
  pointer?: string;
  message: string;
  hint: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error ?? t('api.answered', { status })));
  }
}

let csrfToken: Promise<string> | undefined;
const token = () =>
  (csrfToken ??= fetch('/api/session')
    .then((r) => r.json())
    .then((b: { csrfToken: string }) => b.csrfToken));

export async function call<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = await token();
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const json = await response.json().catch(() => ({ error: t('api.noDetails', { status: response.status }) }));
  if (!response.ok) throw new ApiError(response.status, json);
  return json as T;
}

export const api = {
  load: () => call<LoadedSite>('GET', '/api/site'),
  check: (model: SiteModel, path: string, baseHash: string) =>
    call<CheckResult>('POST', '/api/check', { model, path, baseHash }),
  find: (model: SiteModel, query: string) => call<{ results: FoundText[] }>('POST', '/api/find', { model, query }),
  advice: (model: SiteModel) => call<{ advice: Advice[]; ms: number }>('POST', '/api/advice', { model }),
  save: (model: SiteModel, baseHash: string) =>
    call<{ hash: string; version: string }>('PUT', '/api/site', { model, baseHash }),
  restore: (id: string, baseHash: string) =>
    call<{ hash: string; version: string }>('POST', `/api/versions/${encodeURIComponent(id)}/restore`, { baseHash }),
  similarity: (model: SiteModel, town: string, templates?: string[], compareWith?: string) =>
    call<SimilarityAnswer>('POST', '/api/wizards/similarity', { model, town, templates, compareWith }),
  /** Stopped on the server too when `signal` aborts (the dialog that asked has closed). */
  publishBlockers: (model: SiteModel, signal?: AbortSignal) =>
    call<{ blockers: PublishBlocker[] }>('POST', '/api/wizards/publish-blockers', { model }, signal),
  /** Ends the session on the server; answers the page to show next. */
  logOut: () => call<{ next: string }>('POST', '/logout'),
};
