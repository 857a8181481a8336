// How the business facts (address, opening hours) are written: by the blocks and the footer that
// show them, the build's placeholders and checks, and the editor. The words and formats are the
// site's: labels.closed, locale (weekday names), hourCycle.
import { fill } from './fill.js';
import { languageFormats } from './languages/browser.js';
import type { Business, Weekday } from './site-types.js';

type Hours = Business['hours'][Weekday];

/** How opening hours are written: weekday names in the site's language, 12- or 24-hour times, the word for closed. */
export interface HoursFormat {
  locale: string;
  hourCycle: 12 | 24;
  closed: string;
}

/**
 * How a country writes an address, line by line: the fields in braces and the text between them, e.g.
 * Germany's ["{street}", "{postalCode} {city}"]. Made by the build from OpenCage's address templates
 * (address-format.ts), so the browser and the server format with these few words and no templates.
 */
export type AddressLayout = string[];

/** The US's (and Canada's, Japan's…): "9810 River Road" / "Huron, OH 44839"; a page carries no layout for it. */
export const US_ADDRESS_LAYOUT: AddressLayout = ['{street}', '{city}, {regionCode} {postalCode}'];

export type AddressFields = Pick<Business['address'], 'street' | 'city' | 'region' | 'postalCode'> & {
  /** The region's code where it is written by its name ("Québec" → "QC"): for a layout's {regionCode}. */
  regionCode?: string;
};

/**
 * The address line by line, each line as its pieces: a field's value or the text between two, so the
 * footer can break the lines and the contact details split the pieces. A field left empty (a region a
 * form does not ask) is left out with the text before it; a line with no field left, altogether.
 */
export function addressLines(a: AddressFields, layout: AddressLayout = US_ADDRESS_LAYOUT): string[][] {
  const lines: string[][] = [];
  for (const line of layout) {
    const pieces: { text: string; field: boolean }[] = [];
    for (const part of line.split(PIECES)) {
      const field = FIELD.exec(part)?.[1] as keyof AddressFields | undefined;
      if (!field) {
        if (part) pieces.push({ text: part, field: false });
        continue;
      }
      const value = ((field === 'regionCode' ? (a.regionCode ?? a.region) : a[field]) ?? '').trim();
      if (value) pieces.push({ text: value, field: true });
      else if (pieces.at(-1)?.field === false) pieces.pop();
    }
    // The text after a first field left empty goes too.
    while (pieces[0] && !pieces[0].field && line.startsWith('{')) pieces.shift();
    if (PIECES.test(line) && !pieces.some((p) => p.field)) continue;
    if (pieces.length) lines.push(pieces.map((p) => p.text));
  }
  return lines;
}

const FIELD = /^\{(street|city|region|regionCode|postalCode)\}$/;
const PIECES = /(\{(?:street|city|region|regionCode|postalCode)\})/;

/** One-line postal address in the country's order, e.g. "9810 River Road, Huron, OH 44839", "Breite Straße 12, 50667 Köln". */
export function formatAddress(a: AddressFields, layout: AddressLayout = US_ADDRESS_LAYOUT): string {
  return addressLines(a, layout)
    .map((pieces) => pieces.join(''))
    .join(', ');
}

/**
 * A time of day ("08:00", "17:30" in site.json) as the site's language and clock write it: "8:00 AM",
 * "08:00", "17 h 30"; in a list or, shorter on the hour where the language says so, in a sentence
 * ("8 AM", "7 h"). The pack's `time`, `timeOnTheHour`, `sentenceTimeOnTheHour` and `dayPeriods`.
 */
export function formatTime(
  hhmm: string,
  format: Pick<HoursFormat, 'locale' | 'hourCycle'>,
  where: 'list' | 'sentence' = 'list',
): string {
  const { time, timeOnTheHour, sentenceTimeOnTheHour, dayPeriods } = languageFormats(format.locale);
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const h = format.hourCycle === 12 ? hours % 12 || 12 : hours;
  const pattern = minutes ? time : where === 'sentence' ? sentenceTimeOnTheHour : timeOnTheHour;
  return fill(pattern[format.hourCycle], {
    h: String(h),
    hh: String(h).padStart(2, '0'),
    mm: String(minutes).padStart(2, '0'),
    dayPeriod: dayPeriods[hours < 12 ? 0 : 1],
  });
}

/** One day's hours, "8:00 AM – 5:00 PM" or "07:30–16:30", joined as the site's language does (its pack's hoursRange). */
export function formatHours(h: Hours, format: HoursFormat): string {
  return h === 'closed'
    ? format.closed
    : fill(languageFormats(format.locale).hoursRange, {
        opens: formatTime(h.opens, format),
        closes: formatTime(h.closes, format),
      });
}

const WEEKDAY_KEYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

type NamedWeekday = { key: Weekday; name: string; short: string };
/** Named once per language: each toLocaleDateString call builds a formatter, 3 ms of every page's render in the footer. */
const weekdaysByLocale = new Map<string, NamedWeekday[]>();

/** The week from Monday, named in the site's language (Intl): en-US "Monday" / "Mon". */
export function weekdays(locale: string): NamedWeekday[] {
  const known = weekdaysByLocale.get(locale);
  if (known) return known;
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monday = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)); // 1 Jan 2024 was a Monday
  const named = WEEKDAY_KEYS.map((key, i) => ({ key, name: long.format(monday(i)), short: short.format(monday(i)) }));
  weekdaysByLocale.set(locale, named);
  return named;
}

/**
 * Runs of consecutive days with the same hours, e.g. [{days: "Mon–Sat", hours: "8:00 AM – 5:00 PM"},
 * {days: "Sunday", hours: "Closed"}]: a run is named by short names, a lone day in full.
 */
export function groupHours(hours: Business['hours'], format: HoursFormat): { days: string; hours: string }[] {
  type Day = ReturnType<typeof weekdays>[number];
  const runs: { first: Day; last: Day; hours: string }[] = [];
  for (const day of weekdays(format.locale)) {
    const text = formatHours(hours[day.key], format);
    const prev = runs[runs.length - 1];
    if (prev && prev.hours === text) prev.last = day;
    else runs.push({ first: day, last: day, hours: text });
  }
  return runs.map((r) => ({
    days: r.first === r.last ? r.first.name : `${r.first.short}–${r.last.short}`,
    hours: r.hours,
  }));
}
