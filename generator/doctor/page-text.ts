// The text a visitor reads on a page, taken from the model (what site.json says after filling in the
// town), cut into pieces the near-copy guard compares: each sentence, each heading, the page title,
// the search summary and each picture's description, with the field it is written in and whether it
// is the town's own text or the text every town of the page's pattern shares. Taken from the model,
// not the built HTML, so that what the engine adds to every page (menus, service cards, footer) is
// never counted as copied, and the wizard, Save, Publish and `npm run doctor` read the same pieces.
import schema from '../../schema/site.schema.json' with { type: 'json' };
import type { Block, SiteModel, Town } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { escapePointer } from '../model/walk';
import { problemLanguage, schemaText, type ProblemLanguage } from '../errors/language';
import { serviceNamePattern, namedService } from '../../shared/site/service-names';
import { metaPointer } from './locate';
import { inputsOf } from './memory';
import { NOT_TEXT } from '../../shared/site/not-text';

/** Keys whose text is a short line read as a whole (a card's title, a button, a question). */
const LINE_KEYS = new Set(['heading', 'title', 'eyebrow', 'label', 'name', 'question']);

/** A block's own heading (`heading`), a shorter line (`line`: a card's title, a button), the page's title or search summary, a picture's description. */
export type PieceKind = 'sentence' | 'heading' | 'line' | 'title' | 'description' | 'alt';

export interface Piece {
  kind: PieceKind;
  /** As the page shows it. */
  text: string;
  /** Where it is written in site.json: the field to fix. */
  pointer: string;
  /** The town's own text for this page, not the text its pattern gives every town. */
  own: boolean;
  /** The block it is in, in the editor's words: Reasons to choose us “Why Huron Trusts Us”. */
  block?: string;
}

const KIND_TITLES = Object.fromEntries(
  Object.entries(schema.$defs as Record<string, { title?: string; properties?: { type?: { const?: string } } }>)
    .filter(([, def]) => def.properties?.type?.const)
    .map(([, def]) => [def.properties!.type!.const!, def.title]),
) as Record<string, string | undefined>;

/** Quotation marks as the problems' language writes them. */
const QUOTES: Record<ProblemLanguage, [string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  fr: ['«\u00a0', '\u00a0»'],
  es: ['«', '»'],
  nl: ['“', '”'],
  pl: ['„', '”'],
  pt: ['“', '”'],
  it: ['«', '»'],
};

/** A block by its kind and its own heading, as the editor names it: Reasons to choose us “Why Huron Trusts Us”. */
export function blockInWords(block: Block): string {
  const kind = schemaText(KIND_TITLES[block.type] ?? block.type);
  const heading = (block as { heading?: unknown }).heading;
  const [open, close] = QUOTES[problemLanguage()];
  return typeof heading === 'string' && heading.trim() ? `${kind} ${open}${heading.trim()}${close}` : kind;
}

/** A text cut into its sentences (a full stop, question or exclamation mark and a space end one). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“„'‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Where a field of the route's block b is written: the town's own text when it has this field, else the shared block. */
function fieldPointer(route: Route, model: SiteModel, b: number, key: string): string {
  const source = route.blockSources[b]!;
  if (!route.town || !route.template || !source.startsWith('/towns/')) return source;
  const block = route.blocks[b]!;
  const override = route.town.pages?.[route.template.id]?.blocks?.[block.id!] as Record<string, unknown> | undefined;
  if (override && key in override) return source;
  const t = model.templates.findIndex((x) => x.id === route.template!.id);
  const i = route.template.blocks.findIndex((x) => x.id === block.id);
  return `/templates/${t}/blocks/${i}`;
}

/** Every piece of a page's text, in the order of the page. */
export function pageText(route: Route, model: SiteModel): Piece[] {
  const pieces: Piece[] = [];
  const own = (pointer: string) => route.kind === 'town' && pointer.startsWith('/towns/');
  for (const field of ['title', 'description'] as const) {
    const pointer = metaPointer(route, model, field);
    pieces.push({ kind: field, text: route[field], pointer, own: own(pointer) });
  }
  route.blocks.forEach((block, b) => {
    const name = blockInWords(block);
    const visit = (value: unknown, key: string, at: string) => {
      if (typeof value === 'string') {
        if (!value.trim()) return;
        const top = at.split('/')[1]!;
        const pointer = `${fieldPointer(route, model, b, top)}${at}`;
        const kind: PieceKind =
          key === 'alt' ? 'alt' : at === '/heading' ? 'heading' : LINE_KEYS.has(key) ? 'line' : 'sentence';
        const texts = kind === 'sentence' ? sentencesOf(value) : [value.trim()];
        for (const text of texts) pieces.push({ kind, text, pointer, own: own(pointer), block: name });
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, key, `${at}/${i}`));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) if (!NOT_TEXT.has(k)) visit(v, k, `${at}/${escapePointer(k)}`);
    };
    visit(block, '', '');
  });
  return pieces;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text's words with every name that differs between pages replaced by a marker: the business's
 * name and phone, every service's names (any case, plural or possessive: "fall cleanups"), the page's
 * own town's name, address name and county, and every town's county (as "Erie County") and postal
 * code. Two sentences that differ only by such names come out equal: "Sandusky's text with Port
 * Clinton's name", even when it still gives Sandusky's county and postal code. Other towns' names
 * stay what they are: "Houses along the Huron River valley" on Milan's page is not Vermilion's
 * "Houses along the Vermilion River valley".
 */
export function normaliser(model: SiteModel): (text: string, town?: Town) => string {
  const business = [model.business.name, model.site.name, model.business.phone]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const businessPattern = new RegExp(business.join('|'), 'giu');
  const services = model.services.flatMap((s) => {
    const pattern = serviceNamePattern(namedService(model, s.id) ?? s);
    return pattern ? [pattern] : [];
  });
  const everyTown = nameRuns(
    model.towns.flatMap((t) => [...(t.county ? [`${t.county} County`] : []), ...(t.postalCode ? [t.postalCode] : [])]),
  );
  // Made once per town: a site of many towns has thousands of names, and each page many sentences.
  const places = new Map<Town, NameRuns>();
  const placesOf = (t: Town) => {
    if (!places.has(t)) places.set(t, nameRuns([t.name, t.slug, ...(t.county ? [t.county] : [])]));
    return places.get(t)!;
  };
  return (text, town) => {
    let out = text.toLowerCase().replace(businessPattern, 'BUSINESS');
    for (const pattern of services) out = out.replace(pattern, 'SERVICE');
    return withoutNameRuns(out.match(WORD) ?? [], everyTown, town && placesOf(town)).join(' ');
  };
}

/**
 * What normaliser(model) and its `town` make their markers from, hashed: a text's normal form stays
 * the same while these and the text do (the doctor keeps each page's, copied-sentences.ts).
 */
export function normaliserInputs(model: SiteModel, town?: Town): string {
  let site = siteInputs.get(model);
  if (!site) {
    const services = model.services.map((s) => serviceNamePattern(namedService(model, s.id) ?? s)?.source ?? '');
    const towns = model.towns.map((t) => [t.county, t.postalCode]);
    const read = [model.business.name, model.site.name, model.business.phone, services, towns];
    siteInputs.set(model, (site = inputsOf(read)));
  }
  return town ? `${site} ${JSON.stringify([town.name, town.slug, town.county])}` : site;
}
const siteInputs = new WeakMap<SiteModel, string>();

/** A word as the near-copy guard reads it: letters and digits, with an apostrophe's ending ("town's"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Names as runs of lower-case words ("port clinton": its name and its address name alike), and the longest run's length. */
interface NameRuns {
  runs: Set<string>;
  longest: number;
}

function nameRuns(names: string[]): NameRuns {
  const runs = new Set(names.map((name) => (name.toLowerCase().match(WORD) ?? []).join(' ')).filter(Boolean));
  return { runs, longest: Math.max(0, ...[...runs].map((run) => run.split(' ').length)) };
}

/** The words with each run of words that is one of the names replaced by one marker, the longest run first. */
function withoutNameRuns(words: string[], ...names: (NameRuns | undefined)[]): string[] {
  const sets = names.filter((n): n is NameRuns => !!n);
  const longest = Math.max(0, ...sets.map((n) => n.longest));
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(longest, words.length - i);
    while (n > 0 && !sets.some(({ runs }) => runs.has(words.slice(i, i + n).join(' ')))) n--;
    out.push(n ? 'TOWN' : words[i]!);
    i += n || 1;
  }
  return out;
}
