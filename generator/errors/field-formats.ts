// Values the schema explains itself: a pattern or format with an `errorMessage` in
// schema/site.schema.json ("Write a time like 08:00"). The words come from the schema; the code
// names the family of fields that share them, picked by the field's name in the schema.
import { entry, type Entry, type Words } from './entry';

const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${JSON.stringify(value)} is not written the expected way.`,
  hint: schemaWords,
});

type Example = [value: unknown, schemaWords: string];
const family = (code: `E-FORMAT-${string}`, title: string, fields: string[], example: Example) =>
  entry({ code, title, fields, example }, notWrittenAsSaid);

export const fieldFormats = {
  slugFormat: family(
    'E-FORMAT-SLUG',
    "A town's or a post's slug not written in small letters and hyphens",
    ['slug'],
    ['Port Clinton', "Write the town's name in small letters with hyphens instead of spaces, like port-clinton."],
  ),
  idFormat: family(
    'E-FORMAT-ID',
    'An id (of a block, template, service or testimonial) not written as a short name',
    ['id'],
    [
      'Intro Text',
      'Write a short name that starts with a small letter and has only letters, digits and hyphens, like hero or intro-text.',
    ],
  ),
  pathFormat: family(
    'E-FORMAT-PATH',
    'A page address not written with a slash and small letters',
    ['path', 'from', 'to'],
    [
      '/Our Services',
      'Write the address starting with a slash, in small letters and digits with single hyphens between words, like /about or /our-work; a slash alone is the home page.',
    ],
  ),
  webAddressFormat: family(
    'E-FORMAT-WEB-ADDRESS',
    'A web address not written in full with https://',
    ['origin', 'url', 'mapUrl'],
    ['www.facebook.com/riverbend', 'Write the full web address, starting with https://.'],
  ),
  linkFormat: family(
    'E-FORMAT-LINK',
    'A link not written as a page address of the site or a full web address',
    ['privacyPage'],
    [
      'privacy policy',
      'Write the address of a page of this site starting with a slash, like /privacy-policy, or a full address starting with https://.',
    ],
  ),
  imageFileFormat: family(
    'E-FORMAT-IMAGE-FILE',
    "A picture's file name not written as the pictures folder needs",
    ['src', 'onDark', 'favicon'],
    [
      'Lake Dock.JPG',
      'Write the file name of a picture in the pictures folder: small letters, digits and hyphens, ending in .jpg, .jpeg, .png, .webp, .avif or .svg, like lake-dock.jpg.',
    ],
  ),
  colourFormat: family(
    'E-FORMAT-COLOUR',
    'A colour not written as # and six hexadecimal digits',
    ['Colour', 'accent', 'accentDark', 'emergency'],
    ['green', 'Write a colour as # and six digits or letters from a to f, like #2f6b3a.'],
  ),
  timeFormat: family(
    'E-FORMAT-TIME',
    'An opening or closing time not written on the 24-hour clock',
    ['opens', 'closes'],
    ['8am', 'Write a time on the 24-hour clock with two digits for hours and minutes, like 08:00 or 17:30.'],
  ),
  emailFormat: family(
    'E-FORMAT-EMAIL',
    'An e-mail address not written as one',
    ['email'],
    ['office at riverbend', 'Write an e-mail address like office@example.com.'],
  ),
  dateFormat: family(
    'E-FORMAT-DATE',
    'A date not written as year-month-day',
    ['date'],
    ['15/04/2026', 'Write the date as year-month-day, like 2026-04-15.'],
  ),
  countryFormat: family(
    'E-FORMAT-COUNTRY',
    'A country not written as its two-letter code',
    ['country'],
    ['USA', 'Write the country as its two-letter code in capitals, like US or GB.'],
  ),
  localeFormat: family(
    'E-FORMAT-LOCALE',
    'A language and country not written like en-US',
    ['locale', 'languages'],
    ['english', 'Write the language and country as two small letters, a hyphen and two capitals, like en-US or en-GB.'],
  ),
  ga4Format: family(
    'E-FORMAT-GA4',
    'A Google Analytics measurement ID not written as G-…',
    ['ga4'],
    ['UA-12345', 'Copy the measurement ID from Google Analytics: it starts with G-, like G-4XK2P9QZ7M.'],
  ),
  priceRangeFormat: family(
    'E-FORMAT-PRICE-RANGE',
    'A price range not written as currency signs',
    ['priceRange'],
    ['cheap', 'Write one to four signs of your currency, like $$ or €€; more signs mean more expensive.'],
  ),
  iconFormat: family(
    'E-FORMAT-ICON',
    'An icon name not written as Lucide writes it, in small letters and hyphens',
    ['Icon'],
    [
      'Shield Check',
      'Write the name of a Lucide icon (lucide.dev/icons) in small letters and hyphens, like leaf, zap or shield-check.',
    ],
  ),
  /** A field the schema explains in words that no family above names yet. */
  notWrittenAsSchemaSays: entry(
    {
      code: 'E-FORMAT-OTHER',
      title: 'Another value not written as the schema says',
      example: ['8', 'Write it like the example beside the field.'],
    },
    notWrittenAsSaid,
  ),
} satisfies Record<string, Entry<Example>>;

const byField = new Map(Object.values(fieldFormats).flatMap((f) => (f.fields ?? []).map((name) => [name, f] as const)));

/** The entry for an ajv-errors error at `schemaPath`, e.g. "#/$defs/Town/properties/slug/errorMessage" → slug. */
export function fieldFormatAt(schemaPath: string): Entry<Example> {
  const [field = '', list = ''] = schemaPath.split('/').slice(-3, -1).reverse();
  if (field === 'items') return byField.get(list) ?? fieldFormats.notWrittenAsSchemaSays; // a list's items: named by the list
  return byField.get(field) ?? fieldFormats.notWrittenAsSchemaSays;
}
