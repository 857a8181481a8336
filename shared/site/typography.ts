// How the engine writes the punctuation it adds between words itself ("Mon–Sat: 8:00 AM – 5:00 PM",
// the {hours} sentence): French puts a no-break space before : ; ? and ! (so the mark never starts a
// line), other languages none. The packs' own words carry their spaces (languages/fr.ts); the owner's
// text in site.json is the owner's.
import { languageOf } from './languages/languages.js';

/** The space `locale`'s language writes between a word and a following : ; ? or ! (U+00A0 in French, else none). */
export function spaceBeforeMark(locale: string): string {
  return languageOf(locale) === 'fr' ? '\u00a0' : '';
}

/** A label and its value, "Mon–Sat: 8:00 AM – 5:00 PM" or "lun.–ven.\u00a0: 08:00 – 18:00". */
export function labelled(label: string, value: string, locale: string): string {
  return `${label}${spaceBeforeMark(locale)}: ${value}`;
}
