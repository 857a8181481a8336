// Formatting of the business facts (phone, address, opening hours) shared by every block that shows them.
import type { Business, Weekday } from './site-types';

type Hours = Business['hours'][Weekday];

/** tel: link in international form, e.g. tel:+14195550142 (a 10-digit number is taken as North American). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** One-line postal address, e.g. "9810 River Road, Huron, OH 44839". */
export function formatAddress(a: Business['address']): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** 24-hour "08:00" → "8:00 AM", "17:00" → "5:00 PM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function formatHours(h: Hours): string {
  return h === 'closed' ? 'Closed' : `${formatTime(h.opens)} – ${formatTime(h.closes)}`;
}

export const WEEKDAYS: { key: Weekday; name: string; short: string }[] = [
  { key: 'monday', name: 'Monday', short: 'Mon' }, { key: 'tuesday', name: 'Tuesday', short: 'Tue' },
  { key: 'wednesday', name: 'Wednesday', short: 'Wed' }, { key: 'thursday', name: 'Thursday', short: 'Thu' },
  { key: 'friday', name: 'Friday', short: 'Fri' }, { key: 'saturday', name: 'Saturday', short: 'Sat' },
  { key: 'sunday', name: 'Sunday', short: 'Sun' },
];

/**
 * Runs of consecutive days with the same hours, e.g. [{days: "Mon–Sat", hours: "8:00 AM – 5:00 PM"},
 * {days: "Sunday", hours: "Closed"}]: a run is named by short names, a lone day in full.
 */
export function groupHours(hours: Business['hours']): { days: string; hours: string }[] {
  const runs: { first: (typeof WEEKDAYS)[number]; last: (typeof WEEKDAYS)[number]; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const text = formatHours(hours[day.key]);
    const prev = runs[runs.length - 1];
    if (prev && prev.hours === text) prev.last = day;
    else runs.push({ first: day, last: day, hours: text });
  }
  return runs.map((r) => ({ days: r.first === r.last ? r.first.name : `${r.first.short}–${r.last.short}`, hours: r.hours }));
}
