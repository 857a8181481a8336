// Which plain strings of a site of several languages are the same in every language, and so need no
// translation: facts that are not words (the schema's notText fields, addresses of pages and files,
// phone, hours, colours) and names (the business's, a town's, a person's). Every other string a
// visitor reads is the main language's until it is written as a translation (docs/decisions/0008), so
// a new language starts with every page "not yet" in it, never with the main language's text on it.
import { NOT_TEXT } from './not-text.js';

/** Keys whose strings are facts wherever they stand. */
const FACT_KEYS = new Set([
  '$schema',
  'path',
  'from',
  'to',
  'origin',
  'locale',
  'languages',
  'assets',
  'phone',
  'email',
  'url',
  'mapUrl',
  'slug',
  'postalCode',
  'country',
  'region',
  'state',
  'county',
  'city',
  'street',
  'opens',
  'closes',
  'priceRange',
  'date',
  'favicon',
  'onDark',
  'structuredData',
  'each',
  'quoteHref',
  'ga4',
]);

/** Names and facts known by their place ("#" for any position in a list). */
const SAME_AT = [
  /^\/site\/name$/,
  /^\/site\/languages\//,
  /^\/business\/name$/,
  /^\/business\/legalName$/,
  /^\/business\/hours\//,
  /^\/business\/social\/label$/,
  /^\/theme\//,
  /^\/towns\/#\/name$/,
  /^\/collections\/testimonials\/#\/(name|location)$/,
  /^\/collections\/posts\/#\/author$/,
  /^\/collections\/projects\/#\/(category|services\/#)$/,
];

/** Whether the plain string at `pointer` (a JSON pointer into site.json) reads the same in every language. */
export function sameInEveryLanguage(pointer: string, text: string): boolean {
  // An item of a list is named by its list's key: a template's "towns", a block's "ids".
  const key = /\/([^/]+)(\/\d+)?$/.exec(pointer)?.[1] ?? '';
  if (!/\p{L}/u.test(text) || FACT_KEYS.has(key) || NOT_TEXT.has(key) || key.endsWith('Href')) return true;
  const place = pointer.replace(/\/\d+(?=\/|$)/g, '/#');
  return SAME_AT.some((pattern) => pattern.test(place));
}
