// The near-copy guard that reads sentences, beside the whole-page score (near-duplicates.ts): a page
// may not carry a sentence of another service's pages, nor another town's own text, and its headings,
// title, search summary and picture descriptions may not name another service instead of its own.
// Sentences are compared with every town's and service's names replaced by markers (page-text.ts),
// so "Sandusky's text with Port Clinton's name" and "Fall Cleanup's sentence with Gutter Cleaning's
// name" are copies. Text a pattern gives every town is the pattern's own, counted once: it is no
// town's copy of another. Who copied whom: the service (or town) listed first in site.json owns a
// shared sentence, so a service or town added later is the one asked for words of its own.
// One function (copiedTexts) for `npm run doctor`, the editor's advice, the wizards and Publish.
import type { SiteModel, Town } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { namedService, serviceNamePattern, type NamedService } from '../../shared/site/service-names';
import { normaliser, normaliserInputs, pageText, type Piece, type PieceKind } from './page-text';
import { reading } from './memory';
import { say } from './say';
import type { Check, Finding } from './types';

/** Fewer words than this are too common to be anyone's own alone: "Licensed & insured", a checklist's "Fire pit and seating areas". */
const MIN_WORDS = 6;
/**
 * Short lines (a checklist's items, cards' titles) are another service's as a list: when a block
 * carries at least this many of one earlier service's short lines, and they are at least half of its
 * short lines, they are that service's list ("Leaf blowing and vacuuming", "Final mow of the season"…).
 */
const MIN_LIST_COPIES = 3;
/** A field of fewer lines is no list: a block's buttons and badges ("Licensed & Insured"), anyone's. */
const MIN_LIST_LINES = 4;

type CopyKind = 'otherService' | 'otherTown' | 'namesService';

/** One field of one page carrying text that is not its own. */
export interface CopiedText {
  kind: CopyKind;
  /** The page's address. */
  page: string;
  /** The field to fix. */
  pointer: string;
  /** The block it is in, in words, when it is in one. */
  block?: string;
  /** The field's kind when it names another service: heading, page title, search summary, picture description. */
  field: PieceKind;
  /** The copied sentences (or the heading), as the page shows them. */
  texts: string[];
  /** Whose text it is: the other service's or town's name, and one page of theirs that carries it. */
  from: { name: string; page?: string };
  /** The page's own service or town: who needs words of their own. */
  own: string;
  /** The town of the page, for a town page. */
  town?: string;
}

interface Place {
  route: Route;
  piece: Piece;
  service?: string;
  town?: Town;
}

/** The one service a page presents (a town page's, or a page about one service); none for the others. */
const serviceOf = (route: Route) => (route.services.length === 1 ? route.services[0] : undefined);

/** Keeps what is read of a route between runs (the doctor's memory, memory.ts): by default nothing is kept. */
export type Remember = <T>(route: Route, name: string, read: () => T, inputs: string) => T;

/** Every piece of text on the site's pages and town pages that is not its own, grouped by page and field. */
export function copiedTexts(
  model: SiteModel,
  routes: Route[],
  remember: Remember = (_route, _name, read) => read(),
): CopiedText[] {
  const normal = normaliser(model);
  const pages = routes.filter((r) => r.kind === 'page' || r.kind === 'town');
  const serviceRank = new Map(model.services.map((s, i) => [s.id, i]));
  const townRank = new Map(model.towns.map((t, i) => [t, i]));
  const names = new Map<string, NamedService>(
    model.services.map((s) => [s.id, namedService(model, s.id) ?? { id: s.id, name: s.name }]),
  );
  const nameOf = (id: string) => names.get(id)?.name ?? id;
  const namesOther = serviceNamer(model, names);

  // Where each sentence and heading appears, and which of them each pattern gives every town.
  const byKey = new Map<string, Place[]>();
  /** Which services' pages carry each short line. */
  const shortOf = new Map<string, Map<string, Route[]>>();
  const shared = new Map<string, Set<string>>();
  const textOf = new Map<Route, { piece: Piece; key: string }[]>();
  for (const route of pages) {
    const texts = pageText(route, model);
    // In the page's order, which its words fix (as they fix its page key).
    const keys = remember(
      route,
      'sentence keys',
      () => texts.map((piece) => normal(piece.text, route.town)),
      normaliserInputs(model, route.town),
    );
    const pieces = texts.map((piece, i) => ({ piece, key: keys[i]! }));
    textOf.set(route, pieces);
    for (const { piece, key } of pieces) {
      const service = serviceOf(route);
      if (service && short(piece, key)) {
        const services = shortOf.get(key) ?? new Map<string, Route[]>();
        const routes = services.get(service);
        if (routes) routes.push(route);
        else services.set(service, [route]);
        shortOf.set(key, services);
      }
      if (!comparable(piece, key)) continue;
      const place = { route, piece, service: serviceOf(route), town: route.town };
      const known = byKey.get(key);
      if (known) known.push(place);
      else byKey.set(key, [place]);
      if (route.template && !piece.own)
        shared.set(route.template.id, (shared.get(route.template.id) ?? new Set()).add(key));
    }
  }

  const found: CopiedText[] = [];
  /** Each finding by its page, field, kind and source: a field's copied sentences are one finding. */
  const foundBy = new Map<string, CopiedText>();
  const add = (route: Route, piece: Piece, kind: CopyKind, from: CopiedText['from'], own: string) => {
    const id = JSON.stringify([route.path, piece.pointer, kind, piece.kind, from.name]);
    const same = foundBy.get(id);
    if (same) {
      if (!same.texts.includes(piece.text)) same.texts.push(piece.text);
      return;
    }
    const copy: CopiedText = {
      kind,
      page: route.path,
      pointer: piece.pointer,
      ...(piece.block ? { block: piece.block } : {}),
      field: piece.kind,
      texts: [piece.text],
      from,
      own,
      ...(route.town ? { town: route.town.name } : {}),
    };
    foundBy.set(id, copy);
    found.push(copy);
  };
  const sources = placesIndex(byKey, serviceRank, townRank);

  for (const route of pages) {
    const service = serviceOf(route);
    for (const { piece, key } of textOf.get(route)!) {
      if (route.kind === 'town' && service && names.has(service) && NAMED_FIELDS.has(piece.kind)) {
        const other = namesOther(aboutWords(piece), service);
        if (other) add(route, piece, 'namesService', { name: other }, nameOf(service));
      }
      if (!comparable(piece, key)) continue;
      const town = route.town;
      // A town's paragraphs, not its headings: "Repairs We Do Most in {town}" may be every town's heading.
      if (town && piece.own && piece.kind === 'sentence' && !shared.get(route.template!.id)?.has(key)) {
        const earlier = sources.firstOtherTown(key, town);
        if (earlier && townRank.get(earlier.town!)! < townRank.get(town)!) {
          add(route, piece, 'otherTown', { name: earlier.town!.name, page: earlier.route.path }, town.name);
          continue;
        }
      }
      if (!service || !serviceRank.has(service)) continue;
      const owner = sources.earlierService(key, service, town);
      if (owner)
        add(route, piece, 'otherService', { name: nameOf(owner.service!), page: owner.route.path }, nameOf(service));
    }
    if (service && serviceRank.has(service))
      for (const list of copiedLists(textOf.get(route)!, shortOf, service, serviceRank, route.town))
        for (const piece of list.pieces)
          add(
            route,
            { ...piece, kind: 'line', pointer: list.pointer },
            'otherService',
            { name: nameOf(list.owner), page: list.page },
            nameOf(service),
          );
  }
  return found;
}

/**
 * Where each text appears, indexed once per key as it is first asked (a site of many towns shares a
 * sentence among thousands of pages): the town-own places by the towns' order, and the places by service.
 */
function placesIndex(byKey: Map<string, Place[]>, serviceRank: Map<string, number>, townRank: Map<Town, number>) {
  const ownByTown = new Map<string, Place[]>();
  const byService = new Map<string, [string, Place[]][]>();
  return {
    /** The place of the earliest town but `town` whose own text it is. */
    firstOtherTown(key: string, town: Town): Place | undefined {
      let own = ownByTown.get(key);
      if (!own)
        ownByTown.set(
          key,
          (own = byKey
            .get(key)!
            .filter((p) => p.piece.own && p.town)
            .sort((a, b) => townRank.get(a.town!)! - townRank.get(b.town!)!)),
        );
      return own.find((p) => p.town !== town);
    },
    /** The place of the earliest service before `service` that has the text: its page for `town` where it has one. */
    earlierService(key: string, service: string, town: Town | undefined): Place | undefined {
      let services = byService.get(key);
      if (!services) {
        const grouped = new Map<string, Place[]>();
        for (const p of byKey.get(key)!)
          if (p.service && serviceRank.has(p.service)) {
            const places = grouped.get(p.service);
            if (places) places.push(p);
            else grouped.set(p.service, [p]);
          }
        byService.set(key, (services = [...grouped].sort(([a], [b]) => serviceRank.get(a)! - serviceRank.get(b)!)));
      }
      const rank = serviceRank.get(service)!;
      const earliest = services.find(([other]) => other !== service && serviceRank.get(other)! < rank);
      return earliest && (earliest[1].find((p) => p.town === town) ?? earliest[1][0]);
    },
  };
}

/**
 * The lists of a service's page (a block's field of many short lines: a checklist's items, cards'
 * titles) that are mostly an earlier service's: that service, one of its pages (the same town's where
 * it has one), the list's field and the lines. A template's lists only: a town's own list (the neighbourhoods its
 * areas block names) is that town's facts on each of its pages.
 */
function copiedLists(
  pieces: { piece: Piece; key: string }[],
  shortOf: Map<string, Map<string, Route[]>>,
  service: string,
  serviceRank: Map<string, number>,
  town: Town | undefined,
): { owner: string; page: string; pointer: string; pieces: Piece[] }[] {
  const rank = serviceRank.get(service)!;
  const byList = new Map<string, { piece: Piece; key: string }[]>();
  for (const p of pieces) {
    const list = listOf(p.piece.pointer);
    // A line naming the town ("Homes in central Port Clinton") is about the place, not the service.
    if (list && !p.piece.own && short(p.piece, p.key) && !p.key.includes('TOWN'))
      byList.set(list, [...(byList.get(list) ?? []), p]);
  }
  const lists: { owner: string; page: string; pointer: string; pieces: Piece[] }[] = [];
  for (const [list, lines] of byList) {
    if (lines.length < MIN_LIST_LINES) continue;
    const copies = new Map<string, Piece[]>();
    for (const { piece, key } of lines)
      for (const other of shortOf.get(key)?.keys() ?? [])
        if (other !== service && (serviceRank.get(other) ?? Infinity) < rank)
          copies.set(other, [...(copies.get(other) ?? []), piece]);
    const [owner, copied] =
      [...copies].sort((a, b) => b[1].length - a[1].length || serviceRank.get(a[0])! - serviceRank.get(b[0])!)[0] ?? [];
    if (!owner || copied!.length < MIN_LIST_COPIES || copied!.length * 2 < lines.length) continue;
    const first = lines.find((l) => l.piece === copied![0])!;
    const theirs = shortOf.get(first.key)!.get(owner)!;
    lists.push({
      owner,
      page: (theirs.find((r) => r.town === town) ?? theirs[0]!).path,
      pointer: list.slice(0, list.indexOf('/*')),
      pieces: copied!,
    });
  }
  return lists;
}

/** The list a line is an item of: its block and its field with every place in a list left open (groups/*\/items/*); none for a field of one line. */
function listOf(pointer: string): string | undefined {
  const block = /^.*?\/blocks\/[^/]+/.exec(pointer)?.[0];
  if (!block) return undefined;
  const field = pointer.slice(block.length).replace(/\/\d+(?=\/|$)/g, '/*');
  return field.includes('*') ? block + field : undefined;
}

const COMPARED = new Set<PieceKind>(['sentence', 'heading', 'line']);
const wordCount = (key: string) => (key ? key.split(' ').length : 0);

/** Sentences, headings and lines long enough to be someone's own words; the picture descriptions, title and summary are only read for names. */
const comparable = (piece: Piece, key: string) => COMPARED.has(piece.kind) && wordCount(key) >= MIN_WORDS;

/** A line of two words or more too short to be anyone's own alone: a checklist's item, a card's title. */
const short = (piece: Piece, key: string) => COMPARED.has(piece.kind) && wordCount(key) >= 2 && !comparable(piece, key);

/**
 * The fields of a town page that say which service it is about: they must not name another one
 * instead. Not a picture's description: a photo of a bathroom may say so on a leak repair page.
 */
const NAMED_FIELDS = new Set<PieceKind>(['heading', 'title', 'description']);

/**
 * The words of a field that say what the page is about: a block's heading or a picture's description
 * whole, the title and the search summary up to their first pause ("Fall cleanup in Huron, OH: leaf
 * removal…" → "Fall cleanup in Huron"), so a summary listing what else the crew does is no error.
 */
function aboutWords(piece: Piece): string {
  return piece.kind === 'title' || piece.kind === 'description' ? piece.text.split(/[:|,.;—–]/)[0]! : piece.text;
}

/** The other service a text names while not naming its own (the business's name set aside). */
function serviceNamer(model: SiteModel, names: Map<string, NamedService>) {
  const patterns = [...names].flatMap(([id, named]) => {
    const pattern = serviceNamePattern(named);
    return pattern ? [{ id, name: named.name, pattern }] : [];
  });
  const business = [model.business.name, model.site.name].filter(Boolean);
  return (text: string, service: string): string | undefined => {
    const plain = business.reduce((t, name) => t.split(name).join(' '), text);
    if (patterns.some((p) => p.id === service && plain.search(p.pattern) >= 0)) return undefined;
    return patterns.find((p) => p.id !== service && plain.search(p.pattern) >= 0)?.name;
  };
}

/** Each copy as the doctor's finding, in the office manager's words. */
export function copyFinding(copy: CopiedText): Finding {
  const words =
    copy.kind === 'namesService'
      ? say('namesOtherService', { text: copy.texts[0]!, field: copy.field, other: copy.from.name, own: copy.own })
      : copy.kind === 'otherTown'
        ? say('copiedFromTown', {
            sentences: copy.texts,
            other: copy.from.name,
            otherPage: copy.from.page!,
            town: copy.own,
            block: copy.block,
          })
        : say('copiedFromService', {
            sentences: copy.texts,
            other: copy.from.name,
            otherPage: copy.from.page!,
            service: copy.own,
            block: copy.block,
            field: copy.field,
          });
  return { check: 'copied-sentences', severity: 'error', page: copy.page, pointer: copy.pointer, ...words };
}

export const copiedSentences: Check = ({ model, routes, pages }) => {
  const pageOf = new Map(pages.map((page) => [page.route, page]));
  const remember: Remember = (route, name, read, inputs) => {
    const page = pageOf.get(route);
    return page ? reading(page, name, read, inputs) : read();
  };
  return copiedTexts(model, routes, remember).map(copyFinding);
};
