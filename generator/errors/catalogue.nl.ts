// De woorden van de catalogus in het Nederlands (the catalogue's words in Dutch): what the site editor
// shows a Dutch office manager (choose-language.ts gives them to the entries; `npm run check` stays
// English). One function per entry of catalogue.ts, with its arguments, so a new entry without Dutch
// words fails tsc. Written as a Dutch speaker would say it to the person keeping the site, addressed
// with "u", in the same plain words as the English: names of fields as the Dutch editor shows them, no
// keys or JSON terms; quoted values between “ ”.
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in Dutch; the schema's own words come through schemaText() (the schema's words in Dutch, schema/generated/words.nl.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as Dutch writes it in a sentence: a text between “ ”, anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** “Zweeds”: a language by its code, as Dutch names it. */
const taal = (locale: string) =>
  new Intl.DisplayNames(['nl'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the Dutch decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "Bedoelt u “x”? " for a misspelt name (did-you-mean.ts). */
function bedoelt(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Bedoelt u “${suggestion}”? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'een tekst',
  number: 'een getal',
  integer: 'een heel getal',
  boolean: 'ja of nee',
  array: 'een lijst',
  object: 'een groep instellingen',
};

const FORMATS: Record<string, string> = {
  uri: 'webadres',
  'uri-reference': 'adres',
  email: 'e-mailadres',
  date: 'datum',
  time: 'tijd',
  'date-time': 'tijdstip',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'maximaal',
    '>=': 'minimaal',
    '<': 'kleiner dan',
    '>': 'groter dan',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in Dutch where it is known; else a plain sentence. */
function ajvInDutch(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Mag maximaal ${n} tekens hebben.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Heeft minimaal ${n} tekens nodig.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Mag maximaal ${n} items hebben.`],
    [/^must NOT have duplicate items/, () => 'Bevat een item twee keer.'],
    [/^must be multiple of (.+)$/, (n) => `Moet een veelvoud van ${number(n)} zijn.`],
    [/^must be equal to one of the allowed values$/, () => 'Hoort niet bij de toegestane waarden.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Klopt zo niet.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Een andere plaats', each: 'elke plaats' },
  'page template': { another: 'Een ander sjabloon', each: 'elk sjabloon' },
  service: { another: 'Een andere dienst', each: 'elke dienst' },
  review: { another: 'Een andere beoordeling', each: 'elke beoordeling' },
  'blog post': { another: 'Een ander blogbericht', each: 'elk blogbericht' },
  project: { another: 'Een ander project', each: 'elk project' },
  block: { another: 'Een ander blok', each: 'elk blok' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'de adresnaam', own: 'een eigen adresnaam' },
  'short name': { the: 'de korte naam', own: 'een eigen korte naam' },
  'block name': { the: 'de bloknaam', own: 'een eigen bloknaam' },
  number: { the: 'het nummer', own: 'een eigen nummer' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) => name.replace(/^by (.+)$/, 'van $1').replace(/^block (\d+)$/, 'blok $1');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'gewone tekst op wit',
  'body text on soft bands': 'gewone tekst op de zachte achtergrondkleur',
  'headings on soft bands': 'koppen op de zachte achtergrondkleur',
  'small print on white': 'kleine tekst op wit',
  'small print on soft bands': 'kleine tekst op de zachte achtergrondkleur',
  'links on white': 'links op wit',
  'links on soft bands': 'links op de zachte achtergrondkleur',
  'button labels on the accent': 'tekst van de knoppen op de accentkleur',
  'text on dark bands and the hero': 'tekst op donkere balken en in de banner',
  "the hero's eyebrow line": 'de bovenregel in de banner',
  'emergency bands and buttons': 'spoedbalken en spoedknoppen',
};
/** The theme's colours, as the Dutch editor names them. */
const COLOURS: Record<string, string> = {
  text: 'de tekstkleur',
  ink: 'de kleur van koppen',
  muted: 'de kleur van kleine tekst',
  accent: 'de accentkleur',
  accentDark: 'de donkere accentkleur',
  heroEyebrow: 'de kleur van de bovenregel in de banner',
  emergency: 'de spoedkleur',
  line: 'de randkleur',
  soft: 'de zachte achtergrondkleur',
};

/** The contact form's boxes, as the Dutch editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  phone: 'Telefoon',
  email: 'E-mail',
  street: 'Straat',
  city: 'Plaats',
  region: 'Regio',
  postalCode: 'Postcode',
  comments: 'Bericht',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Geef de plaats ${town[1]} een eigen adresnaam (geen andere plaats en geen pagina mag “${town[2]}” hebben).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Geef het blogbericht “${post[1]}” een eigen adresnaam.`;
  return 'Wijzig het adres van een van de twee pagina’s.';
}

/** A country's name in Dutch ("NL" → "Nederland"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['nl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a country's regions are called ("provincie", "staat"), inside a sentence. */
const regionName = (kind: string) => (countryWords('nl').region[kind as RegionKind] ?? 'Regio').toLowerCase();

const COUNTRY_CONVENTIONS = '“Gebruiken van het land”';

/** Every value the schema explains in words: the schema's words for it, in Dutch. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} voldoet niet aan de schrijfwijze die hier hoort.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInDutch = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInDutch: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `“${name}” kent de website op deze plek niet als instelling.`,
    hint: `${bedoelt(name, allowed)}Toegestaan op deze plek: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Vul “${schemaText(title)}” in.`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Moet ${KINDS[expected] ?? expected} zijn.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} hoort niet bij de toegestane waarden.`,
    hint: `${typeof value === 'string' ? bedoelt(value, allowed.map(String)) : ''}Gebruik een van deze waarden: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Onbekende soort blok ${quote(value)}.`,
    hint: `${typeof value === 'string' ? bedoelt(value, allowed) : ''}Soorten blokken: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} voldoet niet aan de schrijfwijze die hier hoort.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: FORMATS[format]
      ? `${quote(value)} klopt niet als ${FORMATS[format]}.`
      : `${quote(value)} klopt niet (verwachte vorm: ${format}).`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Hier staat nog niets.', hint: 'Schrijf de woorden die hier horen.' }
      : { message: `Te kort: er zijn minimaal ${min} tekens nodig.`, hint: 'Schrijf iets meer.' },
  tooLong: (max, length) => ({
    message: `Te lang: ${length} tekens, waar er maximaal ${max} passen.`,
    hint: 'Maak de tekst korter, of verdeel hem over meerdere alinea’s of items.',
  }),
  tooFew: (min) => ({
    message: `Heeft minimaal ${min} ${min === 1 ? 'item' : 'items'} nodig.`,
    hint: 'Vul de ontbrekende items van de lijst aan.',
  }),
  tooMany: (max) => ({
    message: `Heeft meer dan ${max} items.`,
    hint: `Verwijder items tot er maximaal ${max} over zijn.`,
  }),
  outOfRange: (limit) => ({ message: `Moet ${limitInWords(limit)} zijn.` }),
  noMatch: (description) => ({
    message: 'Past bij geen van de vormen die hier mogelijk zijn.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInDutch(ajvWords) }),

  ...fieldFormatsInDutch,

  unknownTown: (slug, towns) => ({
    message: `Geen enkele plaats heeft de adresnaam “${slug}”.`,
    hint: `${bedoelt(slug, towns)}Plaatsen: ${towns.join(', ')}. Voeg de plaats eerst toe; staat ze er al, verbeter dan de spelling.`,
  }),
  unknownService: (id, services) => ({
    message: `Geen enkele dienst heeft de korte naam “${id}”.`,
    hint: `${bedoelt(id, services)}Diensten: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Geen enkel sjabloon heeft de korte naam “${id}”.`,
    hint: `${bedoelt(id, templates)}Sjablonen: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `Het sjabloon “${template}” heeft geen blok met de bloknaam “${id}”.`,
    hint: `${bedoelt(id, ids)}Bloknamen in dit sjabloon: ${ids.join(', ') || '(geen)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `Het blok “${id}” verschijnt niet voor ${town}, dus deze tekst zou nooit te zien zijn.`,
    hint: `Zet ${town} in het sjabloon in de lijst “Alleen voor deze plaatsen” van dit blok, of verwijder deze eigen tekst.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Een ander item', each: 'elk item' };
    const f = LIST_FIELDS[field] ?? { the: 'de waarde', own: 'een eigen waarde' };
    return {
      message: `${k.another} heeft al ${f.the} “${value}” (${entryName(first)}).`,
      hint: `Geef ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, first, each] =
      kind === 'town'
        ? ['andere plaats', `de ${firstPosition}e plaats`, 'elke plaats']
        : ['andere dienst', `de ${firstPosition}e dienst`, 'elke dienst'];
    return {
      message: `Er heet al een ${another} “${name}” (${first} in de lijst).`,
      hint: `Geef ${each} een eigen naam: anders tonen het menu, de voettekst en de paginatitels twee keer “${name}”.`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Twee pagina’s zouden hetzelfde adres ${path} krijgen: ${pages.map(entryName).join(' en ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['nl'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Deze tekst is niet in het ${L} geschreven, de hoofdtaal van de site.`,
      hint: `Schrijf hem ook in het ${L}: een pagina wordt eerst in de hoofdtaal geschreven en daarna vertaald.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'Dit is een gegeven dat in elke taal hetzelfde is, maar het staat hier per taal geschreven.',
    hint: `Schrijf het één keer, voor alle talen: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `De tekst vraagt om “${name}” in te vullen, maar dat kent de website op deze plek niet.`,
    hint: `${bedoelt(name, allowed)}Wat de website hier kan invullen: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `Tekst in ${text} op ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} leest slecht: contrast ${number(ratio.toFixed(2))}:1, minder dan de 4,5:1 die WCAG AA vraagt.`,
    hint: `Verander de helderheid van ${COLOURS[change] ?? `de kleur “${change}”`} tot het paar minstens 4,5:1 haalt.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `Het lettertype “${family}” is niet geïnstalleerd.`,
    hint: `Installeer het met \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, of kies een geïnstalleerd lettertype: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `Het lettertype “${family}” heeft de diktes ${has.replace(' to ', ' tot ')}, maar deze rol vraagt ${needs.replace(' to ', ' tot ')}.`,
    hint: 'Kies een variabel lettertype waarvan de diktes dat omvatten.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `De techniek van de website heeft geen woorden in het ${taal(locale)} (${locale}): de pagina’s, de meldingen van het formulier, de antwoorden van de server en de e-mail bij een aanvraag zouden Engels zijn.`,
    hint: `Schrijf ze in ${file} naast site.json: \`npm run words -- ${locale}\` maakt het bestand aan met de Engelse woorden om te vertalen (losse woorden wijzigt u verder onder “Vaste teksten”); of kies een taal die de website spreekt: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} bevat geen geldige JSON: ${error}.`,
    hint: `Herstel ${file}: elk woord staat als "naam": "tekst", met komma’s ertussen.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `In ${file} ${missing.length === 1 ? 'ontbreekt een van de woorden' : `ontbreken ${missing.length} van de woorden`} van de techniek van de website: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `Vul ${missing.length === 1 ? 'het' : 'ze'} aan (de Engelse woorden staan in shared/site/languages/en.ts), of schrijf "extends": "<een taal van de techniek van de website>" om de rest uit die taal te nemen.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} bevat “${key}”, en dat hoort niet bij de woorden van de techniek van de website.`,
    hint: `${bedoelt(key, known)}Verwijder het, of noem het woord zoals shared/site/languages/en.ts het doet.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: “${key}” moet ${wanted === 'a text' ? 'een tekst' : wanted === '12 or 24' ? '12 of 24' : wanted} zijn.`,
    hint: 'Schrijf het zoals het Engelse pakket het heeft (shared/site/languages/en.ts), in de taal van de website.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: in “${key}” ontbreekt ${missing.join(', ')}, wat de website daar invult.`,
    hint: 'Laat elke invulplek staan op de plek in de zin waar hij hoort, zoals in het Engels.',
  }),
  unknownCountry: (code) => ({
    message: `“${code}” kent de website niet als landcode.`,
    hint: 'Schrijf de code van twee letters (ISO 3166) voor het land van het bedrijf, bijvoorbeeld “NL” en “BE”.',
  }),
  badPhone: (phone, country, example) => ({
    message: `“${phone}” klopt niet als telefoonnummer (land: ${countryName(country)}).`,
    hint: `Schrijf het nummer zoals men het daar kiest, met het netnummer${example ? `, zoals ${example}` : ''}; staat het land verkeerd, stel dan onder ${COUNTRY_CONVENTIONS} het land van het bedrijf in.`,
  }),
  badRegExp: (pattern) => ({
    message: `“${pattern}” klopt niet als regel (geen geldige reguliere expressie).`,
    hint: 'Verbeter de regel, bijvoorbeeld “^[1-9]\\d{3} ?[A-Z]{2}$” voor Nederlandse postcodes.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `“${value}” klopt niet voor het veld “${label}”.`,
    hint: example
      ? `Schrijf de code zoals de post dat doet, zoals ${example}.`
      : `Schrijf de code zoals de post dat doet; geen enkele waarde voor “${label}” op de website past bij de regel voor postcodes onder ${COUNTRY_CONVENTIONS} (${pattern}), dus controleer die regel ook.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `In het adres van de vestiging ontbreekt de ${regionName(kind)}, die adressen in dit land (${countryName(country)}) altijd hebben.`,
    hint: `Vul “Provincie of regio” in zoals de post die schrijft${example ? `, zoals ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Bij de plaats ${town} ontbreekt de ${regionName(kind)}, die adressen in dit land (${countryName(country)}) altijd hebben.`,
    hint: `Vul bij die plaats “Provincie of regio” in zoals de post die schrijft${example ? `, zoals ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `De sluitingstijd ${closes} ligt niet na de openingstijd ${opens}.`,
    hint: `Kies een sluitingstijd na ${opens} op dezelfde dag. Open tot na middernacht? Sluit dan om ${lastMinute} en open de volgende dag om ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `“${value}” hoort niet bij de waarden voor “${label}” die de website kent.`,
    hint: `${bedoelt(value, allowed)}Gebruik een van deze: ${allowed.join(', ')}, of voeg de regio toe aan de regio’s onder ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `Het afbeeldingsbestand “${src}” staat niet in de map assets/images/.`,
    hint: `${bedoelt(src, files)}Zet het bestand in assets/images/, of verbeter de naam.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Geen enkel Lucide-pictogram heet “${name}”.`,
    hint: `${bedoelt(name, names)}${about.length ? `Pictogrammen over “${name}”: ${about.join(', ')}. ` : ''}Zoek het pictogram op lucide.dev/icons en schrijf de naam zoals de website die toont, in kleine letters en streepjes (zoals leaf, zap en shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Link naar ${href}, maar geen enkele pagina heeft dat adres.`,
    hint: `${bedoelt(href.split('#')[0] ?? href, routes)}Verbeter het adres; bestaat de pagina nog niet, voeg haar dan toe.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Geen enkele beoordeling heeft de korte naam “${id}”.`,
    hint: `${bedoelt(id, ids)}Voeg haar toe aan de klantbeoordelingen, of verbeter de naam.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `De plaats ${town} heeft geen beoordeling ${ids.map(quote).join(' of ')}, die haar pagina van het sjabloon “${template}” toont.`,
    hint: `Voeg ${ids.length === 1 ? 'die' : 'ze'} toe aan de klantbeoordelingen, of vul in het blok “Klantbeoordelingen” van het sjabloon “Beoordelingen als er geen worden gevonden” in (bijvoorbeeld met de algemene beoordelingen van de website) voor plaatsen zonder eigen beoordelingen.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Geen enkel blogbericht heeft de adresnaam “${slug}”.`,
    hint: `${bedoelt(slug, slugs)}Berichten: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `Het extra adres leidt naar ${to}, maar geen enkele pagina heeft dat adres.`,
    hint: `${bedoelt(to, routes)}Laat het naar een bestaande pagina leiden.`,
  }),
  aliasChain: (to) => ({
    message: `Het extra adres leidt naar ${to}, en dat adres is zelf ook een extra adres.`,
    hint: 'Laat het rechtstreeks naar de hoofdpagina leiden.',
  }),
  pageServiceMissing: () => ({
    message: 'Een pagina die aan zoekmachines als dienst wordt beschreven, heeft haar dienst nodig.',
    hint: 'Kies de dienst die de pagina presenteert (uit de diensten), of meerdere als ze er meerdere presenteert.',
  }),
  templateServiceMissing: () => ({
    message: 'Een sjabloon voor plaatspagina’s heeft zijn dienst nodig.',
    hint: 'Kies de dienst die deze pagina’s verkopen (uit de diensten).',
  }),
  unknownCategory: (category, categories) => ({
    message: `De categorie “${category}” hoort niet bij de categorieën van de blog.`,
    hint: `${bedoelt(category, categories)}Categorieën: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'Het contactformulier moet vragen om een naam die verplicht moet worden ingevuld: elke aanvraag wordt onder een naam bewaard.',
    hint: 'Zet minstens een van de vakken “Voornaam” en “Achternaam” bij de formuliervelden en laat daarbij “Verplicht in te vullen” aangevinkt.',
  }),
  formWithoutWayToReach: () => ({
    message:
      'Het contactformulier moet vragen om een telefoonnummer of e-mailadres dat verplicht moet worden ingevuld, anders kunt u een aanvraag niet beantwoorden.',
    hint: 'Zet minstens een van de vakken “Telefoon” en “E-mail” bij de formuliervelden en laat daarbij “Verplicht in te vullen” aangevinkt.',
  }),
  formFieldTwice: (field, first) => ({
    message: `Het contactformulier vraagt twee keer naar “${FORM_BOXES[field] ?? field}”.`,
    hint: `Elk vak kan maar één keer worden gevraagd: verwijder een van de twee (dit vak en het ${first}e vak van de lijst).`,
  }),

  extraComma: (place) => ({
    message: `Overbodige komma na het laatste item bij ${at(place)}.`,
    hint: 'Verwijder die komma: na het laatste item van een lijst of object staat er geen.',
  }),
  missingComma: (place) => ({
    message: `Ontbrekende komma tussen twee items bij ${at(place)}.`,
    hint: 'Zet een komma achter het item dat vlak voor deze plek eindigt.',
  }),
  curlyQuote: (character, place) => ({
    message: `Gekruld aanhalingsteken ${character} bij ${at(place)}: gebruik een recht aanhalingsteken ".`,
    hint: 'Tekstverwerkers veranderen aanhalingstekens tijdens het typen; zet teksten en namen tussen rechte aanhalingstekens ".',
  }),
  unescapedQuote: (place) => ({
    message: `Een aanhalingsteken in een tekst moet als \\" worden geschreven (bij ${at(place)}).`,
    hint: 'Zet een backslash voor elk aanhalingsteken dat bij de tekst hoort, of gebruik daarin gekrulde aanhalingstekens “ ”.',
  }),
  unexpectedEnd: (place) => ({
    message: `Het bestand houdt te vroeg op bij ${at(place)}: er ontbreekt een sluitend aanhalingsteken, } of ].`,
    hint: 'Sluit elke tekst af met ", elke { met } en elke [ met ], in de juiste volgorde.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `Het bestand bevat bij ${at(place)} geen geldige JSON.`,
    hint: 'Zoek vlak voor die plek naar een ontbrekende komma, een ontbrekend aanhalingsteken of een ontbrekend haakje.',
  }),
};
