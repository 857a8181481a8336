// Facts typed by hand drift from the facts: a page that says "Open 8 AM to 5 PM", a phone number or
// "OH 44839" in its own words stays as typed when business changes. Each time, phone number and
// postal code in the site's texts (titles, descriptions, blocks) is compared with site.json
// "business" (and the towns' postal codes); one that differs is a warning, at the text, suggesting
// the placeholder that keeps it right ({hours}, {phone}, {address}). So is a list of the towns
// served typed by hand ("Huron, Sandusky and Milan") that leaves out a town or names one not
// served: it stays as typed when a town is added or removed ({townsServed} follows "towns").
// Words in quotation marks are someone else's (the title of a credited photograph, “summer 1am”),
// not the business's facts.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { walk } from '../model/walk';
import { phoneDigits } from './dom';
import { metaPointer } from './locate';
import { say } from './say';
import { inputsOf, markPassed, passed } from './memory';
import type { Check, Finding } from './types';
import type { Said } from './words';

const TIME = /\b(\d{1,2})(?::(\d{2}))?\s?(?:([AaPp])[Mm]\b|([AaPp])\.[Mm]\.)/g;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g;
/** A postal code as addresses write it, after a region code: "OH 44839". */
const POSTAL = /\b[A-Z]{2} (\d{5})(?:-\d{4})?\b/g;
/** A place name: capitalised words ("Port Clinton", "Stockton-on-Tees"). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*`;
/** A closed list of three or more names: "A, B and C", "A, B, & C" (not "A, B and nearby towns"). */
const NAME_LIST = new RegExp(`${NAME}(?:, ${NAME})+,? (?:and|&) ${NAME}`, 'gu');
/** A span in quotation marks, curly or straight: a title or a quote. */
const QUOTED = /“[^”]*”|"[^"]*"/g;

/** "8 AM" → "08:00", "5:30 pm" → "17:30". */
function toHhmm(hour: string, minutes: string | undefined, half: string): string {
  const h = (Number(hour) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
}

/** Each text of the route (title, description, every string of its blocks) with its site.json pointer. */
function textsOf(route: Route, model: SiteModel): { text: string; pointer: string }[] {
  const texts = [
    { text: route.title, pointer: metaPointer(route, model, 'title') },
    { text: route.description, pointer: metaPointer(route, model, 'description') },
  ];
  route.blocks.forEach((block, b) =>
    walk(block, route.blockSources[b], (value, pointer) => {
      if (typeof value === 'string') texts.push({ text: value, pointer });
    }),
  );
  return texts;
}

/** Each town's name as whole words, made once: a list is held to every town served. */
const townPatterns = new Map<string, RegExp>();

/** Whether `text` names `town` as whole words: "Serving Huron" does, "Huronia" does not. */
function names(text: string, town: string): boolean {
  let pattern = townPatterns.get(town);
  if (!pattern)
    townPatterns.set(
      town,
      (pattern = new RegExp(`(?<!\\p{L})${town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u')),
    );
  return pattern.test(text);
}

/**
 * What a hand-typed list of the towns served gets wrong: the served towns the text leaves out and the
 * names the list adds. Null when it is right, or is not the towns served: it names at most half of
 * them ("the clay around Norwalk, Milan and Castalia" gives examples, not the service area), or
 * exactly the towns of one service (a template's `towns`). A town named elsewhere in the text is not
 * left out ("in Sarasota. Serving Bradenton, Venice and Lakewood Ranch too").
 */
function townListError(
  list: string,
  text: string,
  served: string[],
  services: string[][],
): { missing: string[]; extra: string[] } | null {
  const items = list.split(/, (?:and |& )?| (?:and|&) /);
  const listed = served.filter((town) => items.some((item) => names(item, town)));
  const extra = items.filter((item) => !served.some((town) => names(item, town)));
  if (listed.length * 2 <= served.length) return null;
  if (
    !extra.length &&
    services.some((towns) => towns.length === listed.length && towns.every((t) => listed.includes(t)))
  )
    return null;
  const missing = served.filter((town) => !names(text, town));
  return missing.length || extra.length ? { missing, extra } : null;
}

export const facts: Check = ({ model, pages }) => {
  const b = model.business;
  const times = new Set(Object.values(b.hours).flatMap((h) => (h === 'closed' ? [] : [h.opens, h.closes])));
  const postalCodes = new Set([b.address.postalCode, ...model.towns.map((t) => t.postalCode)]);
  const served = model.towns.map((t) => t.name);
  const nameOf = new Map(model.towns.map((t) => [t.slug, t.name]));
  const services = model.templates.flatMap((t) =>
    Array.isArray(t.towns) ? [t.towns.map((slug) => nameOf.get(slug) ?? slug)] : [],
  );
  // A page whose texts gave no warning is not read again while they and these facts stay the same (memory.ts).
  const inputs = inputsOf([[...times], [...postalCodes], served, services, b.phone]);
  const findings = new Map<string, Finding>();
  let warned: boolean;
  const warn = (route: Route, pointer: string, words: Said) => {
    warned = true;
    findings.set(pointer + words.message, { check: 'facts', severity: 'warning', page: route.path, pointer, ...words });
  };
  for (const page of pages) {
    const { route } = page;
    if (route.kind === 'alias' || passed(page, 'facts', inputs)) continue;
    warned = false;
    for (const { text: written, pointer } of textsOf(route, model)) {
      const text = written.replace(QUOTED, ' ');
      for (const m of text.matchAll(TIME)) {
        if (!times.has(toHhmm(m[1]!, m[2], (m[3] ?? m[4])!))) warn(route, pointer, say('factTime', m[0]));
      }
      for (const m of text.matchAll(PHONE)) {
        if (phoneDigits(m[0]) !== phoneDigits(b.phone)) warn(route, pointer, say('factPhone', m[0], b.phone));
      }
      for (const m of text.matchAll(POSTAL)) {
        if (!postalCodes.has(m[1]!)) warn(route, pointer, say('factPostalCode', m[1]!, b.address.postalCode));
      }
      for (const m of text.matchAll(NAME_LIST)) {
        const error = townListError(m[0], text, served, services);
        if (!error) continue;
        const { missing, extra } = error;
        warn(
          route,
          pointer,
          !extra.length
            ? say('factTownsLeftOut', m[0], missing)
            : !missing.length
              ? say('factTownsNotServed', m[0], extra)
              : say('factTownsWrong', m[0], missing, extra),
        );
      }
    }
    if (!warned) markPassed(page, 'facts', inputs);
  }
  return [...findings.values()];
};
