// What the doctor keeps between runs in a long-lived process (the editor's publish worker): each
// page's readings (what checks read of its HTML: titles, links, ids, pictures, the shingles of its
// text; and which checks of one page it passed), by its route and page key. A page key fixes the
// page's HTML (render/reuse-pages.ts), so a page not rendered again is neither parsed nor judged
// again by a check of one page; checks that compare pages judge every run, from the readings. And
// site-wide results worth keeping (near-duplicates.ts: each template's pair scores), by name.
// See docs/decisions/0009-doctor-reads-each-page-once.md.
import { createHash } from 'node:crypto';
import type { DoctorPage } from './types';

export interface DoctorMemory {
  /** Each page's readings, by `<route path>\n<page key>`. */
  pages: Map<string, Map<string, unknown>>;
  /** Site-wide results of the last run, by name. */
  site: Map<string, unknown>;
}

export const newDoctorMemory = (): DoctorMemory => ({ pages: new Map(), site: new Map() });

/** Readings of pages made without the doctor's loader (tests): kept for as long as the page object. */
const unkept = new WeakMap<DoctorPage, Map<string, unknown>>();

const readingsOf = (page: DoctorPage): Map<string, unknown> => {
  if (page.readings) return page.readings;
  let readings = unkept.get(page);
  if (!readings) unkept.set(page, (readings = new Map()));
  return readings;
};

/** The model's parts a reading or a pass depends on, as the short string `inputs` compares. */
export const inputsOf = (parts: unknown): string => createHash('sha256').update(JSON.stringify(parts)).digest('base64');

interface Reading {
  value: unknown;
  inputs: string;
}

/**
 * What `read` reads of the page, read once while the page key stays the same and, when it depends on
 * more than the page's HTML, while `inputs` (those other inputs, as a string or hash) stay the same.
 */
export function reading<T>(page: DoctorPage, name: string, read: () => T, inputs = ''): T {
  const readings = readingsOf(page);
  const known = readings.get(name) as Reading | undefined;
  if (known?.inputs === inputs) return known.value as T;
  // A copy: the strings read from the DOM are slices of the page's whole HTML, which they would keep alive.
  const value = structuredClone(read());
  readings.set(name, { value, inputs } satisfies Reading);
  return value;
}

/** Whether the page has passed the check `name` with its HTML as it is (and the check's other `inputs` as they are). */
export const passed = (page: DoctorPage, name: string, inputs = ''): boolean =>
  readingsOf(page).get(`passed ${name}`) === inputs;

export const markPassed = (page: DoctorPage, name: string, inputs = ''): void =>
  void readingsOf(page).set(`passed ${name}`, inputs);
