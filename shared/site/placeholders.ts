// Fills {placeholders} in every string of a value, with the values placeholder-table.ts says. Unknown
// names are reported (generator/check/cross-check.ts), never left silently.
import type { SiteModel, Town, Post, Service } from '../../schema/generated/site.js';
import { addressLayout } from './address-format.js';
import { formatAddress, formatTime, weekdays } from './business.js';
import { fill as fillLabel, withJoiningWords } from './fill.js';
import { languageFormats } from './languages/browser.js';
import { phoneExample, siteLocale, telHref } from './locale.js';
import { withRegionCode } from './country.js';
import {
  LABEL_FACTS,
  PLACEHOLDERS,
  placeholderNames,
  placeAt,
  type Filling,
  type Placeholder,
  type PlaceholderName,
  type WordedName,
} from './placeholder-table.js';
import { spaceBeforeMark } from './typography.js';

/** A placeholder's value; undefined for a fact the site does not give (a town's state where the country's addresses name none). */
export type Vars = Record<string, string | undefined>;

/**
 * The facts the build words from several of site.json's values by the country's and the language's
 * rules (placeholder-table.ts `from: 'site'`): here, not in the table, because pages import the table
 * and these need the country's rules (libphonenumber-js, the address layouts) the browser never loads.
 */
const WORDED: Record<WordedName, (model: SiteModel) => string> = {
  tel: (model) => telHref(model).slice('tel:'.length),
  address: ({ business: { address }, site }) =>
    formatAddress(withRegionCode(address, site.locale), addressLayout(address.country)),
  hours: (model) => hoursSentence(model),
  townsServed: (model) =>
    listOf(
      model.towns.map((t) => t.name),
      model.site.locale,
    ),
  phoneExample: (model) => phoneExample(siteLocale(model).country, model.business.phone),
};

/** A site-wide placeholder's value as `filling` says (the business's as written, or worded here); undefined for a town's, a post's or a component's. */
export function siteFact(name: PlaceholderName, filling: Filling, model: SiteModel): string | undefined {
  if (filling.from === 'site') return WORDED[name as WordedName](model);
  if (filling.from !== 'business') return undefined;
  const value = filling.value(model.business);
  return value === undefined ? undefined : String(value);
}

/**
 * The business's facts, for any text: a fact typed once in business stays right wherever it is stated.
 * One the site does not give (no founding year) is left out, so its placeholder stays as written.
 */
export function siteVars(model: SiteModel): Vars {
  const vars: Vars = {};
  for (const name of placeholderNames.site) {
    const value = siteFact(name, placeAt(name).filled, model);
    if (value !== undefined) vars[name] = value;
  }
  return vars;
}

/** The facts the build fills in every label ({postalCode}, {phoneExample}): shared/site/labels.ts. */
export function labelFacts(model: SiteModel): Vars {
  return Object.fromEntries(
    LABEL_FACTS.map((name) => {
      const inEvery = (PLACEHOLDERS[name] as Placeholder).uses.find((u) => u.labels === 'any')!;
      return [name, siteFact(name, inEvery.filled, model)];
    }),
  );
}

const listFormats = new Map<string, Intl.ListFormat>();
/** "Huron, Sandusky and Milan", "Köln, Frechen und Hürth": joined by Intl.ListFormat in the language's way. */
function listOf(names: string[], locale: string): string {
  const { listLocale } = languageFormats(locale);
  let format = listFormats.get(listLocale);
  if (!format) listFormats.set(listLocale, (format = new Intl.ListFormat(listLocale, { type: 'conjunction' })));
  return format.format(names);
}

/**
 * Opening days and times as a phrase, in the site's language and hour cycle, closed days left out:
 * "Monday to Saturday, 8 AM to 5 PM", "Montag bis Freitag, 07:30–16:30" (the pack's day and time ranges).
 */
function hoursSentence(model: SiteModel): string {
  const { hours } = model.business;
  const { hourCycle } = siteLocale(model);
  const { dayRange, timeRange } = languageFormats(model.site.locale);
  /** "8 AM", "5:30 PM", "08:00", "7 h": a time as the sentence writes it. */
  const shortTime = (hhmm: string) => formatTime(hhmm, { locale: model.site.locale, hourCycle }, 'sentence');
  const runs: { first: string; last: string; times: string }[] = [];
  for (const { key, name } of weekdays(model.site.locale)) {
    const h = hours[key];
    const times =
      h === 'closed' ? '' : fillLabel(timeRange, { opens: shortTime(h.opens), closes: shortTime(h.closes) });
    const run = runs[runs.length - 1];
    if (run && run.times === times) run.last = name;
    else runs.push({ first: name, last: name, times });
  }
  return runs
    .filter((r) => r.times)
    .map((r) => `${r.first === r.last ? r.first : fillLabel(dayRange, { first: r.first, last: r.last })}, ${r.times}`)
    .join(`${spaceBeforeMark(model.site.locale)}; `);
}

/** A town page's own placeholders: its town's facts and its template's service. */
export function townVars(town: Town, service: Service | undefined): Vars {
  const vars: Vars = {};
  for (const name of placeholderNames.town) {
    const { filled } = placeAt(name);
    if (filled.from === 'town') vars[name] = filled.value(town, service); // undefined: left out with its joining words
  }
  return vars;
}

export function postVars(post: Post): Vars {
  const vars: Vars = {};
  for (const name of placeholderNames.post) {
    const { filled } = placeAt(name);
    if (filled.from === 'post') vars[name] = filled.value(post);
  }
  return vars;
}

/** Every {name} used in the strings of a value, with its pointer. */
export function placeholdersIn(value: unknown, pointer: string, visit: (name: string, pointer: string) => void): void {
  if (typeof value === 'string') for (const m of value.matchAll(PATTERN)) visit(m[1], pointer);
  else if (Array.isArray(value)) value.forEach((v, i) => placeholdersIn(v, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) =>
      placeholdersIn(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit),
    );
}

const PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Each Vars' facts the site does not give, with the words that join them (fill.ts), or null: made once per Vars. */
const gaps = new WeakMap<Vars, RegExp | null>();
function gapsOf(vars: Vars): RegExp | null {
  let gap = gaps.get(vars);
  if (gap === undefined) {
    const missing = Object.keys(vars).filter((name) => vars[name] === undefined);
    gaps.set(vars, (gap = missing.length ? withJoiningWords(missing) : null));
  }
  return gap;
}

/**
 * Returns a copy of `value` with placeholders filled; an unknown name stays as written
 * (generator/check/cross-check.ts reports it). A fact the site does not give goes with the words that
 * join it to the one before, as a label's does (fill.ts): "{town}, {state}" → "Köln".
 */
export function fill<T>(value: T, vars: Vars): T {
  if (typeof value === 'string') {
    if (!value.includes('{')) return value;
    const gap = gapsOf(vars);
    return (gap ? value.replace(gap, '') : value).replace(PATTERN, (match, name: string) =>
      Object.hasOwn(vars, name) ? (vars[name] ?? match) : match,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, vars)) as T;
  if (value && typeof value === 'object') {
    // A loop and assignments: half the time of Object.fromEntries over the blocks of thousands of towns.
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const filled = fill((value as Record<string, unknown>)[key], vars);
      if (key === '__proto__')
        Object.defineProperty(copy, key, { value: filled, enumerable: true, writable: true, configurable: true }); // a key, as JSON.parse made it
      else copy[key] = filled;
    }
    return copy as T;
  }
  return value;
}
