// Every message `npm run check` can print, in one place (snapshot-tested in tests/unit/generator).
// Each says what is wrong, then how to fix it, in words for the person editing site.json.
import { didYouMean } from './did-you-mean';

type Message = { message: string; hint?: string };
type Place = { line: number; column: number };
const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const ORDINAL_SUFFIX = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<Intl.LDMLPluralRule, string>;
/** 1 → "1st", 22 → "22nd": a position as people say it. */
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)]}`;

export const catalogue = {
  unknownProperty: (name: string, allowed: string[]): Message => ({
    message: `Unknown property "${name}".`,
    hint: `${didYouMean(name, allowed)}Allowed here: ${allowed.join(', ')}.`,
  }),
  missingProperty: (name: string, description?: string): Message => ({
    message: `Missing required property "${name}".`,
    hint: description ? `Add it: ${description}` : 'Add it.',
  }),
  wrongType: (expected: string, description?: string): Message => ({
    message: `Must be ${expected === 'array' ? 'a list [ ... ]' : expected === 'object' ? 'an object { ... }' : `a ${expected}`}.`,
    hint: description,
  }),
  notAllowed: (value: unknown, allowed: readonly unknown[]): Message => ({
    message: `${JSON.stringify(value)} is not an allowed value.`,
    hint: `${typeof value === 'string' ? didYouMean(value, allowed.map(String)) : ''}Use one of: ${list(allowed)}.`,
  }),
  unknownBlockType: (value: unknown, allowed: string[]): Message => ({
    message: `Unknown block type ${JSON.stringify(value)}.`,
    hint: `${typeof value === 'string' ? didYouMean(value, allowed) : ''}Block types: ${allowed.join(', ')}.`,
  }),
  badPattern: (value: unknown, description?: string): Message => ({
    message: `${JSON.stringify(value)} is not written the expected way.`,
    hint: description,
  }),
  /** A pattern or format the schema explains itself (its `errorMessage`, e.g. "Write a time like 08:00"). */
  notWrittenAsSchemaSays: (value: unknown, schemaWords: string): Message => ({
    message: `${JSON.stringify(value)} is not written the expected way.`,
    hint: schemaWords,
  }),
  badFormat: (value: unknown, format: string, description?: string): Message => ({
    message: `${JSON.stringify(value)} is not a valid ${format}.`,
    hint: description,
  }),
  tooShort: (min: number): Message => ({ message: min === 1 ? 'Must not be empty.' : `Must be at least ${min} characters.`, hint: 'Write the text between the quotes.' }),
  tooFew: (min: number): Message => ({ message: `Needs at least ${min} entr${min === 1 ? 'y' : 'ies'}.`, hint: 'Add the missing entries to the list.' }),
  tooMany: (max: number): Message => ({ message: `Has more than ${max} entries.`, hint: `Remove entries until there are at most ${max}.` }),
  outOfRange: (limit: string): Message => ({ message: `Must be ${limit}.` }),
  noMatch: (description?: string): Message => ({ message: 'Is not written in any of the accepted forms.', hint: description }),

  unknownTown: (slug: string, towns: string[]): Message => ({
    message: `No town with slug "${slug}".`,
    hint: `${didYouMean(slug, towns)}Towns: ${towns.join(', ')}. Add the town to "towns" first, or fix the spelling.`,
  }),
  unknownService: (id: string, services: string[]): Message => ({
    message: `No service with id "${id}".`,
    hint: `${didYouMean(id, services)}Services: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id: string, templates: string[]): Message => ({
    message: `No template with id "${id}".`,
    hint: `${didYouMean(id, templates)}Templates: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id: string, template: string, ids: string[]): Message => ({
    message: `Template "${template}" has no block with id "${id}".`,
    hint: `${didYouMean(id, ids)}Block ids in that template: ${ids.join(', ') || '(none)'}.`,
  }),
  blockNotForTown: (id: string, town: string): Message => ({
    message: `Block "${id}" is not shown for ${town}, so this text would never appear.`,
    hint: `Add "${town}" to that block's "towns" list in the template, or remove this override.`,
  }),
  duplicate: (what: string, value: string, firstAt: string): Message => ({
    message: `Duplicate ${what} "${value}"; it is already used at ${firstAt}.`,
    hint: `Give each ${what} its own value.`,
  }),
  sameName: (kind: 'town' | 'service', name: string, firstPosition: number): Message => ({
    message: `Another ${kind} is already named "${name}" (the ${ordinal(firstPosition)} ${kind} in the list).`,
    hint: `Give each ${kind} its own name: otherwise the menu, the footer and the page titles show "${name}" twice.`,
  }),
  routeCollision: (path: string, sources: string[]): Message => ({
    message: `Two pages would be written to ${path}: ${sources.join(' and ')}.`,
    hint: 'Change the path of one of them.',
  }),
  unknownPlaceholder: (name: string, allowed: string[]): Message => ({
    message: `Unknown placeholder {${name}}.`,
    hint: `${didYouMean(name, allowed)}Placeholders here: ${allowed.map((a) => `{${a}}`).join(', ')}.`,
  }),
  lowContrast: (text: string, background: string, where: string, ratio: number, change: string): Message => ({
    message: `Text in ${text} on ${background} (${where}) is hard to read: contrast ${ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks.`,
    hint: `Make theme.${change} darker or lighter until the pair reaches 4.5:1.`,
  }),
  fontNotInstalled: (family: string, installed: string[]): Message => ({
    message: `The font "${family}" is not installed.`,
    hint: `Install it with \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, or choose an installed one: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family: string, needs: string, has: string): Message => ({
    message: `The font "${family}" has weights ${has}, but this role needs ${needs}.`,
    hint: 'Choose a variable font whose weight axis covers it.',
  }),
  unknownCountry: (code: string): Message => ({
    message: `"${code}" is not a country code the engine knows.`,
    hint: 'Write the two-letter ISO 3166 code of the business\'s country, e.g. "US" or "GB".',
  }),
  badPhone: (phone: string, country: string, example: string): Message => ({
    message: `"${phone}" is not a valid phone number in ${country}.`,
    hint: `Write the number as it is dialled in ${country}, with its area code${example ? `, like ${example}` : ''}; or set locale.country to the business's country.`,
  }),
  badRegExp: (pattern: string): Message => ({
    message: `"${pattern}" is not a valid regular expression.`,
    hint: 'Fix the pattern, e.g. "^\\d{5}(?:-\\d{4})?$" for US ZIP codes (a backslash is written \\\\ in JSON).',
  }),
  badPostalCode: (value: string, label: string, pattern: string, example?: string): Message => ({
    message: `"${value}" is not a valid ${label}.`,
    hint: example
      ? `Write it the way the post office does, like ${example}.`
      : `Write it the way the post office does; no ${label} here matches the rule in locale.postalCodePattern (${pattern}), so check that too.`,
  }),
  unknownRegion: (value: string, label: string, allowed: string[]): Message => ({
    message: `"${value}" is not in locale.regions.`,
    hint: `${didYouMean(value, allowed)}Use one of the ${label.toLowerCase()} codes: ${allowed.join(', ')}, or add it to locale.regions.`,
  }),
  missingImage: (src: string, files: string[]): Message => ({
    message: `Image file "${src}" does not exist in assets/images/.`,
    hint: `${didYouMean(src, files)}Put the file in assets/images/ or fix the name.`,
  }),
  brokenLink: (href: string, routes: string[]): Message => ({
    message: `Link to ${href}, but no page has that address.`,
    hint: `${didYouMean(href.split('#')[0], routes)}Fix the address, or add the page.`,
  }),
  unknownTestimonial: (id: string, ids: string[]): Message => ({
    message: `No testimonial with id "${id}".`,
    hint: `${didYouMean(id, ids)}Add it to collections.testimonials or fix the id.`,
  }),
  townWithoutTestimonials: (town: string, ids: string[], template: string): Message => ({
    message: `The town ${town} has no testimonial ${ids.map((id) => `"${id}"`).join(' or ')}, which its "${template}" page shows.`,
    hint: `Add ${ids.length === 1 ? 'it' : 'them'} to collections.testimonials, or give the template's Testimonials block "fallbackIds" (e.g. the site's general reviews) for towns without their own.`,
  }),
  unknownPost: (slug: string, slugs: string[]): Message => ({
    message: `No blog post with slug "${slug}".`,
    hint: `${didYouMean(slug, slugs)}Posts: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to: string, routes: string[]): Message => ({
    message: `Alias points to ${to}, but no page has that address.`,
    hint: `${didYouMean(to, routes)}Point it at an existing page.`,
  }),
  aliasChain: (to: string): Message => ({
    message: `Alias points to ${to}, which is itself an alias.`,
    hint: 'Point it straight at the main page.',
  }),
  pageServiceMissing: (): Message => ({
    message: 'A page with "structuredData": "Service" needs a "service".',
    hint: 'Add "service": the id of the service the page presents (see "services"), or a list of ids when it presents several.',
  }),
  templateServiceMissing: (): Message => ({
    message: 'A town template needs a "service".',
    hint: 'Add "service": the id of the service these pages sell (see "services").',
  }),
  unknownCategory: (category: string, categories: string[]): Message => ({
    message: `Post category "${category}" is not one of the blog's categories.`,
    hint: `${didYouMean(category, categories)}Categories: ${categories.join(', ')}.`,
  }),
  extraComma: (at: Place): Message => ({
    message: `Extra comma after the last item at ${at.line}:${at.column}.`,
    hint: 'Delete that comma: the last item of a list or object has none after it.',
  }),
  missingComma: (at: Place): Message => ({
    message: `Missing comma between two items at ${at.line}:${at.column}.`,
    hint: 'Put a comma after the item that ends just before this place.',
  }),
  curlyQuote: (quote: string, at: Place): Message => ({
    message: `Curly quote ${quote} at ${at.line}:${at.column}: use a straight quote ".`,
    hint: 'Word processors change quotes as you type; write texts and names between straight quotes ".',
  }),
  unescapedQuote: (at: Place): Message => ({
    message: `A quote inside a text must be written \\" (at ${at.line}:${at.column}).`,
    hint: 'Put a backslash before every quote that is part of the text, or use curly quotes “ ” inside it.',
  }),
  unexpectedEnd: (at: Place): Message => ({
    message: `The file ends too early at ${at.line}:${at.column}: a closing quote, } or ] is missing.`,
    hint: 'Close every text with " and every { with } and [ with ], in order.',
  }),
  syntaxOther: (parserWords: string, at: Place): Message => ({
    message: `The file is not valid JSON at ${at.line}:${at.column} (${parserWords}).`,
    hint: 'Look for a missing comma, quote or bracket just before that place.',
  }),
} as const;

export type MessageCode = keyof typeof catalogue;
