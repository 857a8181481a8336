// A block of a town page with its town's own values (name, address name, county, postal code) taken
// out: town pages of a template mostly differ by those alone, so the server draws such a block once
// with markers in their place and fills in each town's values (layout/SharedPart.tsx keeps it only
// when the filled drawing is exactly the block drawn with that town's data). Taking out and filling in
// are each other's inverse on any text, so a block's data matches a stencil only when it is the
// stencil's data with this town's values.

/** Markers no site text holds (Unicode's private use area), and which React writes as they are. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const marker = (i: number) => `${OPEN}${i}${CLOSE}`;
const MARKERS = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

/** A value that reads the same in HTML text, an attribute, JSON and CSS, as written: nothing to escape. */
const PLAIN = /^[^&<>"'\\\uE000\uE001\p{Cc}]+$/u;

export interface Stencil {
  /** The text with the page's values replaced by markers. */
  takeOut(text: string): string;
  /** The text with the markers replaced by the page's values. */
  fillIn(text: string): string;
}

const NONE: Stencil = { takeOut: (text) => text, fillIn: (text) => text };

/** The stencil of a page's values; none (texts as they are) when one of them would be escaped somewhere. */
export function stencilOf(values: readonly string[] = []): Stencil {
  const own = [...new Set(values.filter(Boolean))];
  if (!own.length || !own.every((v) => PLAIN.test(v))) return NONE;
  const longestFirst = own.sort((a, b) => b.length - a.length);
  const found = new RegExp(longestFirst.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const index = new Map(longestFirst.map((v, i) => [v, i]));
  return {
    takeOut: (text) => text.replace(found, (v) => marker(index.get(v)!)),
    fillIn: (text) => (text.includes(OPEN) ? text.replace(MARKERS, (_, i: string) => longestFirst[Number(i)]!) : text),
  };
}

/** Whether a text holds a marker (a style with one cannot be shared: its class name is the town's). */
export const hasMarker = (text: string) => text.includes(OPEN);
