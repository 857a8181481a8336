// The doctor's words in English: every finding's message and hint, one named entry per kind of
// finding, called with its facts (the page, the picture, the score…) so each is a whole sentence.
// Their German is words.de.ts (typed from these, so a missing entry fails tsc); say.ts chooses the
// language the check's problems are worded in (generator/errors/language.ts): English for
// `npm run doctor`, the editor's language in the site editor.
// The words are the office manager's: fields named as the editor names them ("Picture description",
// "Decorative only"), no keys, pointers or file paths. What only someone editing the files by hand
// needs (the key to set, the {placeholder} to write, the command to run, the module with the bug) is
// `byHand`: English only, printed by `npm run doctor` after the hint, never shown in the editor.
import type { PlaceholderName } from '../../shared/site/placeholder-table';

/** What the doctor says about one finding. */
export interface Said {
  /** What is wrong. */
  message: string;
  /** How to fix it, in the editor's words. */
  hint: string;
  /** For whoever edits site.json or the code by hand: the key, placeholder, command or module (the CLI prints it). */
  byHand?: string;
}

/** Where on a page the business's name, address and phone are compared (nap.ts). */
export type NapPlace = 'footer' | 'contactPage';
/** The business as site.json gives it: the reference the pages are compared with. */
export interface BusinessFacts {
  name: string;
  address: string;
  phone: string;
}
/** A page's title or its description (meta.ts, unique-meta.ts). */
export type MetaField = 'title' | 'description';

/** The placeholder that keeps a typed fact right, by its name in the table, so a renamed one fails tsc. */
const write = (name: PlaceholderName, what: string) => `In site.json: write {${name}} to ${what}.`;

/** A share (0.85) as a percentage ("85%"). */
const percent = (share: number) => `${Math.round(share * 100)}%`;
const quoted = (texts: string[]) => texts.map((t) => `"${t}"`).join(', ');
const NAP_PLACE: Record<NapPlace, string> = { footer: 'footer', contactPage: 'contact page' };
const napHint = (b: BusinessFacts) =>
  `Show the business exactly as its Business facts say (${b.name}, ${b.address}, ${b.phone}) everywhere: fix the text that differs, or the Business facts if they are what is wrong.`;
const NAP_BY_HAND = 'In site.json: "business".';
const ENGINE_FAULT = 'This is a fault of the site engine, not of your text; tell a developer.';
const STRUCTURED_DATA_CODE = 'The structured data is made in generator/pages/structured-data.';
const CANONICAL_CODE =
  'The canonical address is written by generator/render/document.ts and generator/pages/resolve.ts.';
const SITEMAP_CODE = 'Run `npm run build`; if it stays, generator/pages/sitemap.ts has a bug.';

/** The facts of a near copy (near-duplicates.ts). */
export interface NearCopy {
  /** How alike, 0 to 1. */
  score: number;
  /** site.nearDuplicateLimit, 0 to 1. */
  limit: number;
  town: string;
  townSlug: string;
  template: string;
  /** The parts of the page every town shares, most text first, by kind and heading (near-duplicates.ts sharedParts). */
  shared?: string[];
}

/** The facts of a sentence copied from another service's or town's pages (copied-sentences.ts). */
export interface CopiedFrom {
  /** The copied sentences, as the page shows them. */
  sentences: string[];
  /** The other service's or town's name. */
  other: string;
  /** A page of theirs that carries the sentences. */
  otherPage: string;
  /** The part of the page they are in: Reasons to choose us “Why Huron Trusts Us”. */
  block?: string;
  /** A heading or a line (a card's title) rather than sentences. */
  field?: NamedField;
}
/** Which field names another service (copied-sentences.ts): a heading, the page title, the search summary, a picture description. */
export type NamedField = 'sentence' | 'heading' | 'line' | 'title' | 'description' | 'alt';

const quotedSentences = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `“${t}”`)
        .join(' ')} and ${texts.length - 3} more`
    : texts.map((t) => `“${t}”`).join(' ');
const inPart = (block?: string) => (block ? ` in ${block}` : '');
/** "The heading “…” is", "The sentences “…” “…” are": what was copied, and its verb. */
const copiedText = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `The lines ${quotedSentences(f.sentences)} are`
    : f.field === 'heading' || f.field === 'line'
      ? `${NAMED_FIELD[f.field]} ${quotedSentences(f.sentences)} is`
      : `${f.sentences.length > 1 ? 'The sentences' : 'The sentence'} ${quotedSentences(f.sentences)} ${f.sentences.length > 1 ? 'are' : 'is'}`;
/** "this heading", "these sentences": what to write a version of. */
const copiedThing = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'this heading'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'these lines'
        : 'this line'
      : f.sentences.length > 1
        ? 'these sentences'
        : 'this sentence';
/** How to bring a page's shared text down: the parts it shares, to rewrite for the town or leave out there. */
const sharedPartsHint = (f: NearCopy) =>
  f.shared?.length
    ? `Most of it is text every town shares, in ${f.shared.join(', ')}. Each of these parts that ${f.town}’s page has in its own words, or goes without, brings it down: write ${f.town}’s own version, or leave the part out of ${f.town}’s page (in Add town, its box “Leave out of ${f.town}’s page”; on the template, its choice “Only for these towns”).`
    : `Write ${f.town}’s own text for this page (its title, description, hero text, introduction and specialty cards).`;
const NAMED_FIELD: Record<NamedField, string> = {
  sentence: 'The sentence',
  heading: 'The heading',
  line: 'The line',
  title: 'The page title',
  description: 'The search summary',
  alt: 'The picture description',
};

const altHint =
  'Write its Picture description: a short sentence saying what the picture shows (e.g. "Fresh mulch around a maple in a front yard"). For a picture that adds nothing a reader would miss, tick “Decorative only” instead.';
const ALT_BY_HAND = 'In site.json: "alt", or "decorative": true.';
const breadcrumbHint = `Both are made from the page address. ${ENGINE_FAULT}`;
const BREADCRUMB_CODE = 'Look at src/blocks/Breadcrumb and generator/pages/structured-data.';
const townsHint =
  'Correct the list, or let the site list the towns served, which stays right when a town is added or removed.';
const TOWNS_BY_HAND = write('townsServed', 'list the towns of "towns"');
const robotsHint = (sitemap: string) =>
  `It needs the line "Sitemap: ${sitemap}". Check the Web address under Website settings and build the site again (Publish does); if it is right, tell a developer.`;
const ROBOTS_BY_HAND = 'In site.json: "site.origin"; otherwise generator/pages/sitemap.ts has a bug.';
const SITEMAP_HINT = 'Build the site again (Publish does); if it stays, tell a developer.';
const nearCopyByHand = (f: NearCopy) =>
  `In site.json: towns → ${f.townSlug} → pages → "${f.template}"; the limit is "site.nearDuplicateLimit".`;

export const doctorWords = {
  // aliases.ts
  aliasChain: (from: string, to: string, next: string): Said => ({
    message: `The extra address ${from} leads to ${to}, which is itself an extra address (of ${next}).`,
    hint: `Change its Main page address to ${next}, so it leads straight to the main page.`,
    byHand: `In site.json: "to": "${next}".`,
  }),

  // alt-text.ts
  altMissing: (src: string): Said => ({
    message: `The image ${src} has no alt text.`,
    hint: altHint,
    byHand: ALT_BY_HAND,
  }),
  altEmpty: (src: string): Said => ({
    message: `The image ${src} has empty alt text but is not marked as decorative.`,
    hint: altHint,
    byHand: ALT_BY_HAND,
  }),
  altFileName: (src: string, alt: string): Said => ({
    message: `The alt text of ${src} is not helpful: "${alt}" is a file name.`,
    hint: altHint,
    byHand: ALT_BY_HAND,
  }),
  altSaysNothing: (src: string, alt: string): Said => ({
    message: `The alt text of ${src} is not helpful: "${alt}" does not say what the picture shows.`,
    hint: altHint,
    byHand: ALT_BY_HAND,
  }),
  altLikeFileName: (src: string, alt: string): Said => ({
    message: `The alt text of ${src} is not helpful: "${alt}" looks like a file name.`,
    hint: altHint,
    byHand: ALT_BY_HAND,
  }),

  // breadcrumbs.ts
  breadcrumbNoList: (): Said => ({
    message: 'The page shows a breadcrumb but its structured data has no BreadcrumbList.',
    hint: breadcrumbHint,
    byHand: BREADCRUMB_CODE,
  }),
  breadcrumbDiffers: (shown: string, listed: string): Said => ({
    message: `The breadcrumb shows "${shown}" but the structured data lists "${listed}".`,
    hint: breadcrumbHint,
    byHand: BREADCRUMB_CODE,
  }),
  breadcrumbLinkDiffers: (name: string, url: string, listed: string | undefined): Said => ({
    message: `Breadcrumb "${name}" links ${url} but the structured data says ${listed ?? '(nothing)'}.`,
    hint: breadcrumbHint,
    byHand: BREADCRUMB_CODE,
  }),

  // canonical.ts
  canonicalNone: (): Said => ({
    message: 'The page names no canonical address.',
    hint: ENGINE_FAULT,
    byHand: CANONICAL_CODE,
  }),
  canonicalMany: (count: number): Said => ({
    message: `The page names ${count} canonical addresses; it must name exactly one.`,
    hint: ENGINE_FAULT,
    byHand: CANONICAL_CODE,
  }),
  canonicalNotAbsolute: (href: string, origin: string): Said => ({
    message: `The canonical address "${href}" is not absolute (it must start with ${origin}).`,
    hint: 'Check the Web address under Website settings; if it is right, tell a developer.',
    byHand: `In site.json: "site.origin". ${CANONICAL_CODE}`,
  }),
  canonicalOfAlias: (href: string, expected: string, origin: string): Said => ({
    message: `This extra address names ${href} as canonical, but it stands for ${expected}.`,
    hint: `Check the Web address under Website settings (${origin}); if it is right, tell a developer.`,
    byHand: `In site.json: "site.origin". ${CANONICAL_CODE}`,
  }),
  canonicalWrong: (href: string, expected: string, origin: string): Said => ({
    message: `The canonical address is ${href}, but the page is ${expected}.`,
    hint: `Check the Web address under Website settings (${origin}); if it is right, tell a developer.`,
    byHand: `In site.json: "site.origin". ${CANONICAL_CODE}`,
  }),

  // doctor.ts, load-pages.ts
  noBuiltSite: (folder: string): Said => ({
    message: `There is no built site in ${folder}.`,
    hint: 'Build the site first.',
    byHand: 'Run `npm run build` first.',
  }),
  pageNotBuilt: (path: string, file: string): Said => ({
    message: `The page ${path} is in the site but was not built.`,
    hint: 'Build the site again (Publish does); if the page is still missing, tell a developer.',
    byHand: `${file} is missing: run \`npm run build\` and then \`npm run doctor\` again.`,
  }),

  // facts.ts
  factTime: (said: string): Said => ({
    message: `The text says "${said}", which is not one of the business's opening or closing times.`,
    hint: 'Correct the time, or let the site show the Opening hours of the Business facts, which stay right when they change.',
    byHand: write('hours', 'show business.hours'),
  }),
  factPhone: (said: string, phone: string): Said => ({
    message: `The text gives the phone number ${said}, but the business's phone number is ${phone}.`,
    hint: 'Correct the number, or let the site show the Phone number of the Business facts, which stays right when it changes.',
    byHand: write('phone', 'show business.phone'),
  }),
  factPostalCode: (said: string, own: string): Said => ({
    message: `The text gives the postal code ${said}, which is neither the business's (${own}) nor a served town's.`,
    hint: 'Correct the code, or let the site show the address of the Business facts, which stays right when it changes.',
    byHand: write('address', 'show business.address'),
  }),
  factTownsLeftOut: (list: string, missing: string[]): Said => ({
    message: `The text lists the towns as "${list}", which leaves out ${missing.join(', ')}.`,
    hint: townsHint,
    byHand: TOWNS_BY_HAND,
  }),
  factTownsNotServed: (list: string, extra: string[]): Said => ({
    message: `The text lists the towns as "${list}", which names ${extra.join(', ')}, not a town served.`,
    hint: townsHint,
    byHand: TOWNS_BY_HAND,
  }),
  factTownsWrong: (list: string, missing: string[], extra: string[]): Said => ({
    message: `The text lists the towns as "${list}", which leaves out ${missing.join(', ')} and names ${extra.join(', ')}, not a town served.`,
    hint: townsHint,
    byHand: TOWNS_BY_HAND,
  }),

  // headings.ts
  headingNone: (): Said => ({
    message: 'The page has no main heading (h1).',
    hint: 'Start the page with a Hero block; its heading becomes the main heading.',
  }),
  headingsMany: (headings: string[]): Said => ({
    message: `The page has ${headings.length} main headings (h1): ${quoted(headings)}.`,
    hint: 'Keep one Hero (or one main heading) per page and make the other headings section headings.',
  }),
  headingSkipsLevel: (text: string, level: number, before: string, beforeLevel: number): Said => ({
    message: `The heading "${text}" (h${level}) follows "${before}" (h${beforeLevel}), skipping level h${beforeLevel + 1}.`,
    hint: `Give the section above it a heading, or move this block so it sits under an h${level - 1}.`,
  }),
  headingFirstNotMain: (text: string, level: number): Said => ({
    message: `The first heading "${text}" is h${level}; a page starts with its main heading (h1).`,
    hint: `Give the section above it a heading, or move this block so it sits under an h${level - 1}.`,
  }),

  // images.ts
  imageNotBuilt: (file: string): Said => ({
    message: `The image ${file} is used on this page but is not in the built site.`,
    hint: 'Check that the picture is among the site’s Pictures and build the site again (Publish does); if it is still missing, tell a developer.',
    byHand:
      'The file belongs in assets/images/; run `npm run build` again. If it is still missing, the image step of the build has a bug.',
  }),

  // json-ld.ts
  structuredDataUnreadable: (error: string): Said => ({
    message: 'The structured data for search engines cannot be read.',
    hint: ENGINE_FAULT,
    byHand: `The JSON-LD is not valid JSON: ${error}. ${STRUCTURED_DATA_CODE}`,
  }),
  structuredDataNoVocabulary: (type: string): Said => ({
    message: `The structured data of type ${type} does not say which vocabulary it uses.`,
    hint: ENGINE_FAULT,
    byHand: `It needs "@context": "https://schema.org". ${STRUCTURED_DATA_CODE}`,
  }),
  structuredDataLacks: (type: string, absent: string[]): Said => ({
    message: `The structured data of type ${type} lacks ${absent.join(', ')}.`,
    hint: 'Fill in what it is made from (the Business facts, towns, services or blog posts); if they are complete, tell a developer.',
    byHand: STRUCTURED_DATA_CODE,
  }),
  structuredDataMissing: (type: string): Said => ({
    message: `The page asks for structured data of type ${type}, but has none.`,
    hint: ENGINE_FAULT,
    byHand: STRUCTURED_DATA_CODE,
  }),

  // links.ts (a link to no page at all is the check's catalogue entry E-LINK-BROKEN)
  linkToAlias: (path: string, main: string): Said => ({
    message: `Link to ${path}, which is only an extra address of ${main}.`,
    hint: `Link ${main} instead, so visitors and search engines reach the main page directly.`,
  }),
  linkToMissingPart: (link: string, path: string, part: string, suggestion: string | undefined): Said => ({
    message: `Link to ${link}, but ${path} has no part named "${part}".`,
    hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Fix the part after "#", or remove it to link the top of the page.`,
  }),

  // meta.ts
  metaMany: (field: MetaField, count: number): Said => ({
    message: `The page has ${count} ${field}s; it must have exactly one.`,
    hint: 'This is a fault of the page layout, not of your text; tell a developer.',
    byHand: 'Look at src/renderer and generator/render/document.ts.',
  }),
  metaMissing: (field: MetaField, min: number, max: number): Said => ({
    message: `The page has no ${field}.`,
    hint: `Write a ${field} of ${min}–${max} characters for this page.`,
  }),
  metaShort: (field: MetaField, text: string, min: number, max: number): Said => ({
    message: `The ${field} "${text}" is short (${text.length} characters).`,
    hint: `Search results show about ${max}; aim for ${min}–${max} characters that say what the page offers and where.`,
  }),
  metaLong: (field: MetaField, length: number, min: number, max: number): Said => ({
    message: `The ${field} is long (${length} characters); search results cut it after about ${max}.`,
    hint: `Shorten it to ${min}–${max} characters, most important words first.`,
  }),

  // nap.ts
  napNoName: (b: BusinessFacts, where: NapPlace): Said => ({
    message: `The ${NAP_PLACE[where]} does not show the business name "${b.name}".`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napPhone: (b: BusinessFacts, where: NapPlace, shown: string): Said => ({
    message: `The ${NAP_PLACE[where]} shows the phone number ${shown}, but the business phone is ${b.phone}.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napNoAddress: (b: BusinessFacts, where: NapPlace): Said => ({
    message: `The ${NAP_PLACE[where]} shows no address.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napAddress: (b: BusinessFacts, where: NapPlace, shown: string): Said => ({
    message: `The ${NAP_PLACE[where]} shows the address "${shown}", which differs from the business address.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napNoFooter: (b: BusinessFacts): Said => ({
    message: 'The page has no footer with the business name, address and phone.',
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napCallLink: (b: BusinessFacts, dials: string): Said => ({
    message: `A call link dials ${dials}, but the business phone is ${b.phone}.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napDataName: (b: BusinessFacts, type: string, name: string): Said => ({
    message: `The structured data (${type}) names the business "${name}", not "${b.name}".`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napDataPhone: (b: BusinessFacts, type: string, phone: string): Said => ({
    message: `The structured data (${type}) gives the phone ${phone}, not ${b.phone}.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),
  napDataAddress: (b: BusinessFacts, type: string, address: string): Said => ({
    message: `The structured data (${type}) gives the address "${address}", which differs from the business address.`,
    hint: napHint(b),
    byHand: NAP_BY_HAND,
  }),

  // near-duplicates.ts
  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }): Said => ({
    message: `Its text is ${percent(f.score)} the same as ${f.other}, town names aside (the limit is ${percent(f.limit)}).`,
    hint: f.shared?.length
      ? `${sharedPartsHint(f)} The limit is the setting “Allowed likeness of town pages” under Website settings.`
      : `Write ${f.town}’s own text for this page (its hero text, introduction and specialty cards), or ${f.otherTown}’s for theirs. The limit is the setting “Allowed likeness of town pages” under Website settings.`,
    byHand: nearCopyByHand(f),
  }),
  nearCopyOfTemplate: (f: NearCopy): Said => ({
    message: `Its text is ${percent(f.score)} the text every town shares, with only the town’s name changed (the limit is ${percent(f.limit)}).`,
    hint: `${sharedPartsHint(f)} The limit is the setting “Allowed likeness of town pages” under Website settings.`,
    byHand: nearCopyByHand(f),
  }),

  // copied-sentences.ts
  copiedFromService: (f: CopiedFrom & { service: string }): Said => ({
    message: `${copiedText(f)} ${f.other}’s text (on ${f.otherPage}).`,
    hint: `Write ${f.service}’s own version of ${copiedThing(f)}${inPart(f.block)}, or leave ${f.sentences.length > 1 ? 'them' : 'it'} out.`,
    byHand: 'Each service’s pages need sentences of their own; the first service in "services" owns a shared one.',
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }): Said => ({
    message: `${copiedText(f)} ${f.other}’s own text (on ${f.otherPage}), with only the town’s name changed.`,
    hint: `Write ${f.town}’s own version of ${copiedThing(f)}${inPart(f.block)}.`,
    byHand: 'In site.json: the town\'s "pages"; the first town in "towns" owns a shared sentence.',
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }): Said => ({
    message: `${NAMED_FIELD[f.field]} “${f.text}” names ${f.other}, not ${f.own}.`,
    hint: `Name ${f.own} here, or write words of its own for ${f.own}.`,
    byHand: 'A service\'s names: its "name", its menu label and the words of its "id".',
  }),

  // robots.ts
  robotsMissing: (sitemap: string): Said => ({
    message: 'The built site has no robots.txt.',
    hint: robotsHint(sitemap),
    byHand: ROBOTS_BY_HAND,
  }),
  robotsNoSitemap: (sitemap: string): Said => ({
    message: 'robots.txt does not name the sitemap.',
    hint: robotsHint(sitemap),
    byHand: ROBOTS_BY_HAND,
  }),
  robotsOtherSitemap: (sitemap: string, named: string[]): Said => ({
    message: `robots.txt names the sitemap ${named.join(', ')} instead of ${sitemap}.`,
    hint: robotsHint(sitemap),
    byHand: ROBOTS_BY_HAND,
  }),

  // sitemap.ts
  sitemapMissing: (): Said => ({
    message: 'The built site has no sitemap.xml.',
    hint: SITEMAP_HINT,
    byHand: SITEMAP_CODE,
  }),
  sitemapTwice: (url: string): Said => ({
    message: `sitemap.xml lists ${url} more than once.`,
    hint: ENGINE_FAULT,
    byHand: SITEMAP_CODE,
  }),
  sitemapListsAlias: (url: string, main: string): Said => ({
    message: `sitemap.xml lists the extra address ${url}; only main pages belong there.`,
    hint: `It should list ${main} only. ${ENGINE_FAULT}`,
    byHand: SITEMAP_CODE,
  }),
  sitemapListsStranger: (url: string): Said => ({
    message: `sitemap.xml lists ${url}, which is not a page of this site.`,
    hint: SITEMAP_HINT,
    byHand: SITEMAP_CODE,
  }),
  sitemapLeavesOut: (url: string): Said => ({
    message: `sitemap.xml does not list ${url}.`,
    hint: SITEMAP_HINT,
    byHand: SITEMAP_CODE,
  }),

  // unique-meta.ts
  metaShared: (field: MetaField, text: string, others: string[]): Said => ({
    message: `The ${field} "${text}" is also used by ${others.join(', ')}.`,
    hint: `Give every page its own ${field}; for a town page, put the town’s name in it, or write the town’s own ${field} for the page.`,
    byHand: `In site.json: write {town} in it, or set "${field}" in the town's "pages" entry.`,
  }),
  // page-weight.ts
  pageTooHeavy: (kilobytes: number, budget: number): Said => ({
    message: `The page is ${kilobytes} KB of HTML, more than the ${budget} KB a page should weigh: it loads slowly on phones.`,
    hint: 'Shorten the longest texts on this page (reviews, paragraphs, questions and answers), or spread them over several pages.',
    byHand: 'The budget is PAGE_HTML_BUDGET in generator/doctor/page-weight.ts.',
  }),
} as const;

/** The English words: the shape every language gives. */
export type DoctorWords = typeof doctorWords;
/** A language's words for every entry, with the same facts (byHand stays English: it names site.json's keys). */
export type DoctorWordsIn = {
  [K in keyof DoctorWords]: (...facts: Parameters<DoctorWords[K]>) => Omit<Said, 'byHand'>;
};

/** Sentences added to a finding's hint (a link in the header or footer). */
export const doctorNotes = {
  linkInLayout:
    'The link is part of the page layout (header or footer), made from the towns or the Business facts; tell a developer if they look right.',
};
export type DoctorNotesIn = Record<keyof typeof doctorNotes, string>;
