// Słowa katalogu po polsku (the catalogue's words in Polish): what the site editor shows a Polish office
// manager (choose-language.ts gives them to the entries; `npm run check` stays English). One function
// per entry of catalogue.ts, with its arguments, so a new entry without Polish words fails tsc. Written
// as a Polish speaker would say it to the person keeping the site, in the polite impersonal register
// of Polish software ("Proszę wpisać…"), in the same plain words as the English: names of fields as the
// Polish editor shows them, no keys or JSON terms. Polish declines names, so a value or a name stands
// where its case does not matter: in quotes, after a colon, or after a noun that names it
// ("miejscowość Huron").
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in Polish; the schema's own words come through schemaText() (the schema's words in Polish, schema/generated/words.pl.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as Polish writes it in a sentence: a text between „ ”, anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `„${value}”` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `wiersz ${line}, kolumna ${column}`;
/** „szwedzki”: a language by its code, as Polish names it. */
const languageName = (locale: string) =>
  new Intl.DisplayNames(['pl'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the Polish decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "Czy chodziło o „x”? " for a misspelt name (did-you-mean.ts). */
function chodziloO(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Czy chodziło o „${suggestion}”? ` : '';
}

/** The kinds of value, as they stand after a colon. */
const KINDS: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'tak lub nie',
  array: 'lista',
  object: 'grupa ustawień',
};

/** The formats, as they stand after "nie jest". */
const FORMATS: Record<string, string> = {
  uri: 'prawidłowym adresem internetowym',
  'uri-reference': 'prawidłowym adresem',
  email: 'prawidłowym adresem e-mail',
  date: 'prawidłową datą',
  time: 'prawidłową godziną',
  'date-time': 'prawidłową datą i godziną',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'nie większa niż',
    '>=': 'nie mniejsza niż',
    '<': 'mniejsza niż',
    '>': 'większa niż',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in Polish where it is known; else a plain sentence. */
function ajvInPolish(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Dozwolona liczba znaków: najwyżej ${n}.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Wymagana liczba znaków: co najmniej ${n}.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Dozwolona liczba pozycji: najwyżej ${n}.`],
    [/^must NOT have duplicate items/, () => 'Jedna z pozycji się powtarza.'],
    [/^must be multiple of (.+)$/, (n) => `Wartość musi być wielokrotnością liczby ${number(n)}.`],
    [/^must be equal to one of the allowed values$/, () => 'Ta wartość jest niedozwolona.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Wartość jest nieprawidłowa.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English): "another" and "each" (dative). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Inna miejscowość', each: 'każdej miejscowości' },
  'page template': { another: 'Inny szablon', each: 'każdemu szablonowi' },
  service: { another: 'Inna usługa', each: 'każdej usłudze' },
  review: { another: 'Inna opinia', each: 'każdej opinii' },
  'blog post': { another: 'Inny wpis', each: 'każdemu wpisowi' },
  project: { another: 'Inna realizacja', each: 'każdej realizacji' },
  block: { another: 'Inny blok', each: 'każdemu blokowi' },
};
/** The field they must differ in (accusative): "ma już …", "proszę nadać … własną …". */
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'nazwę w adresie', own: 'własną nazwę w adresie' },
  'short name': { the: 'krótką nazwę', own: 'własną krótką nazwę' },
  'block name': { the: 'nazwę bloku', own: 'własną nazwę bloku' },
  number: { the: 'numer', own: 'własny numer' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) =>
  name
    .replace(/^by (.+)$/, 'autor: $1')
    .replace(/^block (\d+)$/, 'blok $1')
    .replace(/“([^”]*)”/g, '„$1”');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'zwykły tekst na białym tle',
  'body text on soft bands': 'zwykły tekst na delikatnym tle',
  'headings on soft bands': 'nagłówki na delikatnym tle',
  'small print on white': 'drobny druk na białym tle',
  'small print on soft bands': 'drobny druk na delikatnym tle',
  'links on white': 'linki na białym tle',
  'links on soft bands': 'linki na delikatnym tle',
  'button labels on the accent': 'tekst przycisków na kolorze akcentu',
  'text on dark bands and the hero': 'tekst na ciemnych pasach i na banerze głównym',
  "the hero's eyebrow line": 'górny wiersz banera głównego',
  'emergency bands and buttons': 'pasy i przyciski alarmowe',
};
/** The theme's colours, as the Polish editor names them. */
const COLOURS: Record<string, string> = {
  text: 'kolor tekstu',
  ink: 'kolor nagłówków',
  muted: 'kolor drobnego druku',
  accent: 'kolor akcentu',
  accentDark: 'ciemny kolor akcentu',
  heroEyebrow: 'kolor górnego wiersza banera',
  emergency: 'kolor alarmowy',
  line: 'kolor obramowań',
  soft: 'kolor delikatnego tła',
};

/** The contact form's boxes, as the Polish editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  phone: 'Telefon',
  email: 'E-mail',
  street: 'Ulica',
  city: 'Miejscowość',
  region: 'Region',
  postalCode: 'Kod pocztowy',
  comments: 'Wiadomość',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Proszę nadać miejscowości ${town[1]} własną nazwę w adresie (żadna inna miejscowość ani strona nie może mieć nazwy „${town[2]}”).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Proszę nadać wpisowi „${post[1]}” własną nazwę w adresie.`;
  return 'Proszę zmienić adres jednej z dwóch stron.';
}

/** A country's name in Polish ("DE" → "Niemcy"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['pl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The section of the editor where the country's conventions are set (the schema's title of Locale). */
const COUNTRY_CONVENTIONS = '„Ustawienia regionalne”';

/** What a country's regions are called, in Polish, as a field's name. */
const regionWord = (kind: string) => countryWords('pl').region[kind as RegionKind] ?? 'Region';

/** Every value the schema explains in words: the schema's words for it, in Polish. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `Wartość ${quote(value)} nie jest zapisana w oczekiwany sposób.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInPolish = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInPolish: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `„${name}” nie jest ustawieniem, które witryna zna w tym miejscu.`,
    hint: `${chodziloO(name, allowed)}Dozwolone w tym miejscu: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Proszę wypełnić pole „${schemaText(title)}”.`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Oczekiwany rodzaj wartości: ${KINDS[expected] ?? expected}.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} nie jest dozwoloną wartością.`,
    hint: `${typeof value === 'string' ? chodziloO(value, allowed.map(String)) : ''}Proszę użyć jednej z wartości: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Nieznany rodzaj bloku: ${quote(value)}.`,
    hint: `${typeof value === 'string' ? chodziloO(value, allowed) : ''}Rodzaje bloków: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `Wartość ${quote(value)} nie jest zapisana w oczekiwany sposób.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `Wartość ${quote(value)} nie jest ${FORMATS[format] ?? `poprawnie zapisana (format: ${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Pole jest puste.', hint: 'Proszę wpisać potrzebne słowa.' }
      : {
          message: `Tekst jest za krótki (wymagana liczba znaków: co najmniej ${min}).`,
          hint: 'Proszę dopisać trochę więcej.',
        },
  tooLong: (max, length) => ({
    message: `Tekst jest za długi (liczba znaków: ${length}, dozwolone najwyżej: ${max}).`,
    hint: 'Proszę go skrócić albo podzielić na kilka akapitów lub pozycji.',
  }),
  tooFew: (min) => ({
    message: `Lista wymaga co najmniej ${min} pozycji.`,
    hint: 'Proszę dodać brakujące pozycje listy.',
  }),
  tooMany: (max) => ({
    message: `Lista ma za dużo pozycji (dozwolone najwyżej: ${max}).`,
    hint: `Proszę usunąć pozycje, aby zostało ich najwyżej ${max}.`,
  }),
  outOfRange: (limit) => ({ message: `Wartość musi być ${limitInWords(limit)}.` }),
  noMatch: (description) => ({
    message: 'Wartość nie pasuje do żadnej z postaci dopuszczalnych w tym miejscu.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInPolish(ajvWords) }),

  ...fieldFormatsInPolish,

  unknownTown: (slug, towns) => ({
    message: `Żadna miejscowość nie ma nazwy w adresie „${slug}”.`,
    hint: `${chodziloO(slug, towns)}Miejscowości: ${towns.join(', ')}. Proszę najpierw dodać miejscowość albo poprawić pisownię.`,
  }),
  unknownService: (id, services) => ({
    message: `Żadna usługa nie ma krótkiej nazwy „${id}”.`,
    hint: `${chodziloO(id, services)}Usługi: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Żaden szablon nie ma krótkiej nazwy „${id}”.`,
    hint: `${chodziloO(id, templates)}Szablony: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `Szablon „${template}” nie ma bloku o nazwie „${id}”.`,
    hint: `${chodziloO(id, ids)}Nazwy bloków w tym szablonie: ${ids.join(', ') || '(brak)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `Blok „${id}” nie jest pokazywany w miejscowości ${town}, więc ten tekst nigdy by się nie pojawił.`,
    hint: `Proszę dodać miejscowość ${town} do listy „Tylko w tych miejscowościach” tego bloku w szablonie albo usunąć ten własny tekst.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Inna pozycja', each: 'każdej pozycji' };
    const f = LIST_FIELDS[field] ?? { the: 'wartość', own: 'własną wartość' };
    return {
      message: `${k.another} ma już ${f.the} „${value}” (${entryName(first)}).`,
      hint: `Proszę nadać ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, each] =
      kind === 'town' ? ['Inna miejscowość', 'każdej miejscowości'] : ['Inna usługa', 'każdej usłudze'];
    return {
      message: `${another} ma już nazwę „${name}” (pozycja ${firstPosition} na liście).`,
      hint: `Proszę nadać ${each} własną nazwę: inaczej menu, stopka i tytuły stron pokażą dwa razy „${name}”.`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Dwie strony miałyby ten sam adres ${path}: ${pages.map(entryName).join(' i ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['pl'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Ten tekst nie jest napisany w języku: ${L}, głównym języku witryny.`,
      hint: `Napisz go także w tym języku (${L}): stronę pisze się najpierw w języku głównym, a potem tłumaczy.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'To dana, taka sama w każdym języku, ale zapisano ją tu osobno dla każdego języka.',
    hint: `Zapisz ją raz, dla wszystkich języków: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `Tekst zawiera wstawkę „${name}”, której witryna w tym miejscu nie zna.`,
    hint: `${chodziloO(name, allowed)}Wstawki dostępne w tym miejscu: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `Tekst w kolorze ${text} na tle ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} jest trudny do odczytania: kontrast ${number(ratio.toFixed(2))}:1, poniżej 4,5:1 wymaganego przez WCAG AA.`,
    hint: `Proszę przyciemnić lub rozjaśnić ${COLOURS[change] ?? `kolor „${change}”`}, aż para kolorów osiągnie 4,5:1.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `Czcionka „${family}” nie jest zainstalowana.`,
    hint: `Proszę ją zainstalować poleceniem \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\` albo wybrać zainstalowaną: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `Czcionka „${family}” ma grubości: ${has.replace(' to ', '–')}, a ta rola wymaga grubości: ${needs.replace(' to ', '–')}.`,
    hint: 'Proszę wybrać czcionkę zmienną, której zakres grubości obejmuje wymaganą.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `Silnik witryny nie ma słów w tym języku: ${languageName(locale)} (${locale}). Strony, komunikaty formularza, odpowiedzi serwera i e-mail z zapytaniem byłyby po angielsku.`,
    hint: `Proszę napisać je w pliku ${file} obok site.json: \`npm run words -- ${locale}\` tworzy ten plik z angielskimi słowami do przetłumaczenia (pojedyncze słowa nadal można zmieniać w sekcji „Teksty stałe”); albo wybrać język, który zna silnik: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} nie jest poprawnym plikiem JSON: ${error}.`,
    hint: `Proszę poprawić plik ${file}: każde słowo ma postać "nazwa": "tekst", z przecinkami pomiędzy nimi.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `W pliku ${file} ${missing.length === 1 ? 'brakuje jednego ze słów silnika' : `brakuje słów silnika (liczba: ${missing.length})`}: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `Proszę je dodać (angielskie słowa są w shared/site/languages/en.ts) albo wpisać "extends": "<język znany silnikowi>", aby pozostałe słowa wziąć z tego języka.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} zawiera „${key}”, które nie jest żadnym ze słów silnika.`,
    hint: `${chodziloO(key, known)}Proszę je usunąć albo nazwać słowo tak jak w shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: „${key}” musi być ${wanted === 'a text' ? 'tekstem' : wanted === '12 or 24' ? 'liczbą 12 lub 24' : wanted}.`,
    hint: 'Proszę zapisać je tak jak w angielskim pakiecie (shared/site/languages/en.ts), w języku witryny.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: w „${key}” brakuje wstawek, które silnik w tym miejscu uzupełnia: ${missing.join(', ')}.`,
    hint: 'Proszę zostawić każdą z nich na jej miejscu w zdaniu, tak jak w wersji angielskiej.',
  }),
  unknownCountry: (code) => ({
    message: `„${code}” nie jest kodem kraju znanym witrynie.`,
    hint: 'Proszę wpisać dwuliterowy kod ISO 3166 kraju firmy, np. „PL” lub „DE”.',
  }),
  badPhone: (phone, country, example) => ({
    message: `„${phone}” nie jest prawidłowym numerem telefonu (kraj: ${countryName(country)}).`,
    hint: `Proszę zapisać numer tak, jak wybiera się go w tym kraju, z numerem kierunkowym${example ? `, np. ${example}` : ''}; albo ustawić kraj firmy w sekcji ${COUNTRY_CONVENTIONS}.`,
  }),
  badRegExp: (pattern) => ({
    message: `„${pattern}” nie jest prawidłową regułą (poprawnym wyrażeniem regularnym).`,
    hint: 'Proszę poprawić regułę, np. „^\\d{2}-\\d{3}$” dla polskich kodów pocztowych.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `„${value}” nie jest prawidłową wartością pola „${label}”.`,
    hint: example
      ? `Proszę zapisać wartość tak, jak zapisuje ją poczta, np. ${example}.`
      : `Proszę zapisać wartość tak, jak zapisuje ją poczta; żadna wartość pola „${label}” w witrynie nie pasuje do reguły kodu pocztowego w sekcji ${COUNTRY_CONVENTIONS} (${pattern}), więc warto sprawdzić także tę regułę.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `W adresie biura brakuje pola „${regionWord(kind)}”, które adresy w tym kraju (${countryName(country)}) zawsze zawierają.`,
    hint: `Proszę wypełnić pole „Województwo lub region” tak, jak zapisuje je poczta${example ? `, np. ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Przy miejscowości ${town} brakuje pola „${regionWord(kind)}”, które adresy w tym kraju (${countryName(country)}) zawsze zawierają.`,
    hint: `Proszę wypełnić przy niej pole „Województwo lub region” tak, jak zapisuje je poczta${example ? `, np. ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `Godzina zamknięcia ${closes} nie jest późniejsza niż godzina otwarcia ${opens}.`,
    hint: `Proszę ustawić godzinę zamknięcia późniejszą niż ${opens} tego samego dnia. Czynne po północy? Proszę ustawić zamknięcie na ${lastMinute}, a otwarcie następnego dnia na ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `„${value}” nie jest żadną z wartości pola „${label}” znanych witrynie.`,
    hint: `${chodziloO(value, allowed)}Proszę użyć jednej z nich: ${allowed.join(', ')}, albo dodać ją do regionów w sekcji ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `Plik obrazu „${src}” nie istnieje w folderze assets/images/.`,
    hint: `${chodziloO(src, files)}Proszę umieścić plik w folderze assets/images/ albo poprawić nazwę.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Żadna ikona Lucide nie nazywa się „${name}”.`,
    hint: `${chodziloO(name, names)}${about.length ? `Ikony związane z „${name}”: ${about.join(', ')}. ` : ''}Proszę znaleźć ikonę na lucide.dev/icons i wpisać jej nazwę tak, jak pokazuje ją strona, małymi literami i z łącznikami (np. leaf, zap lub shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Link prowadzi pod adres ${href}, którego nie ma żadna strona.`,
    hint: `${chodziloO(href.split('#')[0] ?? href, routes)}Proszę poprawić adres albo dodać stronę.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Żadna opinia nie ma krótkiej nazwy „${id}”.`,
    hint: `${chodziloO(id, ids)}Proszę dodać ją do opinii klientów albo poprawić nazwę.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `Miejscowość ${town} nie ma opinii ${ids.map(quote).join(' ani ')}, którą pokazuje jej strona z szablonu „${template}”.`,
    hint: `Proszę dodać ${ids.length === 1 ? 'ją' : 'je'} do opinii klientów albo w bloku „Opinie klientów” szablonu wypełnić pole „Opinie zastępcze” (np. ogólnymi opiniami witryny) dla miejscowości bez własnych opinii.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Żaden wpis na blogu nie ma nazwy w adresie „${slug}”.`,
    hint: `${chodziloO(slug, slugs)}Wpisy: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `Dodatkowy adres prowadzi pod ${to}, ale żadna strona nie ma tego adresu.`,
    hint: `${chodziloO(to, routes)}Proszę skierować go na istniejącą stronę.`,
  }),
  aliasChain: (to) => ({
    message: `Dodatkowy adres prowadzi pod ${to}, który sam jest dodatkowym adresem.`,
    hint: 'Proszę skierować go bezpośrednio na właściwą stronę.',
  }),
  pageServiceMissing: () => ({
    message: 'Strona opisana dla wyszukiwarek jako usługa musi wskazywać swoją usługę.',
    hint: 'Proszę wybrać usługę, którą prezentuje strona (spośród usług), albo kilka, jeśli prezentuje kilka.',
  }),
  templateServiceMissing: () => ({
    message: 'Szablon stron miejscowości musi wskazywać swoją usługę.',
    hint: 'Proszę wybrać usługę, którą sprzedają te strony (spośród usług).',
  }),
  unknownCategory: (category, categories) => ({
    message: `Kategoria „${category}” nie jest żadną z kategorii bloga.`,
    hint: `${chodziloO(category, categories)}Kategorie: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'Formularz kontaktowy musi pytać o imię lub nazwisko, które trzeba wypełnić: każde zapytanie jest zapisywane pod nazwiskiem.',
    hint: 'Proszę dodać do pól formularza pole „Imię” lub „Nazwisko” i pozostawić przy nim zaznaczone „Wymagane”.',
  }),
  formWithoutWayToReach: () => ({
    message:
      'Formularz kontaktowy musi pytać o numer telefonu lub adres e-mail, które trzeba wypełnić, inaczej nie będzie można odpowiedzieć na zapytanie.',
    hint: 'Proszę dodać do pól formularza pole „Telefon” lub „E-mail” i pozostawić przy nim zaznaczone „Wymagane”.',
  }),
  formFieldTwice: (field, first) => ({
    message: `Formularz kontaktowy dwa razy pyta o pole „${FORM_BOXES[field] ?? field}”.`,
    hint: `Każde pole może wystąpić tylko raz: proszę usunąć bieżące pole albo pole nr ${first} na liście.`,
  }),

  extraComma: (place) => ({
    message: `Zbędny przecinek po ostatniej pozycji (${at(place)}).`,
    hint: 'Proszę usunąć ten przecinek: po ostatniej pozycji listy lub obiektu nie stawia się przecinka.',
  }),
  missingComma: (place) => ({
    message: `Brak przecinka między dwiema pozycjami (${at(place)}).`,
    hint: 'Proszę postawić przecinek po pozycji, która kończy się tuż przed tym miejscem.',
  }),
  curlyQuote: (character, place) => ({
    message: `Cudzysłów drukarski ${character} (${at(place)}): proszę użyć prostego cudzysłowu ".`,
    hint: 'Edytory tekstu zmieniają cudzysłowy podczas pisania; teksty i nazwy należy ujmować w proste cudzysłowy ".',
  }),
  unescapedQuote: (place) => ({
    message: `Cudzysłów wewnątrz tekstu trzeba zapisać jako \\" (${at(place)}).`,
    hint: 'Proszę postawić ukośnik wsteczny przed każdym cudzysłowem należącym do tekstu albo użyć w nim cudzysłowów drukarskich „ ”.',
  }),
  unexpectedEnd: (place) => ({
    message: `Plik kończy się za wcześnie (${at(place)}): brakuje zamykającego cudzysłowu, } lub ].`,
    hint: 'Proszę zamknąć każdy tekst znakiem ", każdy { znakiem }, a każdy [ znakiem ], we właściwej kolejności.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `Plik nie jest poprawnym JSON-em (${at(place)}).`,
    hint: 'Proszę poszukać brakującego przecinka, cudzysłowu lub nawiasu tuż przed tym miejscem.',
  }),
};
