// "Find text on the site": every text a visitor reads on every route, each traced to the site.json
// field it comes from (a page's own text, a town page template's, a town's own override, a label,
// a business fact), so a text seen on the site leads to the one field that changes it.
import type { SiteModel } from '../../schema/generated/site';
import {
  breadcrumbTrail,
  escapePointer,
  formattedFacts,
  menuNames,
  namedByTitle,
  pageNames,
  serviceName,
  visibleTexts,
  type Route,
} from '../../generator/api';
import { fill, postVars, siteVars, townVars, type Vars } from '../../shared/site/placeholders';
import { siteLabels } from '../../shared/site/labels';
import { siteLocale } from '../../shared/site/locale';

export interface RenderedRoute {
  route: Route;
  html: string;
}

export interface FoundText {
  /** site.json pointer of the field; labels not written in site.json still have theirs (/labels/name). */
  pointer: string;
  /** The field's text as written, {placeholders} and all. */
  text: string;
  /** A text of the site that matched, as a visitor reads it. */
  shown: string;
  /** The pages where the match was found. */
  pages: { path: string; title: string }[];
  /** The address of every page that shows this field's text, in the site's order: what changing it changes. */
  shownOn: string[];
  /** Whether every page shows it (the footer's tagline, the office's street). */
  everyPage: boolean;
}

/** A field of site.json a visible text can come from. */
interface Source {
  pointer: string;
  text: string;
  /** Filled-in text is the same on every route. */ fixed: boolean;
}

interface RouteTexts {
  route: Route;
  texts: { text: string; normal: string; pointers: string[] }[];
}

/** Keys whose values are addresses, ids and settings, never read by a visitor. */
const NOT_READ = new Set([
  'type',
  'src',
  'href',
  'path',
  'id',
  'slug',
  'icon',
  'service',
  'towns',
  'ids',
  'fallbackIds',
  'template',
  'post',
  'each',
  'from',
  'to',
  'origin',
  'locale',
  'country',
  '$schema',
]);

export class TextIndex {
  private readonly routes: RouteTexts[];
  private readonly pagesOf = new Map<string, Set<string>>();
  private readonly sources: (Source & { normal: string })[];

  constructor(model: SiteModel, rendered: RenderedRoute[]) {
    this.sources = sourcesOf(model).map((s) => ({ ...s, normal: normalise(s.text) }));
    const routes = rendered.map((r) => r.route);
    const allFacts = formattedFacts(model, siteLabels(model));
    const facts = allFacts.filter((f) => f.pointer);
    const today = allFacts.find((f) => !f.pointer)!.text;
    // An alias is the same page under a second address: its texts are its main page's.
    this.routes = rendered
      .filter(({ route }) => route.kind !== 'alias')
      .map(({ route, html }) => {
        const own = ownScope(model, route);
        const vars = varsOf(model, route);
        // Another page's or template's own text is never drawn on this route: left out, it can't be mistaken for this page's.
        const mine = this.sources.filter(
          (s) => !/^\/(pages|templates)\/|^\/towns\/\d+\/pages\//.test(s.pointer) || inScope(s.pointer, own),
        );
        const candidates = [...mine, ...facts]
          .map((s): Candidate => {
            const filled = 'fixed' in s && !s.fixed ? fill(s.text, vars) : s.text;
            // Placeholders a component fills itself (a label's {year}) match any words; a text of only placeholders matches nothing by pattern.
            const pattern =
              filled.includes('{') && /\p{L}/u.test(filled.replace(/\{\w+\}/g, '')) ? patternOf(filled) : undefined;
            return { pointer: s.pointer, filled, pattern };
          })
          .concat(breadcrumbSources(model, route, routes), lastUpdatedSources(route, today));
        const lookup = candidatesOf(candidates);
        const texts = [...new Set(visibleTexts(html))].map((text) => ({
          text,
          normal: normalise(text),
          pointers: sourcesOfText(text, lookup, own),
        }));
        for (const { pointers } of texts)
          for (const p of pointers) (this.pagesOf.get(p) ?? this.pagesOf.set(p, new Set()).get(p)!).add(route.path);
        return { route, texts };
      });
  }

  /** Visible texts no field could be traced to (the test keeps this empty). */
  untraced(): { path: string; text: string }[] {
    return this.routes.flatMap(({ route, texts }) =>
      texts.filter((t) => !t.pointers.length).map((t) => ({ path: route.path, text: t.text })),
    );
  }

  /** The fields whose text contains `query` (as read on the site, or as written with its placeholders), most pages first. */
  find(query: string, limit = 50): FoundText[] {
    const wanted = normalise(query);
    if (!wanted) return [];
    const found = new Map<string, { shown: string; pages: Map<string, string> }>();
    const add = (pointer: string, shown: string, route?: Route) => {
      const entry = found.get(pointer) ?? found.set(pointer, { shown, pages: new Map() }).get(pointer)!;
      if (route) entry.pages.set(route.path, route.title);
    };
    for (const { route, texts } of this.routes) {
      for (const { text, normal, pointers } of texts)
        if (normal.includes(wanted)) pointers.forEach((p) => add(p, text, route));
    }
    for (const source of this.sources) if (source.normal.includes(wanted)) add(source.pointer, source.text);
    const byPointer = new Map(this.sources.map((s) => [s.pointer, s.text]));
    return [...found.entries()]
      .map(([pointer, { shown, pages }]) => ({
        pointer,
        text: byPointer.get(pointer) ?? shown,
        shown,
        pages: [...pages].map(([path, title]) => ({ path, title })),
        shownOn: [...(this.pagesOf.get(pointer) ?? [])],
        everyPage: this.pagesOf.get(pointer)?.size === this.routes.length,
      }))
      .sort(
        (a, b) =>
          Number(normalise(b.shown) === wanted) - Number(normalise(a.shown) === wanted) ||
          b.pages.length - a.pages.length ||
          a.pointer.localeCompare(b.pointer),
      )
      .slice(0, limit);
  }
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every text field of the model with a letter or a digit (a phone number is looked for too), and every label and locale text (those not written in site.json at their defaults). */
function sourcesOf(model: SiteModel): Source[] {
  const sources: Source[] = [];
  const visit = (value: unknown, pointer: string, key: string) => {
    if (typeof value === 'string') {
      if (!NOT_READ.has(key) && /[\p{L}\p{N}]/u.test(value))
        sources.push({ pointer, text: value, fixed: !value.includes('{') });
      return;
    }
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${pointer}/${i}`, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${escapePointer(k)}`, k);
  };
  // The locale as the pages use it: site.json's over the defaults (a US site's state names, "State").
  visit({ ...model, labels: undefined, locale: siteLocale(model) }, '', '');
  for (const [name, text] of Object.entries(siteLabels(model)))
    if (typeof text === 'string' && name !== 'quoteHref')
      sources.push({ pointer: `/labels/${name}`, text, fixed: !text.includes('{') });
  return sources;
}

/** The placeholders' values on a route: the business's facts, and the town or post it is about. */
function varsOf(model: SiteModel, route: Route): Vars {
  const service = model.services.find((s) => s.id === route.template?.service);
  return {
    ...siteVars(model),
    ...(route.town ? townVars(route.town, service) : {}),
    ...(route.post ? postVars(route.post) : {}),
  };
}

/** Pointers that belong to this route alone: its page or template, the town's own text, the post. */
function ownScope(model: SiteModel, route: Route): string[] {
  const scope = [route.source, ...route.blockSources];
  if (route.town && route.template)
    scope.push(`/towns/${model.towns.indexOf(route.town)}/pages/${escapePointer(route.template.id)}`);
  if (route.post) scope.push(`/collections/posts/${model.collections.posts.indexOf(route.post)}`);
  return scope;
}

/** Where a page's title is written (its breadcrumb name, unless a menu names it): the post's, the town's own, the page's or template's. */
function titlePointer(model: SiteModel, route: Route): string {
  if (route.post) return `/collections/posts/${model.collections.posts.indexOf(route.post)}/title`;
  const town = route.town && model.towns.indexOf(route.town);
  if (route.town && route.template && route.town.pages?.[route.template.id]?.title)
    return `/towns/${town}/pages/${escapePointer(route.template.id)}/title`;
  return `${route.source}/title`;
}

/** The breadcrumb's entries, each traced to the field its name comes from: a menu's label, its service's name, else the page's title. */
function breadcrumbSources(model: SiteModel, route: Route, routes: Route[]): Candidate[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const menus = menuNames(model);
  return breadcrumbTrail(route, pageNames(model, routes), '')
    .slice(1)
    .map((entry) => {
      const path = entry.href ?? route.path;
      const owner = byPath.get(path) ?? route;
      const page = owner.kind === 'alias' ? (byPath.get(owner.canonicalPath) ?? owner) : owner;
      const menu = namedByTitle(page) ? undefined : (menus.get(path) ?? serviceName(model, page));
      return { pointer: menu?.pointer ?? titlePointer(model, page), filled: entry.label };
    });
}

/** The date on a "Last updated" line is the day the site was built, shown by the text block's `lastUpdated` switch. */
function lastUpdatedSources(route: Route, today: string): Candidate[] {
  return route.blocks.flatMap((block, i) =>
    block.type === 'RichText' && block.lastUpdated
      ? [{ pointer: `${route.blockSources[i]}/lastUpdated`, filled: today }]
      : [],
  );
}

const inScope = (pointer: string, scope: string[]) => scope.some((s) => pointer === s || pointer.startsWith(`${s}/`));

interface Candidate {
  pointer: string;
  filled: string;
  /** For a text whose {placeholders} a component fills ("© {year} {business}"). */ pattern?: RegExp;
}
/** A route's candidates, and their pointers by whole text (the common case, looked up rather than searched). */
interface Candidates {
  all: Candidate[];
  byText: Map<string, string[]>;
}

function candidatesOf(all: Candidate[]): Candidates {
  const byText = new Map<string, string[]>();
  for (const c of all) (byText.get(c.filled) ?? byText.set(c.filled, []).get(c.filled)!).push(c.pointer);
  return { all, byText };
}

const patterns = new Map<string, RegExp>();
function patternOf(text: string): RegExp {
  let pattern = patterns.get(text);
  if (!pattern) {
    const parts = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    patterns.set(text, (pattern = new RegExp(`^${parts.join('.+?')}$`, 's')));
  }
  return pattern;
}

/**
 * The fields a visible text comes from, best evidence first: the whole field, a part of a field
 * (a text split by a link or <strong>), a field whose placeholders a component fills, then the
 * fields the text is made of ("Call" + the phone number). The route's own fields win over the rest.
 */
function sourcesOfText(text: string, candidates: Candidates, own: string[]): string[] {
  const tiers: ((c: Candidate) => boolean)[] = [
    (c) => c.filled.includes(text),
    (c) => !!c.pattern?.test(text),
    (c) => c.filled.length >= 4 && text.includes(c.filled),
  ];
  const best = (hits: string[]) => {
    const ownHits = hits.filter((p) => inScope(p, own));
    return [...new Set(ownHits.length ? ownHits : hits)].slice(0, 8);
  };
  const whole = candidates.byText.get(text);
  if (whole) return best(whole);
  for (const matches of tiers) {
    const hits = candidates.all.filter(matches).map((c) => c.pointer);
    if (hits.length) return best(hits);
  }
  return [];
}
