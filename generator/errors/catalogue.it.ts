// Le parole del catalogo in italiano (the catalogue's words in Italian): what the site editor shows an
// Italian office manager (choose-language.ts gives them to the entries; `npm run check` stays English).
// One function per entry of catalogue.ts, with its arguments, so a new entry without Italian words
// fails tsc. Written as an Italian speaker would say it to the person keeping the site: what is wrong
// plainly, how to fix it in the courtesy form (Lei) or the impersonal infinitive, names of fields as
// the Italian editor shows them, no keys or JSON terms, values between « ».
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in Italian; the schema's own words come through schemaText() (the schema's words in Italian, schema/generated/words.it.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as Italian writes it in a sentence: a text between « », anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `«${value}»` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** «svedese»: a language by its code, as Italian names it. */
const lingua = (locale: string) =>
  new Intl.DisplayNames(['it'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the Italian decimal comma. */
const numero = (value: number | string) => String(value).replace('.', ',');

/** "Intendeva «x»? " for a misspelt name (did-you-mean.ts). */
function intendeva(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Intendeva «${suggestion}»? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  integer: 'un numero intero',
  boolean: 'sì o no',
  array: 'un elenco',
  object: 'un gruppo di impostazioni',
};

const FORMATS: Record<string, string> = {
  uri: 'un indirizzo web valido',
  'uri-reference': 'un indirizzo valido',
  email: 'un indirizzo e-mail valido',
  date: 'una data valida',
  time: 'un orario valido',
  'date-time': 'una data e ora valida',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'al massimo',
    '>=': 'almeno',
    '<': 'minore di',
    '>': 'maggiore di',
  };
  return comparison ? `${words[comparison]} ${numero(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in Italian where it is known; else a plain sentence. */
function ajvInItalian(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Può avere al massimo ${n} caratteri.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Deve avere almeno ${n} caratteri.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Può avere al massimo ${n} voci.`],
    [/^must NOT have duplicate items/, () => 'Contiene una voce ripetuta due volte.'],
    [/^must be multiple of (.+)$/, (n) => `Deve essere un multiplo di ${numero(n)}.`],
    [/^must be equal to one of the allowed values$/, () => 'Non è uno dei valori ammessi.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Così non è valido.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Un’altra località', each: 'a ogni località' },
  'page template': { another: 'Un altro modello', each: 'a ogni modello' },
  service: { another: 'Un altro servizio', each: 'a ogni servizio' },
  review: { another: 'Un’altra recensione', each: 'a ogni recensione' },
  'blog post': { another: 'Un altro articolo', each: 'a ogni articolo' },
  project: { another: 'Un altro progetto', each: 'a ogni progetto' },
  block: { another: 'Un altro blocco', each: 'a ogni blocco' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'il nome nell’indirizzo', own: 'un proprio nome nell’indirizzo' },
  'short name': { the: 'il nome breve', own: 'un proprio nome breve' },
  'block name': { the: 'il nome del blocco', own: 'un proprio nome del blocco' },
  number: { the: 'il numero', own: 'un proprio numero' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) =>
  name
    .replace(/^by (.+)$/, 'di $1')
    .replace(/^block (\d+)$/, 'blocco $1')
    .replace(/“([^”]*)”/g, '«$1»');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'testo normale su bianco',
  'body text on soft bands': 'testo normale sullo sfondo tenue',
  'headings on soft bands': 'titoli sullo sfondo tenue',
  'small print on white': 'note in piccolo su bianco',
  'small print on soft bands': 'note in piccolo sullo sfondo tenue',
  'links on white': 'link su bianco',
  'links on soft bands': 'link sullo sfondo tenue',
  'button labels on the accent': 'testo dei pulsanti sul colore di risalto',
  'text on dark bands and the hero': 'testo sulle fasce scure e sul banner principale',
  "the hero's eyebrow line": 'la riga sopra il titolo del banner principale',
  'emergency bands and buttons': 'fasce e pulsanti di emergenza',
};
/** The theme's colours, as the Italian editor names them. */
const COLOURS: Record<string, string> = {
  text: 'il colore del testo',
  ink: 'il colore dei titoli',
  muted: 'il colore delle note in piccolo',
  accent: 'il colore di risalto',
  accentDark: 'il colore di risalto scuro',
  heroEyebrow: 'il colore della riga sopra il titolo del banner',
  emergency: 'il colore di emergenza',
  line: 'il colore dei bordi',
  soft: 'il colore di sfondo tenue',
};

/** The contact form's boxes, as the Italian editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Nome',
  lastName: 'Cognome',
  phone: 'Telefono',
  email: 'E-mail',
  street: 'Via',
  city: 'Città',
  region: 'Provincia o regione',
  postalCode: 'Codice postale',
  comments: 'Note',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Dia alla località ${town[1]} un proprio nome nell’indirizzo (nessun’altra località o pagina può avere «${town[2]}»).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Dia all’articolo «${post[1]}» un proprio nome nell’indirizzo.`;
  return 'Cambi l’indirizzo di una delle due pagine.';
}

/** A country's name in Italian ("IT" → "Italia"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['it'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const COUNTRY_CONVENTIONS = '«Convenzioni del paese»';

/** Every value the schema explains in words: the schema's words for it, in Italian. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} non è scritto nel modo previsto.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInItalian = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInItalian: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `«${name}» non è un’impostazione che il sito conosce in questo punto.`,
    hint: `${intendeva(name, allowed)}Qui sono ammessi: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Compilare «${schemaText(title)}».`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Deve essere ${KINDS[expected] ?? expected}.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} non è un valore ammesso.`,
    hint: `${typeof value === 'string' ? intendeva(value, allowed.map(String)) : ''}Usi uno di questi valori: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Tipo di blocco sconosciuto: ${quote(value)}.`,
    hint: `${typeof value === 'string' ? intendeva(value, allowed) : ''}Tipi di blocco: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} non è scritto nel modo previsto.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `${quote(value)} non è ${FORMATS[format] ?? `scritto correttamente (${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Questo campo è vuoto.', hint: 'Scriva le parole che vanno qui.' }
      : { message: `Troppo corto: servono almeno ${min} caratteri.`, hint: 'Scriva ancora qualcosa.' },
  tooLong: (max, length) => ({
    message: `Troppo lungo: ${length} caratteri, dove ne stanno al massimo ${max}.`,
    hint: 'Accorci il testo, oppure lo divida in più paragrafi o voci.',
  }),
  tooFew: (min) => ({
    message: min === 1 ? 'Serve almeno una voce.' : `Servono almeno ${min} voci.`,
    hint: 'Aggiunga le voci che mancano all’elenco.',
  }),
  tooMany: (max) => ({
    message: `Ha più di ${max} voci.`,
    hint: `Tolga voci finché non ce ne sono al massimo ${max}.`,
  }),
  outOfRange: (limit) => ({ message: `Deve essere ${limitInWords(limit)}.` }),
  noMatch: (description) => ({
    message: 'Non corrisponde a nessuna delle forme possibili qui.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInItalian(ajvWords) }),

  ...fieldFormatsInItalian,

  unknownTown: (slug, towns) => ({
    message: `Nessuna località ha il nome nell’indirizzo «${slug}».`,
    hint: `${intendeva(slug, towns)}Località: ${towns.join(', ')}. Aggiunga prima la località, oppure corregga il nome.`,
  }),
  unknownService: (id, services) => ({
    message: `Nessun servizio ha il nome breve «${id}».`,
    hint: `${intendeva(id, services)}Servizi: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Nessun modello ha il nome breve «${id}».`,
    hint: `${intendeva(id, templates)}Modelli: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `Il modello «${template}» non ha nessun blocco con il nome «${id}».`,
    hint: `${intendeva(id, ids)}Nomi dei blocchi in questo modello: ${ids.join(', ') || '(nessuno)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `Il blocco «${id}» non viene mostrato per ${town}, quindi questo testo non comparirebbe mai.`,
    hint: `Nel modello, aggiunga ${town} all’elenco «Solo per queste località» di questo blocco, oppure tolga questo testo proprio.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Un’altra voce', each: 'a ogni voce' };
    const f = LIST_FIELDS[field] ?? { the: 'il valore', own: 'un proprio valore' };
    return {
      message: `${k.another} ha già ${f.the} «${value}» (${entryName(first)}).`,
      hint: `Dia ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, first, each] =
      kind === 'town'
        ? ['Un’altra località', `la località n. ${firstPosition}`, 'a ogni località']
        : ['Un altro servizio', `il servizio n. ${firstPosition}`, 'a ogni servizio'];
    return {
      message: `${another} si chiama già «${name}» (${first} dell’elenco).`,
      hint: `Dia ${each} un nome proprio: altrimenti il menu, il piè di pagina e i titoli delle pagine mostrano due volte «${name}».`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Due pagine avrebbero lo stesso indirizzo ${path}: ${pages.map(entryName).join(' e ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['it'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Questo testo non è scritto in ${L}, la lingua principale del sito.`,
      hint: `Scrivetelo anche in ${L}: una pagina si scrive prima nella lingua principale, poi si traduce.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'È un dato, uguale in tutte le lingue, ma qui è scritto una volta per lingua.',
    hint: `Scrivetelo una sola volta, per tutte le lingue: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `Il testo chiede di inserire «${name}», che il sito qui non conosce.`,
    hint: `${intendeva(name, allowed)}Che cosa può inserire qui: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `Il testo in ${text} su ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} è difficile da leggere: contrasto ${numero(ratio.toFixed(2))}:1, sotto il 4,5:1 richiesto dalle WCAG AA.`,
    hint: `Renda ${COLOURS[change] ?? `il colore «${change}»`} più scuro o più chiaro, finché la coppia non raggiunge 4,5:1.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `Il carattere «${family}» non è installato.`,
    hint: `Lo installi con \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, oppure ne scelga uno installato: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `Il carattere «${family}» ha i pesi ${has.replace(' to ', '–')}, ma questo ruolo richiede ${needs.replace(' to ', '–')}.`,
    hint: 'Scelga un carattere variabile i cui pesi coprano questo intervallo.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `Il motore del sito non ha parole in ${lingua(locale)} (${locale}): pagine, messaggi del modulo, risposte del server e l’e-mail di ogni richiesta sarebbero in inglese.`,
    hint: `Le scriva in ${file} accanto a site.json: \`npm run words -- ${locale}\` crea il file con le parole inglesi da tradurre (le singole parole si cambiano comunque in «Diciture»); oppure scelga una lingua che il sito parla: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} non è un JSON valido: ${error}.`,
    hint: `Corregga ${file}: ogni parola è scritta "nome": "testo", con virgole fra l’una e l’altra.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `In ${file} ${missing.length === 1 ? 'manca una delle parole' : `mancano ${missing.length} delle parole`} del motore del sito: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `${missing.length === 1 ? 'La aggiunga' : 'Le aggiunga'} (le parole inglesi sono in shared/site/languages/en.ts), oppure scriva "extends": "<una lingua del motore>" per prendere le altre da quella lingua.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} contiene «${key}», che non è una delle parole del motore del sito.`,
    hint: `${intendeva(key, known)}La tolga, oppure chiami la parola come in shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: «${key}» deve essere ${wanted === 'a text' ? 'un testo' : wanted === '12 or 24' ? '12 o 24' : wanted}.`,
    hint: 'La scriva come nel pacchetto inglese (shared/site/languages/en.ts), nella lingua del sito.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: «${key}» omette ${missing.join(', ')}, che il sito inserisce in quel punto.`,
    hint: 'Lasci ognuno di questi segnaposto al suo posto nella frase, come nell’inglese.',
  }),
  unknownCountry: (code) => ({
    message: `«${code}» non è un codice di paese che il sito conosce.`,
    hint: 'Scriva il codice di due lettere (ISO 3166) del paese dell’attività, per esempio «IT» o «CH».',
  }),
  badPhone: (phone, country, example) => ({
    message: `«${phone}» non è un numero di telefono valido (paese: ${countryName(country)}).`,
    hint: `Scriva il numero come si compone in quel paese, con il prefisso${example ? `, per esempio ${example}` : ''}; oppure imposti in ${COUNTRY_CONVENTIONS} il paese dell’attività.`,
  }),
  badRegExp: (pattern) => ({
    message: `«${pattern}» non è una regola valida (non è un’espressione regolare valida).`,
    hint: 'Corregga la regola, per esempio «^\\d{5}$» per i CAP italiani.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `«${value}» non è un valore valido per «${label}».`,
    hint: example
      ? `Lo scriva come lo scrive la posta, per esempio ${example}.`
      : `Lo scriva come lo scrive la posta; nessun valore di «${label}» nel sito corrisponde alla regola del codice postale in ${COUNTRY_CONVENTIONS} (${pattern}), quindi controlli anche quella.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `Nell’indirizzo della sede manca la voce «${countryWords('it').region[kind as RegionKind] ?? 'Regione'}», che gli indirizzi di questo paese (${countryName(country)}) hanno sempre.`,
    hint: `Compili «Provincia o regione» come lo scrive la posta${example ? `, per esempio ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Alla località ${town} manca la voce «${countryWords('it').region[kind as RegionKind] ?? 'Regione'}», che gli indirizzi di questo paese (${countryName(country)}) hanno sempre.`,
    hint: `Compili per questa località «Provincia o regione» come lo scrive la posta${example ? `, per esempio ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `L’orario di chiusura ${closes} non viene dopo l’orario di apertura ${opens}.`,
    hint: `Scelga un orario di chiusura successivo alle ${opens} dello stesso giorno. Aperto oltre la mezzanotte? Chiuda alle ${lastMinute} e apra il giorno dopo alle ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `«${value}» non è uno dei valori di «${label}» che il sito conosce.`,
    hint: `${intendeva(value, allowed)}Usi uno di questi: ${allowed.join(', ')}, oppure aggiunga le regioni in ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `Il file di immagine «${src}» non esiste nella cartella assets/images/.`,
    hint: `${intendeva(src, files)}Metta il file in assets/images/ oppure corregga il nome.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Nessuna icona Lucide si chiama «${name}».`,
    hint: `${intendeva(name, names)}${about.length ? `Icone su «${name}»: ${about.join(', ')}. ` : ''}Cerchi l’icona su lucide.dev/icons e ne scriva il nome come lo mostra il sito, in lettere minuscole e con trattini (per esempio leaf, zap o shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Link a ${href}, ma nessuna pagina ha questo indirizzo.`,
    hint: `${intendeva(href.split('#')[0] ?? href, routes)}Corregga l’indirizzo, oppure aggiunga la pagina.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Nessuna recensione ha il nome breve «${id}».`,
    hint: `${intendeva(id, ids)}La aggiunga alle recensioni dei clienti, oppure corregga il nome.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `La località ${town} non ha nessuna recensione ${ids.map(quote).join(' o ')}, che la sua pagina del modello «${template}» mostra.`,
    hint: `${ids.length === 1 ? 'La aggiunga' : 'Le aggiunga'} alle recensioni dei clienti, oppure compili nel blocco «Recensioni dei clienti» del modello il campo «Recensioni di riserva» (per esempio con le recensioni generali del sito) per le località senza recensioni proprie.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Nessun articolo del blog ha il nome nell’indirizzo «${slug}».`,
    hint: `${intendeva(slug, slugs)}Articoli: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `L’indirizzo aggiuntivo porta a ${to}, ma nessuna pagina ha questo indirizzo.`,
    hint: `${intendeva(to, routes)}Lo faccia portare a una pagina esistente.`,
  }),
  aliasChain: (to) => ({
    message: `L’indirizzo aggiuntivo porta a ${to}, che è a sua volta un indirizzo aggiuntivo.`,
    hint: 'Lo faccia portare direttamente alla pagina principale.',
  }),
  pageServiceMissing: () => ({
    message: 'Una pagina descritta ai motori di ricerca come servizio ha bisogno del suo servizio.',
    hint: 'Scelga il servizio che la pagina presenta (tra i servizi), oppure più servizi se ne presenta più d’uno.',
  }),
  templateServiceMissing: () => ({
    message: 'Un modello di pagina per località ha bisogno del suo servizio.',
    hint: 'Scelga il servizio che vendono queste pagine (tra i servizi).',
  }),
  unknownCategory: (category, categories) => ({
    message: `La categoria «${category}» non è una delle categorie del blog.`,
    hint: `${intendeva(category, categories)}Categorie: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'Il modulo di contatto deve chiedere un nome da compilare obbligatoriamente: ogni richiesta viene conservata sotto un nome.',
    hint: 'Aggiunga il campo «Nome» o «Cognome» ai campi del modulo e lasci spuntato «Obbligatorio».',
  }),
  formWithoutWayToReach: () => ({
    message:
      'Il modulo di contatto deve chiedere un numero di telefono o un indirizzo e-mail da compilare obbligatoriamente, altrimenti non potrebbe rispondere a una richiesta.',
    hint: 'Aggiunga il campo «Telefono» o «E-mail» ai campi del modulo e lasci spuntato «Obbligatorio».',
  }),
  formFieldTwice: (field, first) => ({
    message: `Il modulo di contatto chiede due volte «${FORM_BOXES[field] ?? field}».`,
    hint: `Ogni campo si può chiedere una volta sola: tolga questo oppure il campo n. ${first} dell’elenco.`,
  }),

  extraComma: (place) => ({
    message: `Virgola in più dopo l’ultima voce, a ${at(place)}.`,
    hint: 'Cancelli questa virgola: dopo l’ultima voce di un elenco o di un oggetto non ce n’è.',
  }),
  missingComma: (place) => ({
    message: `Manca una virgola tra due voci, a ${at(place)}.`,
    hint: 'Metta una virgola dopo la voce che finisce subito prima di questo punto.',
  }),
  curlyQuote: (character, place) => ({
    message: `Virgoletta tipografica ${character} a ${at(place)}: usi una virgoletta dritta ".`,
    hint: 'I programmi di videoscrittura cambiano le virgolette mentre si scrive; scriva testi e nomi tra virgolette dritte ".',
  }),
  unescapedQuote: (place) => ({
    message: `Una virgoletta dentro un testo va scritta \\" (a ${at(place)}).`,
    hint: 'Metta una barra rovesciata prima di ogni virgoletta che fa parte del testo, oppure usi al suo interno le virgolette « ».',
  }),
  unexpectedEnd: (place) => ({
    message: `Il file finisce troppo presto, a ${at(place)}: manca una virgoletta di chiusura, una } o una ].`,
    hint: 'Chiuda ogni testo con ", ogni { con } e ogni [ con ], nell’ordine giusto.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `Il file non è un JSON valido a ${at(place)}.`,
    hint: 'Cerchi subito prima di questo punto una virgola, una virgoletta o una parentesi mancante.',
  }),
};
