// Fills {placeholders} in every string of a value. Unknown names are reported, never left silently.
import type { SiteModel, Town, Post, Service } from '../schema/generated/site';
import { telHref } from './site-locale';

export type Vars = Record<string, string>;

export function siteVars(model: SiteModel): Vars {
  return { phone: model.business.phone, tel: telHref(model).slice('tel:'.length), email: model.business.email, business: model.business.name };
}

export function townVars(town: Town, service: Service | undefined): Vars {
  return { town: town.name, townSlug: town.slug, county: town.county, zip: town.postalCode, state: town.state, service: service?.name ?? '' };
}

export function postVars(post: Post): Vars {
  return { slug: post.slug, title: post.title, excerpt: post.excerpt };
}

/** Placeholder names allowed in each kind of text; checked statically by cross-check.ts. */
export const placeholderNames = {
  site: ['phone', 'tel', 'email', 'business'],
  town: ['phone', 'tel', 'email', 'business', 'town', 'townSlug', 'county', 'zip', 'state', 'service'],
  post: ['phone', 'tel', 'email', 'business', 'slug', 'title', 'excerpt'],
} as const;

/** Every {name} used in the strings of a value, with its pointer. */
export function placeholdersIn(value: unknown, pointer: string, visit: (name: string, pointer: string) => void): void {
  if (typeof value === 'string') for (const m of value.matchAll(PATTERN)) visit(m[1], pointer);
  else if (Array.isArray(value)) value.forEach((v, i) => placeholdersIn(v, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => placeholdersIn(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit));
}

const PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Returns a copy of `value` with placeholders filled; calls `onUnknown` with the name and its pointer. */
export function fill<T>(value: T, vars: Vars, pointer: string, onUnknown: (name: string, pointer: string) => void): T {
  if (typeof value === 'string') {
    return value.replace(PATTERN, (match, name: string) => {
      if (name in vars) return vars[name];
      onUnknown(name, pointer);
      return match;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v, i) => fill(v, vars, `${pointer}/${i}`, onUnknown)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars, `${pointer}/${k}`, onUnknown)])) as T;
  }
  return value;
}
