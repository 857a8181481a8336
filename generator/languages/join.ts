// The languages' routes joined: a page is built in a language only when every text it is drawn from
// is written in it, and each page names its counterparts in the other languages (hreflang, the
// language switch, the sitemap), only those that are built.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { escapePointer } from '../model/walk';
import { relinkAll } from './relink';
import { pageIdentity } from './addresses';
import { isNotFoundPath } from '../pages/not-found';
import type { LanguageSite } from './site-in';

export interface LanguageRoutes {
  site: LanguageSite;
  model: SiteModel;
  /** The pages built in this language. */
  routes: Route[];
  /** The main language's pages this one has not yet (none for the main language), by their main address and title. */
  missingPages: { path: string; title: string }[];
  /** Texts shared by every page (menus, business, towns' cards, words) not yet in this language: while one is, no page is. */
  sharedUntranslated: string[];
}

/** Where in site.json a route's own texts are: its page or template, its town's own page, its post. */
function sourcesOf(route: Route, model: SiteModel): string[] {
  if (route.source === '/pages') return []; // the engine's own 404 page: its words are shared ones
  const own = [route.source];
  if (route.town && route.template)
    own.push(`/towns/${model.towns.indexOf(route.town)}/pages/${escapePointer(route.template.id)}`);
  if (route.post) own.push(`/collections/posts/${model.collections.posts.indexOf(route.post)}`);
  return own;
}

const identity = (r: Route) => (r.kind === 'alias' ? `alias ${r.source}` : pageIdentity(r));
const within = (pointer: string, source: string) => pointer === source || pointer.startsWith(`${source}/`);
const PAGE_TEXTS = /^\/(pages|templates)\/\d+(\/|$)|^\/towns\/\d+\/pages\/|^\/collections\/posts\/\d+(\/|$)/;

/** Each link of the language's menus, words and pages to an address of `unbuilt` to its page in the main language. */
function relink(language: LanguageRoutes, unbuilt: Map<string, string>) {
  relinkAll(language.model, unbuilt);
  for (const route of language.routes) relinkAll(route.blocks, unbuilt);
}

export function joinLanguages(
  languages: { site: LanguageSite; model: SiteModel; routes: Route[] }[],
): LanguageRoutes[] {
  const joined = languages.map(({ site, model, routes }): LanguageRoutes & { written: Map<string, string> } => {
    const sharedUntranslated = site.untranslated.filter((p) => !PAGE_TEXTS.test(p));
    const built = routes.filter(
      (route) =>
        sharedUntranslated.length === 0 &&
        !sourcesOf(route, model).some((source) => site.untranslated.some((p) => within(p, source))),
    );
    const written = new Map(routes.map((r) => [identity(r), r.path]));
    return { site, model, routes: built, missingPages: [], sharedUntranslated, written };
  });
  const main = joined[0]!;
  const byLanguage = joined.map((l) => new Map(l.routes.map((r) => [identity(r), r])));
  for (const language of joined.slice(1)) {
    const here = byLanguage[joined.indexOf(language)]!;
    language.missingPages = main.routes
      .filter((r) => r.kind !== 'alias' && !here.has(identity(r)))
      .map((r) => ({ path: r.path, title: r.title.split(' | ')[0]! }));
  }
  for (const language of joined) {
    // A link to a page not built in this language leads to the main language's.
    const unbuilt = new Map(
      main.routes.flatMap((r) => {
        const written = language.written.get(identity(r));
        return written && !byLanguage[joined.indexOf(language)]!.has(identity(r)) ? [[written, r.path] as const] : [];
      }),
    );
    if (unbuilt.size) relink(language, unbuilt);
    language.routes = language.routes.map((route) => {
      if (isNotFoundPath(route.path)) return route; // served for any unknown address, it has no translation to name
      const alternates = joined.flatMap((other, j) => {
        const counterpart = byLanguage[j]!.get(identity(route));
        return counterpart ? [{ language: other.site.language, path: counterpart.canonicalPath }] : [];
      });
      return alternates.length > 1 ? { ...route, alternates } : route;
    });
  }
  return joined.map(({ written: _all, ...language }) => language);
}
