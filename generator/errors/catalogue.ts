// Every message `npm run check` can print, in one place (snapshot-tested in tests/unit/generator).
// Each says what is wrong, then how to fix it, in words for the person editing site.json, and
// carries a stable code written beside it (docs/errors.md, made by `npm run gen:errors`, lists them).
// Every entry has its words in German too (catalogue.de.ts), which the site editor shows when it
// speaks German (choose-language.ts); the English here is what `npm run check` prints.
import { didYouMean } from './did-you-mean';
import { entry, type Entry, type Words } from './entry';
import { fieldFormats } from './field-formats';
import { countryWords } from '../../shared/site/country-words';
import type { RegionKind } from '../../shared/contact/locale';

type Place = { line: number; column: number };
const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const ORDINAL_SUFFIX = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<Intl.LDMLPluralRule, string>;
/** 1 → "1st", 22 → "22nd": a position as people say it. */
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)]}`;
/** "accentDark" → "accent dark": a setting's name as words (the editor shows these messages too). */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
/** "state", "province": what a country's regions are called (Google's address metadata), in a sentence. */
const regionName = (kind: string) => countryWords('en').region[kind as RegionKind]?.toLowerCase() ?? 'region';
/** "Swedish": a language by its code, as a sentence names it. */
const languageName = (locale: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** "the United States", "Spain": a country by its code, as a sentence names it. */
function countryName(country: string): string {
  const place = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  return `${/^(United |U\.S\. )|Islands$/.test(place) ? 'the ' : ''}${place}`;
}
const KINDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
};

/** What the schema (schema/site.schema.json) finds: one entry per kind of ajv error (generator/check/schema-validator.ts). */
const schemaShape = {
  unknownProperty: entry(
    {
      code: 'E-PROPERTY-UNKNOWN',
      title: 'A property the schema does not know in this place',
      example: ['titel', ['path', 'title', 'description', 'blocks']],
    },
    (name: string, allowed: string[]): Words => ({
      message: `"${name}" is not a setting the site knows here.`,
      hint: `${didYouMean(name, allowed)}Allowed here: ${allowed.join(', ')}.`,
    }),
  ),
  missingProperty: entry(
    {
      code: 'E-PROPERTY-MISSING',
      title: 'A required property is missing',
      example: ['County', "The county's name without the word County."],
    },
    (title: string, description?: string): Words => ({
      message: `Fill in ${title}.`,
      hint: description,
    }),
  ),
  wrongType: entry(
    {
      code: 'E-WRONG-TYPE',
      title: 'A value of the wrong kind: text, number, true/false, list or object',
      example: ['array', 'The towns this block is shown for.'],
    },
    (expected: string, description?: string): Words => ({
      message: `Must be ${KINDS[expected] ?? `a ${expected}`}.`,
      hint: description,
    }),
  ),
  notAllowed: entry(
    {
      code: 'E-VALUE-NOT-ALLOWED',
      title: 'A value that is not one of the allowed choices',
      example: ['huge', ['full', 'compact']],
    },
    (value: unknown, allowed: readonly unknown[]): Words => ({
      message: `${JSON.stringify(value)} is not an allowed value.`,
      hint: `${typeof value === 'string' ? didYouMean(value, allowed.map(String)) : ''}Use one of: ${list(allowed)}.`,
    }),
  ),
  unknownBlockType: entry(
    {
      code: 'E-BLOCK-TYPE-UNKNOWN',
      title: 'A block whose type is not one of the block types',
      example: ['Heroo', ['Hero', 'Breadcrumb', 'TextWithImage', 'Faq']],
    },
    (value: unknown, allowed: string[]): Words => ({
      message: `Unknown block type ${JSON.stringify(value)}.`,
      hint: `${typeof value === 'string' ? didYouMean(value, allowed) : ''}Block types: ${allowed.join(', ')}.`,
    }),
  ),
  badPattern: entry(
    {
      code: 'E-PATTERN',
      title: 'A value not written the expected way (a rule the schema does not explain in words)',
      example: ['Port Clinton', 'The town in small letters with hyphens.'],
    },
    (value: unknown, description?: string): Words => ({
      message: `${JSON.stringify(value)} is not written the expected way.`,
      hint: description,
    }),
  ),
  badFormat: entry(
    {
      code: 'E-FORMAT',
      title: 'A value not written in its format (a format the schema does not explain in words)',
      example: ['lawn-care', 'uri', 'Where the button leads.'],
    },
    (value: unknown, format: string, description?: string): Words => ({
      message: `${JSON.stringify(value)} is not a valid ${format}.`,
      hint: description,
    }),
  ),
  tooShort: entry(
    { code: 'E-TEXT-TOO-SHORT', title: 'An empty or too short text', example: [1] },
    (min: number): Words =>
      min === 1
        ? { message: 'This is empty.', hint: 'Write the words it needs.' }
        : { message: `Too short: it needs at least ${min} characters.`, hint: 'Write a little more.' },
  ),
  tooLong: entry(
    { code: 'E-TEXT-TOO-LONG', title: 'A text longer than its place takes', example: [120, 4500] },
    (max: number, length: number): Words => ({
      message: `Too long: ${length} characters, where at most ${max} fit.`,
      hint: 'Shorten it, or split it into several paragraphs or entries.',
    }),
  ),
  tooFew: entry(
    { code: 'E-LIST-TOO-SHORT', title: 'A list with too few entries', example: [1] },
    (min: number): Words => ({
      message: `Needs at least ${min} entr${min === 1 ? 'y' : 'ies'}.`,
      hint: 'Add the missing entries to the list.',
    }),
  ),
  tooMany: entry(
    { code: 'E-LIST-TOO-LONG', title: 'A list with too many entries', example: [3] },
    (max: number): Words => ({
      message: `Has more than ${max} entries.`,
      hint: `Remove entries until there are at most ${max}.`,
    }),
  ),
  outOfRange: entry(
    { code: 'E-NUMBER-OUT-OF-RANGE', title: 'A number outside its range', example: ['<= 5'] },
    (limit: string): Words => ({ message: `Must be ${limit}.` }),
  ),
  noMatch: entry(
    {
      code: 'E-NO-FORM-MATCHES',
      title: 'A value that fits none of its accepted forms (e.g. opening hours)',
      example: ['The opening and closing time of the day on the 24-hour clock, or "closed".'],
    },
    (description?: string): Words => ({ message: 'Is not written in any of the accepted forms.', hint: description }),
  ),
  /** An ajv keyword the entries above do not word yet: ajv's own words. */
  schemaOther: entry(
    {
      code: 'E-SCHEMA-OTHER',
      title: 'Any other rule of the schema',
      example: ['must NOT have more than 80 characters'],
    },
    (ajvWords?: string): Words => ({
      message: ajvWords || 'Is not valid.',
    }),
  ),
} satisfies Record<string, Entry>;

/** What the checks after the schema find: references between parts of site.json, the locale, fonts, colours, pictures. */
const references = {
  unknownTown: entry(
    {
      code: 'E-TOWN-UNKNOWN',
      title: 'A town slug that names no town in "towns"',
      example: ['sandusk', ['huron', 'sandusky']],
    },
    (slug: string, towns: string[]): Words => ({
      message: `No town has the address name "${slug}".`,
      hint: `${didYouMean(slug, towns)}Towns: ${towns.join(', ')}. Add the town first, or fix the spelling.`,
    }),
  ),
  unknownService: entry(
    {
      code: 'E-SERVICE-UNKNOWN',
      title: 'A service id that names no service in "services"',
      example: ['lawncare', ['lawn-care', 'tree-removal']],
    },
    (id: string, services: string[]): Words => ({
      message: `No service with id "${id}".`,
      hint: `${didYouMean(id, services)}Services: ${services.join(', ')}.`,
    }),
  ),
  unknownTemplate: entry(
    {
      code: 'E-TEMPLATE-UNKNOWN',
      title: 'A template id that names no template',
      example: ['lawn-cares', ['lawn-care']],
    },
    (id: string, templates: string[]): Words => ({
      message: `No template with id "${id}".`,
      hint: `${didYouMean(id, templates)}Templates: ${templates.join(', ')}.`,
    }),
  ),
  unknownBlockId: entry(
    {
      code: 'E-BLOCK-ID-UNKNOWN',
      title: "A town's block override for a block its template does not have",
      example: ['heor', 'lawn-care', ['hero', 'areas']],
    },
    (id: string, template: string, ids: string[]): Words => ({
      message: `Template "${template}" has no block with id "${id}".`,
      hint: `${didYouMean(id, ids)}Block ids in that template: ${ids.join(', ') || '(none)'}.`,
    }),
  ),
  blockNotForTown: entry(
    {
      code: 'E-BLOCK-NOT-FOR-TOWN',
      title: "A town's block override for a block not shown for that town",
      example: ['winter-offer', 'Huron'],
    },
    (id: string, town: string): Words => ({
      message: `Block "${id}" is not shown for ${town}, so this text would never appear.`,
      hint: `Add "${town}" to that block's "towns" list in the template, or remove this override.`,
    }),
  ),
  duplicate: entry(
    {
      code: 'E-DUPLICATE',
      title: 'Two entries of a list with the same slug, id or address',
      example: ['town', 'address name', 'sandusky', 'Sandusky'],
    },
    (kind: string, field: string, value: string, first: string): Words => ({
      message: `Another ${kind} already has the ${field} "${value}" (${first}).`,
      hint: `Give each ${kind} its own ${field}.`,
    }),
  ),
  sameName: entry(
    { code: 'E-SAME-NAME', title: 'Two towns or two services with the same name', example: ['town', 'Vermilion', 1] },
    (kind: 'town' | 'service', name: string, firstPosition: number): Words => ({
      message: `Another ${kind} is already named "${name}" (the ${ordinal(firstPosition)} ${kind} in the list).`,
      hint: `Give each ${kind} its own name: otherwise the menu, the footer and the page titles show "${name}" twice.`,
    }),
  ),
  routeCollision: entry(
    {
      code: 'E-ROUTE-COLLISION',
      title: 'Two pages written to the same address',
      example: ['/services', ['“Our Services”', '“Services”'], 'Change the address of one of the two pages.'],
    },
    (path: string, pages: string[], fix: string): Words => ({
      message: `Two pages would have the same address ${path}: ${pages.join(' and ')}.`,
      hint: fix,
    }),
  ),
  mainTextMissing: entry(
    { code: 'E-LANGUAGE-MAIN-TEXT', title: "A translated text without the site's main language", example: ['en-US'] },
    (main: string): Words => ({
      message: `This text is not written in ${languageName(main)}, the site's main language.`,
      hint: `Write it in ${languageName(main)} too: a page is written in the main language first, then translated.`,
    }),
  ),
  factPerLanguage: entry(
    { code: 'E-LANGUAGE-FACT', title: 'A fact written once per language', example: ['(305) 555-0147'] },
    (value: string): Words => ({
      message: 'This is a fact, the same in every language, but it is written here once per language.',
      hint: `Write it once, for every language: "${value}".`,
    }),
  ),
  unknownPlaceholder: entry(
    {
      code: 'E-PLACEHOLDER-UNKNOWN',
      title: 'A {placeholder} in a text that is not known there',
      example: ['towm', ['phone', 'business', 'town', 'service']],
    },
    (name: string, allowed: string[]): Words => ({
      // Without braces: the editor shows these words, and braces there read as code.
      message: `The text asks to fill in "${name}", which the site does not know here.`,
      hint: `${didYouMean(name, allowed)}What it can fill in here: ${allowed.join(', ')}.`,
    }),
  ),
  lowContrast: entry(
    {
      code: 'E-LOW-CONTRAST',
      title: 'Theme colours whose text is hard to read',
      example: ['#ffffff', '#4fa3e0', 'button labels on the accent', 2.74, 'accent'],
    },
    (text: string, background: string, where: string, ratio: number, change: string): Words => ({
      message: `Text in ${text} on ${background} (${where}) is hard to read: contrast ${ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks.`,
      hint: `Make the ${words(change)} colour darker or lighter until the pair reaches 4.5:1.`,
    }),
  ),
  fontNotInstalled: entry(
    {
      code: 'E-FONT-NOT-INSTALLED',
      title: 'A font that is not installed',
      example: ['Comic Neue', ['Fraunces', 'Inter']],
    },
    (family: string, installed: string[]): Words => ({
      message: `The font "${family}" is not installed.`,
      hint: `Install it with \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, or choose an installed one: ${installed.join(', ')}.`,
    }),
  ),
  fontWeightsMissing: entry(
    {
      code: 'E-FONT-WEIGHTS-MISSING',
      title: 'A font without the weights its role needs',
      example: ['Fraunces', '700', '400 to 600'],
    },
    (family: string, needs: string, has: string): Words => ({
      message: `The font "${family}" has weights ${has}, but this role needs ${needs}.`,
      hint: 'Choose a variable font whose weight axis covers it.',
    }),
  ),
  unknownCountry: entry(
    { code: 'E-COUNTRY-UNKNOWN', title: 'A country code the engine does not know', example: ['UK'] },
    (code: string): Words => ({
      message: `"${code}" is not a country code the engine knows.`,
      hint: 'Write the two-letter ISO 3166 code of the business\'s country, e.g. "US" or "GB".',
    }),
  ),
  badPhone: entry(
    {
      code: 'E-PHONE-INVALID',
      title: "A phone number that is not valid in the business's country",
      example: ['555-014', 'US', '(201) 555-0123'],
    },
    (phone: string, country: string, example: string): Words => ({
      message: `"${phone}" is not a valid phone number in ${countryName(country)}.`,
      hint: `Write the number as it is dialled in ${countryName(country)}, with its area code${example ? `, like ${example}` : ''}; or set the country under Country conventions to the business's country.`,
    }),
  ),
  badRegExp: entry(
    {
      code: 'E-REGEXP-INVALID',
      title: 'A postal code rule that is not a valid regular expression',
      example: ['^\\d{5'],
    },
    (pattern: string): Words => ({
      message: `"${pattern}" is not a valid regular expression.`,
      hint: 'Fix the rule, e.g. "^\\d{5}(?:-\\d{4})?$" for US ZIP codes.',
    }),
  ),
  badPostalCode: entry(
    {
      code: 'E-POSTAL-CODE-INVALID',
      title: "A postal code that does not follow the locale's rule",
      example: ['4487', 'ZIP code', '^\\d{5}$', '44839'],
    },
    (value: string, label: string, pattern: string, example?: string): Words => ({
      message: `"${value}" is not a valid ${label}.`,
      hint: example
        ? `Write it the way the post office does, like ${example}.`
        : `Write it the way the post office does; no ${label} here matches the postal code rule under Country conventions (${pattern}), so check that too.`,
    }),
  ),
  unknownRegion: entry(
    {
      code: 'E-REGION-UNKNOWN',
      title: "A state or region that is none of the country's (or of locale.regions)",
      example: ['Quebec', 'Province', ['Québec (QC)', 'Ontario (ON)', 'Manitoba (MB)']],
    },
    (value: string, label: string, allowed: string[]): Words => ({
      message: `"${value}" is not a ${label.toLowerCase()} the site knows.`,
      hint: `${didYouMean(value, allowed)}Write one of: ${allowed.join(', ')}; or add it to the regions under Country conventions.`,
    }),
  ),
  missingImage: entry(
    {
      code: 'E-IMAGE-MISSING',
      title: 'A picture whose file is not in assets/images/',
      example: ['lawn-gras.jpg', ['lawn-grass.jpg', 'lake-dock.jpg']],
    },
    (src: string, files: string[]): Words => ({
      message: `Image file "${src}" does not exist in assets/images/.`,
      hint: `${didYouMean(src, files)}Put the file in assets/images/ or fix the name.`,
    }),
  ),
  unknownIcon: entry(
    {
      code: 'E-ICON-UNKNOWN',
      title: 'An icon name that no Lucide icon has',
      example: ['lef', ['leaf', 'leafy-green', 'zap', 'droplets'], []],
    },
    (name: string, names: string[], about: string[]): Words => ({
      message: `No Lucide icon is named "${name}".`,
      hint: `${didYouMean(name, names)}${about.length ? `Icons about "${name}": ${about.join(', ')}. ` : ''}Find the icon on lucide.dev/icons and write its name as the site shows it, in small letters and hyphens (like leaf, zap or shield-check).`,
    }),
  ),
  brokenLink: entry(
    {
      code: 'E-LINK-BROKEN',
      title: 'A link to an address no page has',
      example: ['/contatc', ['/', '/contact', '/services']],
    },
    (href: string, routes: string[]): Words => ({
      message: `Link to ${href}, but no page has that address.`,
      hint: `${didYouMean(href.split('#')[0], routes)}Fix the address, or add the page.`,
    }),
  ),
  unknownTestimonial: entry(
    {
      code: 'E-TESTIMONIAL-UNKNOWN',
      title: 'A testimonial id that names no testimonial',
      example: ['huron-3', ['huron-1', 'huron-2']],
    },
    (id: string, ids: string[]): Words => ({
      message: `No testimonial with id "${id}".`,
      hint: `${didYouMean(id, ids)}Add it to the customer reviews or fix the name.`,
    }),
  ),
  townWithoutTestimonials: entry(
    {
      code: 'E-TOWN-WITHOUT-TESTIMONIALS',
      title: 'A town page whose Testimonials block has nothing to show for that town',
      example: ['Huron', ['huron-1', 'huron-2'], 'lawn-care'],
    },
    (town: string, ids: string[], template: string): Words => ({
      message: `The town ${town} has no testimonial ${ids.map((id) => `"${id}"`).join(' or ')}, which its "${template}" page shows.`,
      hint: `Add ${ids.length === 1 ? 'it' : 'them'} to the customer reviews, or give the template's Customer reviews block "Reviews when none are found" (e.g. the site's general reviews) for towns without their own.`,
    }),
  ),
  unknownPost: entry(
    {
      code: 'E-POST-UNKNOWN',
      title: 'A blog post slug that names no post',
      example: ['spring-lawn', ['spring-lawn-care-huron']],
    },
    (slug: string, slugs: string[]): Words => ({
      message: `No blog post has the address name "${slug}".`,
      hint: `${didYouMean(slug, slugs)}Posts: ${slugs.join(', ')}.`,
    }),
  ),
  aliasToNowhere: entry(
    {
      code: 'E-ALIAS-TO-NOWHERE',
      title: 'An alias that points to an address no page has',
      example: ['/lawn-caer', ['/', '/lawn-care']],
    },
    (to: string, routes: string[]): Words => ({
      message: `Alias points to ${to}, but no page has that address.`,
      hint: `${didYouMean(to, routes)}Point it at an existing page.`,
    }),
  ),
  aliasChain: entry(
    { code: 'E-ALIAS-CHAIN', title: 'An alias that points to another alias', example: ['/tree-service'] },
    (to: string): Words => ({
      message: `Alias points to ${to}, which is itself an alias.`,
      hint: 'Point it straight at the main page.',
    }),
  ),
  pageServiceMissing: entry(
    { code: 'E-PAGE-SERVICE-MISSING', title: 'A Service page that names no service', example: [] },
    (): Words => ({
      message: 'A page described to search engines as a service needs its service.',
      hint: 'Choose the service the page presents (from the services), or several when it presents several.',
    }),
  ),
  templateServiceMissing: entry(
    { code: 'E-TEMPLATE-SERVICE-MISSING', title: 'A town template that names no service', example: [] },
    (): Words => ({
      message: 'A town page template needs its service.',
      hint: 'Choose the service these pages sell (from the services).',
    }),
  ),
  unknownCategory: entry(
    {
      code: 'E-CATEGORY-UNKNOWN',
      title: "A post category that is not one of the blog's categories",
      example: ['Lawns', ['lawn-care', 'trees']],
    },
    (category: string, categories: string[]): Words => ({
      message: `Post category "${category}" is not one of the blog's categories.`,
      hint: `${didYouMean(category, categories)}Categories: ${categories.join(', ')}.`,
    }),
  ),
  formWithoutName: entry(
    { code: 'E-FORM-NO-NAME', title: 'A contact form that does not require a name', example: [] },
    (): Words => ({
      message: 'The contact form must ask for a name that has to be filled in: every request is kept under a name.',
      hint: 'Give the form a first name or last name box, and keep it required (must be filled in).',
    }),
  ),
  formWithoutWayToReach: entry(
    {
      code: 'E-FORM-NO-WAY-TO-REACH',
      title: 'A contact form that requires neither a phone number nor an e-mail address',
      example: [],
    },
    (): Words => ({
      message:
        'The contact form must ask for a phone number or an e-mail address that has to be filled in, or you could not answer a request.',
      hint: 'Give the form a phone or e-mail box, and keep it required (must be filled in).',
    }),
  ),
  formFieldTwice: entry(
    { code: 'E-FORM-FIELD-TWICE', title: 'A box listed twice in the contact form', example: ['email', 2] },
    (field: string, first: number): Words => ({
      message: `The contact form lists "${field}" twice.`,
      hint: `A box can be asked once: remove this one or the ${ordinal(first)} field of the list.`,
    }),
  ),
  missingRegion: entry(
    {
      code: 'E-REGION-MISSING',
      title: "An office address without the state or region its country's addresses must have",
      example: ['state', 'US', 'OH'],
    },
    // kind: what the country's regions are (Google's address metadata: state, province…); country: its code.
    (kind: string, country: string, example?: string): Words => ({
      message: `The office address has no ${regionName(kind)}, which addresses in ${countryName(country)} must have.`,
      hint: `Fill in its "State or region" as the post office writes it${example ? `, like ${example}` : ''}.`,
    }),
  ),
  townMissingRegion: entry(
    {
      code: 'E-TOWN-REGION-MISSING',
      title: "A town without the state or region its country's addresses must have",
      example: ['Sandusky', 'state', 'US', 'OH'],
    },
    // As missingRegion, for a town's state: the site's country (locale.country) says whether it must have one.
    (town: string, kind: string, country: string, example?: string): Words => ({
      message: `The town ${town} has no ${regionName(kind)}, which addresses in ${countryName(country)} must have.`,
      hint: `Fill in its "State or region" as the post office writes it${example ? `, like ${example}` : ''}.`,
    }),
  ),
  closesBeforeOpening: entry(
    {
      code: 'E-HOURS-CLOSE-BEFORE-OPEN',
      title: 'A day that closes before it opens (or when it opens)',
      example: ['8:00 AM', '7:00 AM', '11:59 PM', '12:00 AM'],
    },
    // A day's hours lie within the day: a closing time earlier than the opening time is a mistake, not
    // hours past midnight (docs/editing.md says how to write those). The times as the site writes them
    // (its 12- or 24-hour clock), as the editor's week shows them.
    (opens: string, closes: string, lastMinute: string, midnight: string): Words => ({
      message: `The closing time ${closes} is not after the opening time ${opens}.`,
      hint: `Set a closing time later than ${opens} on the same day. Open past midnight? Close at ${lastMinute} and open the next day at ${midnight}.`,
    }),
  ),
} satisfies Record<string, Entry>;

/** What makes site.json not JSON at all (generator/errors/syntax-error.ts). */
/** The engine's words for the site's language: its own pack, or the site's words file (check/site-words.ts). */
const siteWords = {
  noLanguagePack: entry(
    {
      code: 'E-LANGUAGE-NO-PACK',
      title: 'A language the engine has no words in, and the site brings none',
      example: ['sv-SE', 'words.sv-SE.json', ['en', 'de', 'fr', 'es']],
    },
    (locale: string, file: string, languages: string[]): Words => ({
      message: `The engine has no words in ${languageName(locale)} (${locale}): the pages, the form's messages, the server's answers and the lead e-mail would be in English.`,
      hint: `Write them in ${file} beside site.json: \`npm run words -- ${locale}\` starts it with the English words to translate (labels still change any single word); or choose a language the engine speaks: ${languages.join(', ')}.`,
    }),
  ),
  siteWordsNotJson: entry(
    {
      code: 'E-WORDS-NOT-JSON',
      title: "The site's words file is not valid JSON",
      example: ['words.sv-SE.json', 'Unexpected token } in JSON at position 120'],
    },
    (file: string, error: string): Words => ({
      message: `${file} is not valid JSON: ${error}.`,
      hint: `Mend ${file}: each word is "name": "text", with commas between them.`,
    }),
  ),
  siteWordsMissing: entry(
    {
      code: 'E-WORDS-MISSING',
      title: "The site's words file lacks some of the engine's words",
      example: ['words.sv-SE.json', ['labels.quoteButton', 'mail.subject']],
    },
    (file: string, missing: string[]): Words => ({
      message: `${file} lacks ${missing.length === 1 ? "one of the engine's words" : `${missing.length} of the engine's words`}: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
      hint: `Add ${missing.length === 1 ? 'it' : 'them'} (the English words are in shared/site/languages/en.ts), or write "extends": "<a language the engine has>" to take the rest from that language.`,
    }),
  ),
  siteWordsUnknown: entry(
    {
      code: 'E-WORDS-UNKNOWN',
      title: "The site's words file has a word the engine does not use",
      example: ['words.sv-SE.json', 'labels.qouteButton', ['labels.quoteButton']],
    },
    (file: string, key: string, known: string[]): Words => ({
      message: `${file} has "${key}", which is none of the engine's words.`,
      hint: `${didYouMean(key, known)}Remove it, or name the word as shared/site/languages/en.ts does.`,
    }),
  ),
  siteWordsWrong: entry(
    {
      code: 'E-WORDS-WRONG',
      title: "A word of the site's words file that is not what the engine takes there",
      example: ['words.sv-SE.json', 'labels.closed', 'a text'],
    },
    (file: string, key: string, wanted: string): Words => ({
      message: `${file}: "${key}" must be ${wanted}.`,
      hint: `Write it as the English pack has it (shared/site/languages/en.ts), in the site's language.`,
    }),
  ),
  siteWordsPlaceholders: entry(
    {
      code: 'E-WORDS-PLACEHOLDERS',
      title: "A word of the site's words file without the {placeholders} its English has",
      example: ['words.sv-SE.json', 'labels.copyright', ['{year}']],
    },
    (file: string, key: string, missing: string[]): Words => ({
      message: `${file}: "${key}" leaves out ${missing.join(', ')}, which the engine fills in there.`,
      hint: `Keep each of them where it belongs in the sentence, as the English has it.`,
    }),
  ),
} satisfies Record<string, Entry>;

const syntax = {
  extraComma: entry(
    {
      code: 'E-JSON-EXTRA-COMMA',
      title: 'A comma after the last item of a list or object',
      example: [{ line: 4, column: 47 }],
    },
    (at: Place): Words => ({
      message: `Extra comma after the last item at ${at.line}:${at.column}.`,
      hint: 'Delete that comma: the last item of a list or object has none after it.',
    }),
  ),
  missingComma: entry(
    { code: 'E-JSON-MISSING-COMMA', title: 'A comma missing between two items', example: [{ line: 4, column: 5 }] },
    (at: Place): Words => ({
      message: `Missing comma between two items at ${at.line}:${at.column}.`,
      hint: 'Put a comma after the item that ends just before this place.',
    }),
  ),
  curlyQuote: entry(
    {
      code: 'E-JSON-CURLY-QUOTE',
      title: 'A curly quote where JSON needs a straight one',
      example: ['“', { line: 3, column: 13 }],
    },
    (quote: string, at: Place): Words => ({
      message: `Curly quote ${quote} at ${at.line}:${at.column}: use a straight quote ".`,
      hint: 'Word processors change quotes as you type; write texts and names between straight quotes ".',
    }),
  ),
  unescapedQuote: entry(
    {
      code: 'E-JSON-UNESCAPED-QUOTE',
      title: 'A quote inside a text without a backslash before it',
      example: [{ line: 3, column: 24 }],
    },
    (at: Place): Words => ({
      message: `A quote inside a text must be written \\" (at ${at.line}:${at.column}).`,
      hint: 'Put a backslash before every quote that is part of the text, or use curly quotes “ ” inside it.',
    }),
  ),
  unexpectedEnd: entry(
    {
      code: 'E-JSON-UNEXPECTED-END',
      title: 'The file ends before every text, { or [ is closed',
      example: [{ line: 3, column: 40 }],
    },
    (at: Place): Words => ({
      message: `The file ends too early at ${at.line}:${at.column}: a closing quote, } or ] is missing.`,
      hint: 'Close every text with " and every { with } and [ with ], in order.',
    }),
  ),
  syntaxOther: entry(
    {
      code: 'E-JSON-OTHER',
      title: 'Any other mistake that makes site.json not valid JSON',
      example: ['Unexpected token Colon found', { line: 7, column: 12 }],
    },
    (parserWords: string, at: Place): Words => ({
      message: `The file is not valid JSON at ${at.line}:${at.column} (${parserWords}).`,
      hint: 'Look for a missing comma, quote or bracket just before that place.',
    }),
  ),
} satisfies Record<string, Entry>;

/** The entries in the order docs/errors.md lists them, under these headings. */
export const catalogueSections = [
  { heading: 'The shape of site.json', entries: schemaShape },
  { heading: 'Values the schema explains in words', entries: fieldFormats },
  { heading: 'References and checks after the schema', entries: references },
  { heading: "The site's own words", entries: siteWords },
  { heading: 'JSON syntax', entries: syntax },
] as const;

export const catalogue = { ...schemaShape, ...fieldFormats, ...references, ...siteWords, ...syntax };
