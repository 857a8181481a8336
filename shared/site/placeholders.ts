// Fills {placeholders} in every string of a value. Unknown names are reported, never left silently.
import type { SiteModel, Town, Post, Service } from '../../schema/generated/site.js';
import { addressLayout } from './address-format.js';
import { formatAddress, formatTime, weekdays } from './business.js';
import { fill as fillLabel, withJoiningWords } from './fill.js';
import { languageFormats } from './languages/browser.js';
import { siteLocale, telHref } from './locale.js';
import { spaceBeforeMark } from './typography.js';

/** A placeholder's value; undefined for a fact the site does not give (a town's state where the country's addresses name none). */
export type Vars = Record<string, string | undefined>;

/** The business's facts, for any text: a fact typed once in business stays right wherever it is stated. */
export function siteVars(model: SiteModel): Vars {
  const b = model.business;
  return {
    phone: b.phone,
    tel: telHref(model).slice('tel:'.length),
    email: b.email,
    business: b.name,
    address: formatAddress(b.address, addressLayout(b.address.country)),
    hours: hoursSentence(model),
    townsServed: listOf(
      model.towns.map((t) => t.name),
      model.site.locale,
    ),
    ...(b.foundingYear !== undefined ? { yearFounded: String(b.foundingYear) } : {}),
  };
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
  /** "8:00 AM" → "8 AM"; "5:30 PM" and 24-hour "08:00" stay. */
  const shortTime = (hhmm: string) => formatTime(hhmm, hourCycle).replace(':00 ', ' ');
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

export function townVars(town: Town, service: Service | undefined): Vars {
  return {
    town: town.name,
    townSlug: town.slug,
    county: town.county,
    zip: town.postalCode,
    state: town.state, // none where the country's addresses name none: ", {state}" is then left out
    service: service?.name ?? '',
  };
}

export function postVars(post: Post): Vars {
  return { slug: post.slug, title: post.title, excerpt: post.excerpt };
}

/** Placeholder names allowed in each kind of text; checked statically by generator/check/cross-check.ts. */
const SITE_NAMES = ['phone', 'tel', 'email', 'business', 'address', 'hours', 'townsServed', 'yearFounded'] as const;
export const placeholderNames = {
  site: SITE_NAMES,
  town: [...SITE_NAMES, 'town', 'townSlug', 'county', 'zip', 'state', 'service'],
  post: [...SITE_NAMES, 'slug', 'title', 'excerpt'],
} as const;

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
