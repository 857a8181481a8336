// The words that name a service in a text: its name, the other names the site gives it (its menu's
// label, "Fall Cleanups"), and the words of its address name ("fall-cleanup"), in any case, with a
// plural or possessive ending, written with spaces or hyphens. One place for it, so that the Add
// service wizard (which rewrites a copied service's name) and the near-copy guard (which finds a
// sentence naming another service) see the same words. Pure: no Node, no browser.

export interface NamedService {
  id: string;
  name: string;
  /** Other names the site gives it, e.g. its menu label ("Fall Cleanups"). */
  alsoCalled?: string[];
  /**
   * Names holding its words that are not it: the business's name ("Riverbend Landscaping & Tree Care"
   * for the service Landscaping). Its words there, and in the name's first words ("Riverbend
   * Landscaping"), are not the service's.
   */
  notIn?: string[];
}

/** A plural or possessive ending after the last word: "Cleanups", "cleanup's", "Reinigungen". */
const ENDING = "(['’]s|es|s|en|n)?";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (text: string) => text.split(/[\s\-–]+/).filter(Boolean);

/** A name without its plural ending, so that "Fall Cleanups" and "Fall Cleanup" are one name. */
function singular(name: string): string {
  return name.replace(/(?<=\p{L}{3})(?:es|s)$/u, '');
}

/**
 * The phrases that name a service, longest first, each once (whatever its case): its name, the other
 * names it has, and its address name in words when that has two words or more ("fall cleanup").
 */
export function serviceNameWords(service: NamedService): string[] {
  const idWords = service.id.split('-').filter(Boolean);
  const phrases = [service.name, ...(service.alsoCalled ?? []), ...(idWords.length > 1 ? [idWords.join(' ')] : [])]
    .map((p) => words(p).join(' '))
    .filter((p) => p.length > 1);
  const seen = new Map<string, string>();
  for (const phrase of phrases) {
    const key = singular(phrase).toLowerCase();
    if (!seen.has(key)) seen.set(key, singular(phrase));
  }
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

/**
 * One expression finding every phrase of serviceNameWords in a text (global, any case): words apart
 * by spaces or hyphens, an ending of plural or possessive allowed, whole words only.
 */
export function serviceNamePattern(service: NamedService): RegExp | undefined {
  const phrases = serviceNameWords(service);
  if (!phrases.length) return undefined;
  const alternatives = phrases.map((p) => words(p).map(escape).join('[\\s\\-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})${ENDING}(?![\\p{L}\\p{N}])`, 'giu');
}

/** Where a text holds one of `service.notIn` (or its first two words or more), as [start, end) ranges. */
function otherNames(text: string, service: NamedService): [number, number][] {
  const phrases = (service.notIn ?? []).flatMap((name) => {
    const all = words(name);
    return all.slice(1).map((_, i) => all.slice(0, i + 2));
  });
  if (!phrases.length) return [];
  const alternatives = phrases.sort((a, b) => b.length - a.length).map((p) => p.map(escape).join('[\\s\\-]+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

/** The places a text names the service (not inside the business's name), with where each starts. */
function namings(text: string, service: NamedService): RegExpExecArray[] {
  const pattern = serviceNamePattern(service);
  if (!pattern) return [];
  const others = otherNames(text, service);
  return [...text.matchAll(pattern)].filter((m) => !others.some(([start, end]) => m.index >= start && m.index < end));
}

/** Each place a text names the service, as written there ("fall cleanups"). */
export function findServiceName(text: string, service: NamedService): string[] {
  return namings(text, service).map((m) => m[0]);
}

/** The new name written as the found one was: all small letters, or only the first capital. */
function inTheSameCase(found: string, name: string): string {
  if (found === found.toLowerCase()) return name.toLowerCase();
  const [first, ...rest] = words(found);
  if (rest.length && rest.every((w) => w === w.toLowerCase()) && first![0] === first![0]!.toUpperCase())
    return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return name;
}

/** The ending the text gave the name, after the new one: a possessive stays, an English plural too. */
function endingFor(ending: string, name: string): string {
  if (/^['’]s$/.test(ending)) return ending;
  if (/^e?s$/.test(ending) && !/s$/i.test(name) && /^[\x20-\x7e]+$/.test(name)) return 's';
  return ''; // another language's plural: the new name as it is
}

/**
 * The text with every phrase naming `from` replaced by `to`, in the case the text wrote it
 * ("Fall Cleanup Around {town}" → "Gutter Cleaning Around {town}", "a fall cleanup" → "a gutter cleaning",
 * "Fall Cleanups" → "Gutter Cleanings").
 */
export function replaceServiceName(text: string, from: NamedService, to: string): string {
  const name = to.trim();
  if (!name) return text;
  let out = '';
  let at = 0;
  for (const found of namings(text, from)) {
    const ending = found[1] ?? '';
    const stem = ending ? found[0].slice(0, -ending.length) : found[0];
    out += text.slice(at, found.index) + inTheSameCase(stem, name) + endingFor(ending, name);
    at = found.index + found[0].length;
  }
  return out + text.slice(at);
}

/** The parts of a site a service's names are read from (site.json's services, pages, templates, menu). */
export interface SiteWithServices {
  services?: { id: string; name: string }[];
  pages?: { path: string; service?: string | string[] }[];
  templates?: { path: string; service?: string }[];
  navigation?: Record<string, unknown>;
  site?: { name?: string };
  business?: { name?: string };
}

/** Every menu entry of the site, however deep ({ label, href, children }). */
function menuEntries(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(menuEntries);
  if (!value || typeof value !== 'object') return [];
  const { label, href, children } = value as { label?: unknown; href?: unknown; children?: unknown };
  const own = typeof label === 'string' && typeof href === 'string' ? [{ label, href }] : [];
  return [...own, ...menuEntries(children ?? (own.length ? [] : Object.values(value)))];
}

/**
 * A service of the site with the names it goes by: its name, and the menu's label for its own page
 * (the page whose only service it is, e.g. "Fall Cleanups" for /fall-cleanups); and the business's
 * names, in which its words are not the service. Undefined for an id the site does not have.
 */
export function namedService(site: SiteWithServices, id: string): NamedService | undefined {
  const service = site.services?.find((s) => s.id === id);
  if (!service) return undefined;
  const ownPages = new Set(
    (site.pages ?? [])
      .filter((p) => p.service === id || (Array.isArray(p.service) && p.service.length === 1 && p.service[0] === id))
      .map((p) => p.path),
  );
  const alsoCalled = menuEntries(site.navigation)
    .filter((entry) => ownPages.has(entry.href.replace(/[#?].*$/, '')))
    .map((entry) => entry.label);
  const notIn = [...new Set([site.site?.name, site.business?.name].filter((n): n is string => !!n?.trim()))];
  return {
    id,
    name: service.name,
    ...(alsoCalled.length ? { alsoCalled } : {}),
    ...(notIn.length ? { notIn } : {}),
  };
}
