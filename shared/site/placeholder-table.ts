// Every {placeholder} the engine knows, once: where it may be written, what it means and how it is
// filled. The build fills and checks site.json's texts by it (placeholders.ts, check/cross-check.ts,
// check/locale-check.ts), the pages fill their labels by it (Footer), the editor names it by it (the
// chips, the wizards' [words]) and the doctor suggests it by its name. What it means in the editor's
// words, in each of its languages, is in placeholder-words.ts beside this module: its chip's name, what
// it becomes for an `each`, its [words] in the wizards (tsc fails when a placeholder here lacks them).
//
// Pages import this module, so it stays light: a fact worded by the country's rules (the number to
// dial, the address as the country writes it, the hours in a sentence) is worded in placeholders.ts,
// and the editor's words are never imported here.
import type { Labels, Post, Service, Town } from '../../schema/generated/site.js';
import type { Business } from './site-types.js';
import { nameKey } from './same-name.js';

/** The kinds of site.json text, by the pages made of them: any page, a town's page, a post's page. */
type TextKind = 'site' | 'town' | 'post';
type LabelKey = keyof Labels;

/** What a placeholder becomes. */
export type Filling =
  /** A fact of site.json's `business` as written: the same on every page. */
  | { from: 'business'; value: (business: Business) => string | number | undefined }
  /** A fact the build words from the site by its country's and language's rules: placeholders.ts `WORDED`. */
  | { from: 'site' }
  /** The town a town page is for, or the service of its template. */
  | { from: 'town'; value: (town: Town, service: Service | undefined) => string | undefined }
  /** The post a post page is for. */
  | { from: 'post'; value: (post: Post) => string }
  /** This year: the page draws it, so a page built last December still says this year (CurrentYear). */
  | { from: 'thisYear' }
  /** What the component drawing the label has at hand: a count, a card's title, a field's label. */
  | { from: 'component' };

/** Where a placeholder may be written, and how it is filled there. */
interface Use {
  /** The kinds of site.json text (pages, templates, a town's own text) it may be in: the build fills it. */
  texts?: readonly TextKind[];
  /** The labels holding it (language packs and site.json's `labels`), filled where shown; 'any': every label, filled by the build. */
  labels?: readonly LabelKey[] | 'any';
  filled: Filling;
}

export interface Placeholder {
  uses: readonly Use[];
  /** The editor's chip says what it becomes (`each` in placeholder-words.ts), not a value: it differs by page, or is a long sentence or list. */
  each?: true;
  /** A part of a link's address (tel:{tel}, /{townSlug}/), not words a visitor reads: the wizards leave it as written (no `wizard` words). */
  link?: true;
}

const ANY_TEXT = ['site', 'town', 'post'] as const;
/**
 * A region, unless it is the very name of the place beside it ("Madrid, Madrid", "Québec (QC)": its
 * code's name, when the build gave it, is compared too): then it is left out, with the words that join it.
 * The place may be missing while a draft's town has no name yet.
 */
const unlessSame = (region: string | undefined, place: string | undefined, regionName?: string) =>
  region !== undefined &&
  place !== undefined &&
  [region, regionName].some((name) => name !== undefined && nameKey(name) === nameKey(place))
    ? undefined
    : region;
/** The region's name the build puts beside its code (country.ts withRegionCode). */
const regionNameOf = (b: Business) => (b.address as { regionName?: string }).regionName;
const business = (value: (business: Business) => string | number | undefined) => ({ from: 'business', value }) as const;
const town = (value: (town: Town, service: Service | undefined) => string | undefined) =>
  ({ from: 'town', value }) as const;
const post = (value: (post: Post) => string) => ({ from: 'post', value }) as const;
const WORDED = { from: 'site' } as const;
const COMPONENT = { from: 'component' } as const;
const THIS_YEAR = { from: 'thisYear' } as const;

/**
 * The table. Its order is the order a problem lists what a text may hold ("phone, tel, email…"):
 * the business's facts, a town's, a post's, then the labels' own.
 */
export const PLACEHOLDERS = {
  // The business's facts, for any text: a fact typed once stays right wherever it is stated.
  phone: { uses: [{ texts: ANY_TEXT, labels: ['messageBusy'], filled: business((b) => b.phone) }] },
  tel: { link: true, uses: [{ texts: ANY_TEXT, filled: WORDED }] },
  email: { uses: [{ texts: ANY_TEXT, filled: business((b) => b.email) }] },
  business: { uses: [{ texts: ANY_TEXT, filled: business((b) => b.name) }] },
  address: { uses: [{ texts: ANY_TEXT, labels: ['mapTitle'], filled: WORDED }] },
  hours: { each: true, uses: [{ texts: ANY_TEXT, filled: WORDED }] },
  townsServed: { each: true, uses: [{ texts: ANY_TEXT, filled: WORDED }] },
  yearFounded: { uses: [{ texts: ANY_TEXT, filled: business((b) => b.foundingYear) }] },

  // A town page's town and its template's service; a card or a page's town in the labels.
  town: {
    each: true,
    uses: [
      { texts: ['town'], filled: town((t) => t.name) },
      { labels: ['areaCardLink', 'crewsTravel'], filled: COMPONENT },
    ],
  },
  townSlug: { each: true, link: true, uses: [{ texts: ['town'], filled: town((t) => t.slug) }] },
  county: { each: true, uses: [{ texts: ['town'], filled: town((t) => t.county) }] },
  zip: { each: true, uses: [{ texts: ['town'], filled: town((t) => t.postalCode) }] },
  // None where the country's addresses name none: ", {state}" is then left out.
  state: { each: true, uses: [{ texts: ['town'], filled: town((t) => unlessSame(t.state, t.name)) }] },
  service: { each: true, uses: [{ texts: ['town'], filled: town((_, s) => s?.name ?? '') }] },

  // A post page's post; a card's title in the labels.
  slug: { each: true, link: true, uses: [{ texts: ['post'], filled: post((p) => p.slug) }] },
  title: {
    each: true,
    uses: [
      { texts: ['post'], filled: post((p) => p.title) },
      { labels: ['learnMoreAbout'], filled: COMPONENT },
    ],
  },
  excerpt: { each: true, uses: [{ texts: ['post'], filled: post((p) => p.excerpt) }] },

  // The labels' own.
  city: {
    uses: [
      { labels: ['footerTagline', 'footerTaglineNoYear', 'crewsTravel'], filled: business((b) => b.address.city) },
    ],
  },

  region: {
    uses: [
      {
        labels: ['footerTagline', 'footerTaglineNoYear'],
        filled: business((b) => unlessSame(b.address.region, b.address.city, regionNameOf(b))),
      },
    ],
  },
  street: { uses: [{ labels: ['crewsTravel'], filled: business((b) => b.address.street) }] },
  // The footer's tagline says since when; the copyright line, this year (first: what it means elsewhere).
  year: {
    uses: [
      { labels: ['copyright'], filled: THIS_YEAR },
      { labels: ['footerTagline'], filled: business((b) => b.foundingYear) },
    ],
  },
  name: { uses: [{ labels: ['copyright', 'mapTitle'], filled: business((b) => b.name) }] },
  // The contact form's examples follow the site's own facts, in whichever label they are written.
  postalCode: { uses: [{ labels: 'any', filled: business((b) => b.address.postalCode) }] },
  phoneExample: { each: true, uses: [{ labels: 'any', filled: WORDED }] },
  count: { each: true, uses: [{ labels: ['allServiceAreas', 'projectCount', 'projectCountOne'], filled: COMPONENT }] },
  label: {
    each: true,
    uses: [{ labels: ['submenu', 'messageHiddenCharacters', 'messageRequired'], filled: COMPONENT }],
  },
  network: { each: true, uses: [{ labels: ['followUsOn', 'socialLink'], filled: COMPONENT }] },
  rating: { each: true, uses: [{ labels: ['rated'], filled: COMPONENT }] },
  max: { each: true, uses: [{ labels: ['rated'], filled: COMPONENT }] },
  minutes: { each: true, uses: [{ labels: ['readTime'], filled: COMPONENT }] },
  star: { each: true, uses: [{ labels: ['formRequired'], filled: COMPONENT }] },
  privacyLink: { each: true, uses: [{ labels: ['formConsent'], filled: COMPONENT }] },
  size: { each: true, uses: [{ labels: ['formPhotoHint', 'messagePhotoTooLarge'], filled: COMPONENT }] },
} satisfies Record<string, Placeholder>;

type Table = typeof PLACEHOLDERS;
export type PlaceholderName = keyof Table;
/** The placeholders the build words (`from: 'site'`): placeholders.ts must word each, or tsc fails. */
export type WordedName = {
  [N in PlaceholderName]: [Extract<Table[N]['uses'][number]['filled'], { from: 'site' }>] extends [never] ? never : N;
}[PlaceholderName];

const entries = Object.entries(PLACEHOLDERS) as [PlaceholderName, Placeholder][];

export const isPlaceholder = (name: string): name is PlaceholderName => Object.hasOwn(PLACEHOLDERS, name);

const inLabel = (use: Use, label: string) =>
  use.labels === 'any' || (use.labels as readonly string[] | undefined)?.includes(label) === true;

const namesIn = (kind: TextKind) =>
  entries.filter(([, p]) => p.uses.some((u) => u.texts?.includes(kind))).map(([name]) => name);
/** The names a kind of site.json text may hold, checked by generator/check/cross-check.ts. */
export const placeholderNames: Record<TextKind, readonly PlaceholderName[]> = {
  site: namesIn('site'),
  town: namesIn('town'),
  post: namesIn('post'),
};

/** The names a label may hold: its own and those filled in every label ({postalCode}). */
export const labelPlaceholders = (label: string): PlaceholderName[] =>
  entries.filter(([, p]) => p.uses.some((u) => inLabel(u, label))).map(([name]) => name);

/** The names the build fills in every label (siteLabels). */
export const LABEL_FACTS: readonly PlaceholderName[] = entries
  .filter(([, p]) => p.uses.some((u) => u.labels === 'any'))
  .map(([name]) => name);

/**
 * How a placeholder is filled at a place: in the label `label` when one is given, else in site.json's
 * texts; else its first use (a text of a block that is no label, as the editor's summaries read it).
 */
export function placeAt(name: PlaceholderName, label?: string): Use {
  const { uses } = PLACEHOLDERS[name] as Placeholder;
  return (label === undefined ? uses.find((u) => u.texts) : uses.find((u) => inLabel(u, label))) ?? uses[0];
}

/**
 * The values of a label's placeholders that are the business's facts as written, for the component
 * that draws it: footerTagline → { city, region, year: the founding year }. It fills the rest itself,
 * but for those of every label, which the build has filled in already.
 */
export function businessValues(label: LabelKey, facts: Business): Record<string, string | number | undefined> {
  const values: Record<string, string | number | undefined> = {};
  for (const [name, { uses }] of entries)
    for (const use of uses)
      if (use.filled.from === 'business' && use.labels !== 'any' && inLabel(use, label))
        values[name] = use.filled.value(facts);
  return values;
}

/** The placeholder of a label that stands for this year ({year} in copyright), which the page draws itself. */
export const thisYearIn = (label: LabelKey): PlaceholderName | undefined =>
  entries.find(([, p]) => p.uses.some((u) => u.filled.from === 'thisYear' && inLabel(u, label)))?.[0];
