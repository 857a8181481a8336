// Die Wörter des Katalogs auf Deutsch (the catalogue's words in German): what the site editor shows a
// German office manager (choose-language.ts gives them to the entries; `npm run check` stays English).
// One function per entry of catalogue.ts, with its arguments, so a new entry without German words
// fails tsc. Written as a German speaker would say it to the person keeping the site, addressed with
// "Sie", in the same plain words as the English: names of fields as the German editor shows them, no
// keys or JSON terms.
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in German; the schema's own words come through schemaText() (the schema's words in German, schema/generated/words.de.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as German writes it in a sentence: a text between „ “, anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `„${value}“` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** „Schwedisch“: a language by its code, as German names it. */
const sprache = (locale: string) =>
  new Intl.DisplayNames(['de'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the German decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "Meinten Sie „x“? " for a misspelt name (did-you-mean.ts). */
function meinten(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Meinten Sie „${suggestion}“? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  integer: 'eine ganze Zahl',
  boolean: 'ja oder nein',
  array: 'eine Liste',
  object: 'eine Gruppe von Einstellungen',
};

const FORMATS: Record<string, string> = {
  uri: 'eine gültige Webadresse',
  'uri-reference': 'eine gültige Adresse',
  email: 'eine gültige E-Mail-Adresse',
  date: 'ein gültiges Datum',
  time: 'eine gültige Uhrzeit',
  'date-time': 'eine gültige Zeitangabe',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'höchstens',
    '>=': 'mindestens',
    '<': 'kleiner als',
    '>': 'größer als',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in German where it is known; else a plain sentence. */
function ajvInGerman(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Darf höchstens ${n} Zeichen haben.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Braucht mindestens ${n} Zeichen.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Darf höchstens ${n} Einträge haben.`],
    [/^must NOT have duplicate items/, () => 'Enthält einen Eintrag doppelt.'],
    [/^must be multiple of (.+)$/, (n) => `Muss ein Vielfaches von ${number(n)} sein.`],
    [/^must be equal to one of the allowed values$/, () => 'Ist kein erlaubter Wert.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Ist so nicht gültig.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Ein anderer Ort', each: 'jedem Ort' },
  'page template': { another: 'Eine andere Vorlage', each: 'jeder Vorlage' },
  service: { another: 'Eine andere Leistung', each: 'jeder Leistung' },
  review: { another: 'Eine andere Bewertung', each: 'jeder Bewertung' },
  'blog post': { another: 'Ein anderer Beitrag', each: 'jedem Beitrag' },
  project: { another: 'Ein anderes Projekt', each: 'jedem Projekt' },
  block: { another: 'Ein anderer Block', each: 'jedem Block' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'den Adressnamen', own: 'einen eigenen Adressnamen' },
  'short name': { the: 'den Kurznamen', own: 'einen eigenen Kurznamen' },
  'block name': { the: 'den Blocknamen', own: 'einen eigenen Blocknamen' },
  number: { the: 'die Nummer', own: 'eine eigene Nummer' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) =>
  name
    .replace(/^by (.+)$/, 'von $1')
    .replace(/^block (\d+)$/, 'Block $1')
    .replace(/“([^”]*)”/g, '„$1“');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'Fließtext auf Weiß',
  'body text on soft bands': 'Fließtext auf der sanften Hintergrundfarbe',
  'headings on soft bands': 'Überschriften auf der sanften Hintergrundfarbe',
  'small print on white': 'Kleingedrucktes auf Weiß',
  'small print on soft bands': 'Kleingedrucktes auf der sanften Hintergrundfarbe',
  'links on white': 'Links auf Weiß',
  'links on soft bands': 'Links auf der sanften Hintergrundfarbe',
  'button labels on the accent': 'Text der Schaltflächen auf der Akzentfarbe',
  'text on dark bands and the hero': 'Text auf dunklen Flächen und im Titelbild',
  "the hero's eyebrow line": 'die Zeile über dem Titelbild-Text',
  'emergency bands and buttons': 'Notfall-Flächen und -Schaltflächen',
};
/** The theme's colours, as the German editor names them. */
const COLOURS: Record<string, string> = {
  text: 'die Textfarbe',
  ink: 'die Farbe der Überschriften',
  muted: 'die Farbe des Kleingedruckten',
  accent: 'die Akzentfarbe',
  accentDark: 'die dunkle Akzentfarbe',
  heroEyebrow: 'die Farbe der Zeile über dem Titelbild-Text',
  emergency: 'die Notfallfarbe',
  line: 'die Rahmenfarbe',
  soft: 'die sanfte Hintergrundfarbe',
};

/** The contact form's boxes, as the German editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Telefon',
  email: 'E-Mail',
  street: 'Straße',
  city: 'Ort',
  region: 'Bundesland oder Region',
  postalCode: 'Postleitzahl',
  comments: 'Anmerkungen',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Geben Sie dem Ort ${town[1]} einen eigenen Adressnamen (kein anderer Ort und keine Seite darf „${town[2]}“ haben).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Geben Sie dem Beitrag „${post[1]}“ einen eigenen Adressnamen.`;
  return 'Ändern Sie die Adresse einer der beiden Seiten.';
}

/** A country's name in German ("DE" → "Deutschland"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['de'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const COUNTRY_CONVENTIONS = '„Gepflogenheiten des Landes“';

/** Every value the schema explains in words: the schema's words for it, in German. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} ist nicht so geschrieben, wie es sein muss.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInGerman = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInGerman: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `„${name}“ ist an dieser Stelle keine Einstellung, die die Website kennt.`,
    hint: `${meinten(name, allowed)}Erlaubt sind hier: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Füllen Sie „${schemaText(title)}“ aus.`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Muss ${KINDS[expected] ?? expected} sein.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} ist kein erlaubter Wert.`,
    hint: `${typeof value === 'string' ? meinten(value, allowed.map(String)) : ''}Verwenden Sie einen dieser Werte: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Unbekannte Blockart ${quote(value)}.`,
    hint: `${typeof value === 'string' ? meinten(value, allowed) : ''}Blockarten: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} ist nicht so geschrieben, wie es sein muss.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `${quote(value)} ist nicht ${FORMATS[format] ?? `richtig geschrieben (${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Das ist leer.', hint: 'Schreiben Sie die Wörter, die hierhin gehören.' }
      : { message: `Zu kurz: Es braucht mindestens ${min} Zeichen.`, hint: 'Schreiben Sie etwas mehr.' },
  tooLong: (max, length) => ({
    message: `Zu lang: ${length} Zeichen, wo höchstens ${max} hineinpassen.`,
    hint: 'Kürzen Sie den Text, oder teilen Sie ihn auf mehrere Absätze oder Einträge auf.',
  }),
  tooFew: (min) => ({
    message: `Braucht mindestens ${min} ${min === 1 ? 'Eintrag' : 'Einträge'}.`,
    hint: 'Ergänzen Sie die fehlenden Einträge der Liste.',
  }),
  tooMany: (max) => ({
    message: `Hat mehr als ${max} Einträge.`,
    hint: `Entfernen Sie Einträge, bis es höchstens ${max} sind.`,
  }),
  outOfRange: (limit) => ({ message: `Muss ${limitInWords(limit)} sein.` }),
  noMatch: (description) => ({
    message: 'Passt zu keiner der Formen, die hier möglich sind.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInGerman(ajvWords) }),

  ...fieldFormatsInGerman,

  unknownTown: (slug, towns) => ({
    message: `Kein Ort hat den Adressnamen „${slug}“.`,
    hint: `${meinten(slug, towns)}Orte: ${towns.join(', ')}. Fügen Sie den Ort zuerst hinzu oder berichtigen Sie die Schreibweise.`,
  }),
  unknownService: (id, services) => ({
    message: `Keine Leistung hat den Kurznamen „${id}“.`,
    hint: `${meinten(id, services)}Leistungen: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Keine Vorlage hat den Kurznamen „${id}“.`,
    hint: `${meinten(id, templates)}Vorlagen: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `Die Vorlage „${template}“ hat keinen Block mit dem Blocknamen „${id}“.`,
    hint: `${meinten(id, ids)}Blocknamen in dieser Vorlage: ${ids.join(', ') || '(keine)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `Der Block „${id}“ wird für ${town} nicht gezeigt, dieser Text würde also nie erscheinen.`,
    hint: `Nehmen Sie ${town} in der Vorlage in die Liste „Nur für diese Orte“ dieses Blocks auf, oder entfernen Sie diesen eigenen Text.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Ein anderer Eintrag', each: 'jedem Eintrag' };
    const f = LIST_FIELDS[field] ?? { the: 'den Wert', own: 'einen eigenen Wert' };
    return {
      message: `${k.another} hat schon ${f.the} „${value}“ (${entryName(first)}).`,
      hint: `Geben Sie ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, first, each] =
      kind === 'town'
        ? ['Ein anderer Ort', `der ${firstPosition}. Ort`, 'jedem Ort']
        : ['Eine andere Leistung', `die ${firstPosition}. Leistung`, 'jeder Leistung'];
    return {
      message: `${another} heißt schon „${name}“ (${first} der Liste).`,
      hint: `Geben Sie ${each} einen eigenen Namen: Sonst zeigen das Menü, die Fußzeile und die Seitentitel zweimal „${name}“.`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Zwei Seiten hätten dieselbe Adresse ${path}: ${pages.map(entryName).join(' und ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['de'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Dieser Text ist nicht auf ${L} geschrieben, der Hauptsprache der Website.`,
      hint: `Schreiben Sie ihn auch auf ${L}: Eine Seite wird zuerst in der Hauptsprache geschrieben und dann übersetzt.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'Das ist eine Angabe, die in jeder Sprache gleich ist, hier aber für jede Sprache einzeln geschrieben.',
    hint: `Schreiben Sie sie einmal, für alle Sprachen: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `Der Text will „${name}“ einsetzen, das die Website hier nicht kennt.`,
    hint: `${meinten(name, allowed)}Was sie hier einsetzen kann: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `Text in ${text} auf ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} ist schwer zu lesen: Kontrast ${number(ratio.toFixed(2))}:1, weniger als die 4,5:1, die WCAG AA verlangt.`,
    hint: `Machen Sie ${COLOURS[change] ?? `die Farbe „${change}“`} dunkler oder heller, bis das Paar 4,5:1 erreicht.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `Die Schrift „${family}“ ist nicht installiert.`,
    hint: `Installieren Sie sie mit \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, oder wählen Sie eine installierte: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `Die Schrift „${family}“ hat die Stärken ${has.replace(' to ', ' bis ')}, diese Rolle braucht aber ${needs.replace(' to ', ' bis ')}.`,
    hint: 'Wählen Sie eine variable Schrift, deren Stärken das abdecken.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `Die Website-Technik hat keine Wörter auf ${sprache(locale)} (${locale}): Seiten, Meldungen des Formulars, Antworten des Servers und die E-Mail zu einer Anfrage wären auf Englisch.`,
    hint: `Schreiben Sie sie in ${file} neben site.json: \`npm run words -- ${locale}\` legt die Datei mit den englischen Wörtern zum Übersetzen an (einzelne Wörter ändern Sie weiter unter „Wortlaut“); oder wählen Sie eine Sprache, die die Website spricht: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} ist kein gültiges JSON: ${error}.`,
    hint: `Berichtigen Sie ${file}: Jedes Wort steht als "Name": "Text", mit Kommas dazwischen.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `In ${file} ${missing.length === 1 ? 'fehlt eines der Wörter' : `fehlen ${missing.length} der Wörter`} der Website-Technik: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `Ergänzen Sie ${missing.length === 1 ? 'es' : 'sie'} (die englischen Wörter stehen in shared/site/languages/en.ts), oder schreiben Sie "extends": "<eine Sprache der Website-Technik>", um die übrigen aus dieser Sprache zu nehmen.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} enthält „${key}“, das keines der Wörter der Website-Technik ist.`,
    hint: `${meinten(key, known)}Entfernen Sie es, oder benennen Sie das Wort wie in shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: „${key}“ muss ${wanted === 'a text' ? 'ein Text' : wanted === '12 or 24' ? '12 oder 24' : wanted} sein.`,
    hint: 'Schreiben Sie es wie im englischen Paket (shared/site/languages/en.ts), in der Sprache der Website.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: „${key}“ lässt ${missing.join(', ')} weg, was die Website dort einsetzt.`,
    hint: 'Lassen Sie jeden dieser Platzhalter an seiner Stelle im Satz, wie im Englischen.',
  }),
  unknownCountry: (code) => ({
    message: `„${code}“ ist kein Ländercode, den die Website kennt.`,
    hint: 'Schreiben Sie den Code aus zwei Buchstaben (ISO 3166) für das Land des Unternehmens, etwa „DE“ oder „AT“.',
  }),
  badPhone: (phone, country, example) => ({
    message: `„${phone}“ ist keine gültige Telefonnummer (Land: ${countryName(country)}).`,
    hint: `Schreiben Sie die Nummer so, wie man sie dort wählt, mit Vorwahl${example ? `, etwa ${example}` : ''}; oder stellen Sie unter ${COUNTRY_CONVENTIONS} das Land des Unternehmens ein.`,
  }),
  badRegExp: (pattern) => ({
    message: `„${pattern}“ ist keine gültige Regel (kein gültiger regulärer Ausdruck).`,
    hint: 'Berichtigen Sie die Regel, etwa „^\\d{5}$“ für deutsche Postleitzahlen.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `„${value}“ ist keine gültige Angabe für „${label}“.`,
    hint: example
      ? `Schreiben Sie sie so, wie die Post sie schreibt, etwa ${example}.`
      : `Schreiben Sie sie so, wie die Post sie schreibt; keine Angabe für „${label}“ auf der Website passt zur Regel für Postleitzahlen unter ${COUNTRY_CONVENTIONS} (${pattern}), prüfen Sie also auch diese.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `In der Adresse des Büros fehlt die Angabe „${countryWords('de').region[kind as RegionKind] ?? 'Region'}“, die Adressen in diesem Land (${countryName(country)}) immer haben.`,
    hint: `Füllen Sie „Bundesland oder Region“ so aus, wie die Post es schreibt${example ? `, etwa ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Beim Ort ${town} fehlt die Angabe „${countryWords('de').region[kind as RegionKind] ?? 'Region'}“, die Adressen in diesem Land (${countryName(country)}) immer haben.`,
    hint: `Füllen Sie bei ihm „Bundesland oder Region“ so aus, wie die Post es schreibt${example ? `, etwa ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `Die Schließzeit ${closes} liegt nicht nach der Öffnungszeit ${opens}.`,
    hint: `Wählen Sie eine Schließzeit nach ${opens} am selben Tag. Über Mitternacht geöffnet? Schließen Sie um ${lastMinute} und öffnen Sie am nächsten Tag um ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `„${value}“ ist keine der Angaben für „${label}“, die die Website kennt.`,
    hint: `${meinten(value, allowed)}Verwenden Sie eine davon: ${allowed.join(', ')}, oder ergänzen Sie die Regionen unter ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `Die Bilddatei „${src}“ gibt es im Ordner assets/images/ nicht.`,
    hint: `${meinten(src, files)}Legen Sie die Datei in assets/images/ ab oder berichtigen Sie den Namen.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Kein Lucide-Symbol heißt „${name}“.`,
    hint: `${meinten(name, names)}${about.length ? `Symbole zu „${name}“: ${about.join(', ')}. ` : ''}Suchen Sie das Symbol auf lucide.dev/icons und schreiben Sie seinen Namen so, wie die Seite ihn zeigt, in Kleinbuchstaben und mit Bindestrichen (etwa leaf, zap oder shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Link auf ${href}, aber keine Seite hat diese Adresse.`,
    hint: `${meinten(href.split('#')[0] ?? href, routes)}Berichtigen Sie die Adresse oder fügen Sie die Seite hinzu.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Keine Bewertung hat den Kurznamen „${id}“.`,
    hint: `${meinten(id, ids)}Fügen Sie sie den Kundenbewertungen hinzu oder berichtigen Sie den Namen.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `Der Ort ${town} hat keine Bewertung ${ids.map(quote).join(' oder ')}, die seine Seite der Vorlage „${template}“ zeigt.`,
    hint: `Fügen Sie ${ids.length === 1 ? 'sie' : 'diese'} den Kundenbewertungen hinzu, oder füllen Sie im Block „Kundenbewertungen“ der Vorlage „Bewertungen, wenn keine gefunden werden“ aus (etwa mit den allgemeinen Bewertungen der Website) für Orte ohne eigene.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Kein Blogbeitrag hat den Adressnamen „${slug}“.`,
    hint: `${meinten(slug, slugs)}Beiträge: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `Die zusätzliche Adresse führt zu ${to}, aber keine Seite hat diese Adresse.`,
    hint: `${meinten(to, routes)}Lassen Sie sie zu einer vorhandenen Seite führen.`,
  }),
  aliasChain: (to) => ({
    message: `Die zusätzliche Adresse führt zu ${to}, das selbst eine zusätzliche Adresse ist.`,
    hint: 'Lassen Sie sie direkt zur Hauptseite führen.',
  }),
  pageServiceMissing: () => ({
    message: 'Eine Seite, die Suchmaschinen als Leistung beschrieben wird, braucht ihre Leistung.',
    hint: 'Wählen Sie die Leistung, die die Seite vorstellt (aus den Leistungen), oder mehrere, wenn sie mehrere vorstellt.',
  }),
  templateServiceMissing: () => ({
    message: 'Eine Ortsseiten-Vorlage braucht ihre Leistung.',
    hint: 'Wählen Sie die Leistung, die diese Seiten anbieten (aus den Leistungen).',
  }),
  unknownCategory: (category, categories) => ({
    message: `Die Kategorie „${category}“ ist keine der Kategorien des Blogs.`,
    hint: `${meinten(category, categories)}Kategorien: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'Das Kontaktformular muss nach einem Namen fragen, der ausgefüllt werden muss: Jede Anfrage wird unter einem Namen abgelegt.',
    hint: 'Nehmen Sie das Feld „Vorname“ oder „Nachname“ in die Formularfelder auf und lassen Sie bei ihm „Muss ausgefüllt werden“ angekreuzt.',
  }),
  formWithoutWayToReach: () => ({
    message:
      'Das Kontaktformular muss nach einer Telefonnummer oder einer E-Mail-Adresse fragen, die ausgefüllt werden muss, sonst könnten Sie auf eine Anfrage nicht antworten.',
    hint: 'Nehmen Sie das Feld „Telefon“ oder „E-Mail“ in die Formularfelder auf und lassen Sie bei ihm „Muss ausgefüllt werden“ angekreuzt.',
  }),
  formFieldTwice: (field, first) => ({
    message: `Das Kontaktformular fragt zweimal nach „${FORM_BOXES[field] ?? field}“.`,
    hint: `Jedes Feld kann nur einmal abgefragt werden: Entfernen Sie dieses oder das ${first}. Feld der Liste.`,
  }),

  extraComma: (place) => ({
    message: `Überzähliges Komma nach dem letzten Eintrag bei ${at(place)}.`,
    hint: 'Löschen Sie dieses Komma: Nach dem letzten Eintrag einer Liste oder eines Objekts steht keins.',
  }),
  missingComma: (place) => ({
    message: `Fehlendes Komma zwischen zwei Einträgen bei ${at(place)}.`,
    hint: 'Setzen Sie ein Komma hinter den Eintrag, der direkt vor dieser Stelle endet.',
  }),
  curlyQuote: (character, place) => ({
    message: `Typografisches Anführungszeichen ${character} bei ${at(place)}: Verwenden Sie ein gerades Anführungszeichen ".`,
    hint: 'Textprogramme ändern Anführungszeichen beim Tippen; schreiben Sie Texte und Namen zwischen gerade Anführungszeichen ".',
  }),
  unescapedQuote: (place) => ({
    message: `Ein Anführungszeichen in einem Text muss als \\" geschrieben werden (bei ${at(place)}).`,
    hint: 'Setzen Sie einen Backslash vor jedes Anführungszeichen, das zum Text gehört, oder verwenden Sie darin typografische Anführungszeichen „ “.',
  }),
  unexpectedEnd: (place) => ({
    message: `Die Datei endet zu früh bei ${at(place)}: Ein schließendes Anführungszeichen, } oder ] fehlt.`,
    hint: 'Schließen Sie jeden Text mit " ab, jede { mit } und jede [ mit ], in der richtigen Reihenfolge.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `Die Datei ist bei ${at(place)} kein gültiges JSON.`,
    hint: 'Suchen Sie direkt vor dieser Stelle nach einem fehlenden Komma, Anführungszeichen oder einer fehlenden Klammer.',
  }),
};
