// The editor's words for every {placeholder} of the table (placeholder-table.ts), in each language the
// editor speaks: `name`, what its chip calls it ("City: Huron"); `each`, what the chip says it becomes
// where that differs by page or is long (the table's `each: true`), "Town: each town's name"; and
// `wizard`, the [words] the wizards write it as in the text every town shares ("Gutters in [town]"),
// for the placeholders a town page's text may hold that are no part of a link.
//
// tsc fails when a placeholder of the table lacks its words in a language, or has `each` or `wizard`
// where the table says none. A new placeholder's words are written here, and nothing in editor/.
//
// The pages never import this module (the table stays light for their bundle): the editor's chips,
// field names and wizards do.
import type { PlaceholderName, PLACEHOLDERS } from './placeholder-table.js';
import type { Language } from './languages/languages.js';

/** The languages the editor speaks (languages/languages.ts). */
export type PlaceholderLanguage = Language;

type Table = typeof PLACEHOLDERS;
/** The kinds of site.json text a placeholder may be written in. */
type TextsOf<N extends PlaceholderName> = Table[N]['uses'][number] extends infer U
  ? U extends { texts: readonly (infer K)[] }
    ? K
    : never
  : never;
/** The table's `each: true`: its chip says what it becomes. */
type Each<N extends PlaceholderName> = Table[N] extends { each: true } ? { each: string } : { each?: never };
/** A town page's text may hold it and it is no part of a link: the wizards write it as [words]. */
type Wizard<N extends PlaceholderName> =
  'town' extends TextsOf<N>
    ? Table[N] extends { link: true }
      ? { wizard?: never }
      : { wizard: string }
    : { wizard?: never };

/** A placeholder's words in one language: `each` and `wizard` exactly where the table asks for them. */
export type Words<N extends PlaceholderName> = N extends PlaceholderName
  ? { name: string } & Each<N> & Wizard<N>
  : never;

/** The placeholders the wizards write as [words]: a town page's text may hold them, and they are no part of a link. */
export type WizardName = { [N in PlaceholderName]: Words<N> extends { wizard: string } ? N : never }[PlaceholderName];

export const PLACEHOLDER_WORDS: { [N in PlaceholderName]: { [L in PlaceholderLanguage]: Words<N> } } = {
  phone: {
    en: { name: 'Phone', wizard: 'phone' },
    de: { name: 'Telefon', wizard: 'Telefon' },
  },
  tel: {
    en: { name: 'Phone number to dial' },
    de: { name: 'Zu wählende Telefonnummer' },
  },
  email: {
    en: { name: 'E-mail', wizard: 'email' },
    de: { name: 'E-Mail', wizard: 'E-Mail' },
  },
  business: {
    en: { name: 'Business name', wizard: 'business name' },
    de: { name: 'Name des Unternehmens', wizard: 'Name des Unternehmens' },
  },
  address: {
    en: { name: 'Address', wizard: 'address' },
    de: { name: 'Adresse', wizard: 'Adresse' },
  },
  hours: {
    en: { name: 'Opening hours', each: 'the opening hours', wizard: 'opening hours' },
    de: { name: 'Öffnungszeiten', each: 'die Öffnungszeiten', wizard: 'Öffnungszeiten' },
  },
  townsServed: {
    en: { name: 'Towns served', each: 'the towns served', wizard: 'towns served' },
    de: { name: 'Bediente Orte', each: 'die bedienten Orte', wizard: 'bediente Orte' },
  },
  yearFounded: {
    en: { name: 'Year founded', wizard: 'year founded' },
    de: { name: 'Gründungsjahr', wizard: 'Gründungsjahr' },
  },
  town: {
    en: { name: 'Town', each: "each town's name", wizard: 'town' },
    de: { name: 'Ort', each: 'der Name jedes Orts', wizard: 'Ort' },
  },
  townSlug: {
    en: { name: "Town's address name", each: "each town's address name" },
    de: { name: 'Adressname des Orts', each: 'der Adressname jedes Orts' },
  },
  county: {
    en: { name: 'County', each: "each town's county", wizard: 'county' },
    de: { name: 'Kreis', each: 'der Kreis jedes Orts', wizard: 'Kreis' },
  },
  zip: {
    en: { name: 'Postal code', each: "each town's postal code", wizard: 'postal code' },
    de: { name: 'Postleitzahl', each: 'die Postleitzahl jedes Orts', wizard: 'Postleitzahl' },
  },
  state: {
    en: { name: 'Region', each: "each town's region", wizard: 'state' },
    de: { name: 'Region', each: 'die Region jedes Orts', wizard: 'Region' },
  },
  service: {
    en: { name: 'Service', each: "the page's service", wizard: 'service name' },
    de: { name: 'Leistung', each: 'die Leistung der Seite', wizard: 'Name der Leistung' },
  },
  slug: {
    en: { name: "Post's address name", each: "each post's address name" },
    de: { name: 'Adressname des Beitrags', each: 'der Adressname jedes Beitrags' },
  },
  title: {
    en: { name: 'Title', each: 'the title' },
    de: { name: 'Titel', each: 'der Titel' },
  },
  excerpt: {
    en: { name: 'Post summary', each: "each post's summary" },
    de: { name: 'Zusammenfassung des Beitrags', each: 'die Zusammenfassung jedes Beitrags' },
  },
  city: {
    en: { name: 'City' },
    de: { name: 'Ort' },
  },
  region: {
    en: { name: 'Region' },
    de: { name: 'Region' },
  },
  street: {
    en: { name: 'Street' },
    de: { name: 'Straße' },
  },
  year: {
    en: { name: 'Year' },
    de: { name: 'Jahr' },
  },
  name: {
    en: { name: 'Business name' },
    de: { name: 'Name des Unternehmens' },
  },
  postalCode: {
    en: { name: 'Postal code' },
    de: { name: 'Postleitzahl' },
  },
  phoneExample: {
    en: { name: 'Example phone number', each: 'an example number' },
    de: { name: 'Beispiel-Telefonnummer', each: 'eine Beispielnummer' },
  },
  count: {
    en: { name: 'Number', each: 'the number' },
    de: { name: 'Anzahl', each: 'die Anzahl' },
  },
  label: {
    en: { name: 'Entry', each: "the entry's name" },
    de: { name: 'Eintrag', each: 'der Name des Eintrags' },
  },
  network: {
    en: { name: 'Network', each: 'Facebook, Instagram, …' },
    de: { name: 'Netzwerk', each: 'Facebook, Instagram, …' },
  },
  rating: {
    en: { name: 'Rating', each: 'the stars given' },
    de: { name: 'Bewertung', each: 'die vergebenen Sterne' },
  },
  max: {
    en: { name: 'Most stars', each: '5' },
    de: { name: 'Höchstzahl der Sterne', each: '5' },
  },
  minutes: {
    en: { name: 'Minutes', each: 'the minutes' },
    de: { name: 'Minuten', each: 'die Minuten' },
  },
  star: {
    en: { name: 'Star', each: '*' },
    de: { name: 'Stern', each: '*' },
  },
  privacyLink: {
    en: { name: 'Privacy policy link', each: 'the link to the privacy policy' },
    de: { name: 'Link zur Datenschutzerklärung', each: 'der Link zur Datenschutzerklärung' },
  },
  size: {
    en: { name: 'Largest photo', each: 'the largest photo size in MB' },
    de: { name: 'Größtes Foto', each: 'die größte Fotogröße in MB' },
  },
};

/** A placeholder's words in a language: its chip's name, what it becomes (`each`), its [words] in the wizards (`wizard`). */
export const placeholderWordsIn = <N extends PlaceholderName>(name: N, language: PlaceholderLanguage): Words<N> =>
  PLACEHOLDER_WORDS[name][language];
