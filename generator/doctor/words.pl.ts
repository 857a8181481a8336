// Słowa doktora po polsku (the doctor's words in Polish): what the site editor shows a Polish office
// manager after a publish and in its advice (say.ts chooses them; `npm run doctor` stays English). One
// function per entry of words.ts, with its facts, so a missing one fails tsc. Written as a Polish
// speaker would say it to the person keeping the site, in the polite impersonal register of Polish
// software ("Proszę poprawić…"), in the same plain words as the English: fields named as the Polish
// editor names them, no keys or JSON terms. Names and values stand where their case does not matter
// (in quotes, after a colon, after a noun that names them). What a developer needs by hand (`byHand`)
// stays the English entry's.
import type {
  BusinessFacts,
  CopiedFrom,
  DoctorNotesIn,
  DoctorWordsIn,
  MetaField,
  NamedField,
  NapPlace,
  NearCopy,
} from './words';

/** A share (0.85) as Polish writes a percentage ("85%"). */
const procent = (share: number) => `${Math.round(share * 100)}%`;
const cytaty = (texts: string[]) => texts.map((t) => `„${t}”`).join(', ');
const lista = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}` : (items[0] ?? '');

/** Where the name, address and phone are compared: the place, as it stands at the start of a sentence ("W stopce"). */
const MIEJSCE: Record<NapPlace, string> = { footer: 'W stopce', contactPage: 'Na stronie kontaktowej' };
const napWskazowka = (b: BusinessFacts) =>
  `Proszę pokazywać firmę wszędzie dokładnie tak, jak podają ją Dane firmy (${b.name}, ${b.address}, ${b.phone}): poprawić tekst, który się różni, albo Dane firmy, jeśli błąd jest w nich.`;
const BLAD_SILNIKA = 'Ten błąd leży po stronie silnika witryny, a nie tekstu; proszę zgłosić go programiście.';
const obrazWskazowka =
  'Proszę napisać Opis obrazu: krótkie zdanie o tym, co przedstawia obraz (np. „Świeża kora wokół młodego klonu w ogródku przed domem”). Dla obrazu, którego brak nikomu by nie przeszkadzał, proszę zamiast tego zaznaczyć „Tylko dekoracyjny”.';
const sciezkaWskazowka = `Obie powstają z adresu strony. ${BLAD_SILNIKA}`;
const miejscowosciWskazowka =
  'Proszę poprawić wyliczenie albo pozwolić witrynie wyliczać obsługiwane miejscowości: takie wyliczenie pozostaje poprawne, gdy miejscowość zostanie dodana lub usunięta.';
const robotsWskazowka = (sitemap: string) =>
  `Potrzebny jest wiersz „Sitemap: ${sitemap}”. Proszę sprawdzić Adres internetowy w Ustawieniach witryny i utworzyć witrynę ponownie (robi tak przycisk „Opublikuj”); jeśli adres jest poprawny, proszę zgłosić sprawę programiście.`;
const MAPA_WSKAZOWKA =
  'Proszę utworzyć witrynę ponownie (robi tak przycisk „Opublikuj”); jeśli problem pozostanie, proszę zgłosić go programiście.';
const adresWskazowka = (origin?: string) =>
  `Proszę sprawdzić Adres internetowy w Ustawieniach witryny${origin ? ` (${origin})` : ''}; jeśli jest poprawny, proszę zgłosić sprawę programiście.`;

/** A title or a search summary, in the forms a Polish sentence needs (both masculine). */
const POLE: Record<MetaField, { mianownik: string; dopelniacz: string; biernik: string; miejscowosci: string }> = {
  title: {
    mianownik: 'Tytuł',
    dopelniacz: 'tytułu',
    biernik: 'tytuł',
    miejscowosci: 'własny tytuł miejscowości',
  },
  description: {
    mianownik: 'Opis w wynikach wyszukiwania',
    dopelniacz: 'opisu w wynikach wyszukiwania',
    biernik: 'opis w wynikach wyszukiwania',
    miejscowosci: 'własny opis miejscowości w wynikach wyszukiwania',
  },
};

const progWskazowka = 'Próg określa ustawienie „Dopuszczalne podobieństwo stron miejscowości” w Ustawieniach witryny.';
const zdania = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `„${t}”`)
        .join(' ')} i ${texts.length - 3} kolejne`
    : texts.map((t) => `„${t}”`).join(' ');
const wCzesci = (block?: string) => (block ? ` (część: ${block})` : '');
/** "Nagłówek „…” pochodzi", "Zdania „…” „…” pochodzą": what was copied, and its verb. */
const skopiowanyTekst = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `Wiersze ${zdania(f.sentences)} pochodzą`
    : f.field === 'heading' || f.field === 'line'
      ? `${NAZWANE_POLE[f.field]} ${zdania(f.sentences)} pochodzi`
      : `${f.sentences.length > 1 ? 'Zdania' : 'Zdanie'} ${zdania(f.sentences)} ${f.sentences.length > 1 ? 'pochodzą' : 'pochodzi'}`;
/** "tego nagłówka", "tych zdań": what to write a version of (genitive). */
const skopiowanaRzecz = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'tego nagłówka'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'tych wierszy'
        : 'tego wiersza'
      : f.sentences.length > 1
        ? 'tych zdań'
        : 'tego zdania';
/** How to bring a page's shared text down: the parts every town shares, to rewrite for the town or leave out there. */
const wspolneCzesci = (f: NearCopy) =>
  f.shared?.length
    ? `Większość tego tekstu jest wspólna dla wszystkich miejscowości, w częściach: ${f.shared.join(', ')}. Każda z nich, którą strona miejscowości ${f.town} ma we własnych słowach albo pomija, obniża wynik: proszę napisać własną wersję dla miejscowości ${f.town} albo pominąć część na jej stronie (w kreatorze „Dodaj miejscowość” polem „Pomiń na stronie miejscowości ${f.town}”, w szablonie wyborem „Tylko w tych miejscowościach”).`
    : `Proszę napisać własny tekst miejscowości ${f.town} dla tej strony (tytuł, opis, tekst banera, wstęp i karty specjalności).`;
const NAZWANE_POLE: Record<NamedField, string> = {
  sentence: 'Zdanie',
  heading: 'Nagłówek',
  line: 'Wiersz',
  title: 'Tytuł strony',
  description: 'Opis w wynikach wyszukiwania',
  alt: 'Opis obrazu',
};

export const doctorWordsInPolish: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `Dodatkowy adres ${from} prowadzi pod ${to}, który sam jest dodatkowym adresem (strony ${next}).`,
    hint: `Proszę zmienić jego Adres właściwej strony na ${next}, aby prowadził bezpośrednio na właściwą stronę.`,
  }),

  altMissing: (src) => ({ message: `Obraz ${src} nie ma opisu.`, hint: obrazWskazowka }),
  altEmpty: (src) => ({
    message: `Obraz ${src} ma pusty opis, ale nie jest oznaczony jako „Tylko dekoracyjny”.`,
    hint: obrazWskazowka,
  }),
  altFileName: (src, alt) => ({
    message: `Opis obrazu ${src} nic nie mówi: „${alt}” jest nazwą pliku.`,
    hint: obrazWskazowka,
  }),
  altSaysNothing: (src, alt) => ({
    message: `Opis obrazu ${src} nic nie mówi: „${alt}” nie mówi, co przedstawia obraz.`,
    hint: obrazWskazowka,
  }),
  altLikeFileName: (src, alt) => ({
    message: `Opis obrazu ${src} nic nie mówi: „${alt}” wygląda jak nazwa pliku.`,
    hint: obrazWskazowka,
  }),

  breadcrumbNoList: () => ({
    message: 'Strona pokazuje ścieżkę nawigacji, ale jej dane strukturalne dla wyszukiwarek jej nie zawierają.',
    hint: sciezkaWskazowka,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `Ścieżka nawigacji pokazuje „${shown}”, a dane strukturalne podają „${listed}”.`,
    hint: sciezkaWskazowka,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `Pozycja „${name}” ścieżki nawigacji prowadzi pod ${url}, a dane strukturalne podają ${listed ?? '(nic)'}.`,
    hint: sciezkaWskazowka,
  }),

  canonicalNone: () => ({
    message: 'Strona nie podaje adresu kanonicznego.',
    hint: BLAD_SILNIKA,
  }),
  canonicalMany: (count) => ({
    message: `Strona podaje więcej niż jeden adres kanoniczny (liczba: ${count}); musi podawać dokładnie jeden.`,
    hint: BLAD_SILNIKA,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `Adres kanoniczny „${href}” nie jest pełny (musi zaczynać się od ${origin}).`,
    hint: adresWskazowka(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Ten dodatkowy adres podaje jako kanoniczny adres ${href}, a odpowiada adresowi ${expected}.`,
    hint: adresWskazowka(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `Adres kanoniczny brzmi ${href}, a strona ma adres ${expected}.`,
    hint: adresWskazowka(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `W folderze ${folder} nie ma utworzonej witryny.`,
    hint: 'Proszę najpierw utworzyć witrynę.',
  }),
  pageNotBuilt: (path) => ({
    message: `Strona ${path} należy do witryny, ale nie została utworzona.`,
    hint: 'Proszę utworzyć witrynę ponownie (robi tak przycisk „Opublikuj”); jeśli strony nadal brakuje, proszę zgłosić sprawę programiście.',
  }),

  factTime: (said) => ({
    message: `Tekst podaje godzinę „${said}”, która nie jest żadną z godzin otwarcia ani zamknięcia firmy.`,
    hint: 'Proszę poprawić godzinę albo pozwolić witrynie pokazywać Godziny otwarcia z Danych firmy: pozostają poprawne, gdy się zmienią.',
  }),
  factPhone: (said, phone) => ({
    message: `Tekst podaje numer telefonu ${said}, a numer telefonu firmy brzmi ${phone}.`,
    hint: 'Proszę poprawić numer albo pozwolić witrynie pokazywać Numer telefonu z Danych firmy: pozostaje poprawny, gdy się zmieni.',
  }),
  factPostalCode: (said, own) => ({
    message: `Tekst podaje kod pocztowy ${said}, który nie jest ani kodem firmy (${own}), ani kodem obsługiwanej miejscowości.`,
    hint: 'Proszę poprawić kod albo pozwolić witrynie pokazywać adres z Danych firmy: pozostaje poprawny, gdy się zmieni.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `Tekst wylicza miejscowości jako „${list}”; brakuje w nim: ${lista(missing)}.`,
    hint: miejscowosciWskazowka,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `Tekst wylicza miejscowości jako „${list}”; poza obsługiwanymi miejscowościami wymienia: ${lista(extra)}.`,
    hint: miejscowosciWskazowka,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `Tekst wylicza miejscowości jako „${list}”; brakuje w nim: ${lista(missing)}, a poza obsługiwanymi miejscowościami wymienia: ${lista(extra)}.`,
    hint: miejscowosciWskazowka,
  }),

  headingNone: () => ({
    message: 'Strona nie ma nagłówka głównego (h1).',
    hint: 'Proszę zacząć stronę od bloku Baner główny; jego nagłówek stanie się nagłówkiem głównym.',
  }),
  headingsMany: (headings) => ({
    message: `Strona ma więcej niż jeden nagłówek główny (h1): ${cytaty(headings)}.`,
    hint: 'Proszę zostawić na każdej stronie jeden Baner główny (albo jeden nagłówek główny), a pozostałe nagłówki zamienić na nagłówki sekcji.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `Nagłówek „${text}” (h${level}) następuje po „${before}” (h${beforeLevel}) i pomija poziom h${beforeLevel + 1}.`,
    hint: `Proszę dodać nagłówek sekcji powyżej albo przenieść ten blok pod nagłówek h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `Pierwszy nagłówek „${text}” ma poziom h${level}; strona zaczyna się od nagłówka głównego (h1).`,
    hint: `Proszę dodać nagłówek sekcji powyżej albo przenieść ten blok pod nagłówek h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `Obraz ${file} jest używany na tej stronie, ale brakuje go w utworzonej witrynie.`,
    hint: 'Proszę sprawdzić, czy obraz jest wśród Obrazów witryny, i utworzyć witrynę ponownie (robi tak przycisk „Opublikuj”); jeśli nadal go brakuje, proszę zgłosić sprawę programiście.',
  }),

  structuredDataUnreadable: () => ({
    message: 'Nie można odczytać danych strukturalnych dla wyszukiwarek.',
    hint: BLAD_SILNIKA,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `Dane strukturalne typu ${type} nie podają, jakiego słownika używają.`,
    hint: BLAD_SILNIKA,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `W danych strukturalnych typu ${type} brakuje: ${lista(absent)}.`,
    hint: 'Proszę uzupełnić dane, z których powstają (Dane firmy, miejscowości, usługi lub wpisy na blogu); jeśli są kompletne, proszę zgłosić sprawę programiście.',
  }),
  structuredDataMissing: (type) => ({
    message: `Strona wymaga danych strukturalnych typu ${type}, ale ich nie ma.`,
    hint: BLAD_SILNIKA,
  }),

  linkToAlias: (path, main) => ({
    message: `Link prowadzi pod ${path}, który jest tylko dodatkowym adresem strony ${main}.`,
    hint: `Proszę zamiast niego linkować ${main}, aby odwiedzający i wyszukiwarki trafiali bezpośrednio na właściwą stronę.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Link prowadzi pod ${link}, ale strona ${path} nie ma części o nazwie „${part}”.`,
    hint: `${suggestion ? `Czy chodziło o „${suggestion}”? ` : ''}Proszę poprawić część po znaku „#” albo ją usunąć, aby link prowadził na początek strony.`,
  }),

  metaMany: (field, count) => ({
    message: `Strona ma więcej niż jeden ${POLE[field].biernik} (liczba: ${count}); może mieć tylko jeden.`,
    hint: 'Ten błąd leży w układzie strony, a nie w tekście; proszę zgłosić go programiście.',
  }),
  metaMissing: (field, min, max) => ({
    message: `Strona nie ma ${POLE[field].dopelniacz}.`,
    hint: `Proszę napisać dla tej strony ${POLE[field].biernik} o długości ${min}–${max} znaków.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${POLE[field].mianownik} „${text}” jest krótki (liczba znaków: ${text.length}).`,
    hint: `Wyniki wyszukiwania pokazują ok. ${max} znaków; najlepiej napisać ${min}–${max} znaków mówiących, co i gdzie oferuje strona.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${POLE[field].mianownik} jest długi (liczba znaków: ${length}); wyniki wyszukiwania obcinają go po ok. ${max} znakach.`,
    hint: `Proszę skrócić go do ${min}–${max} znaków, z najważniejszymi słowami na początku.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${POLE[field].mianownik} „${text}” jest używany także na stronach: ${others.join(', ')}.`,
    hint: `Proszę nadać każdej stronie własny ${POLE[field].biernik}; na stronie miejscowości proszę wpisać w nim nazwę miejscowości albo napisać dla tej strony ${POLE[field].miejscowosci}.`,
  }),

  napNoName: (b, where) => ({
    message: `${MIEJSCE[where]} nie ma nazwy firmy „${b.name}”.`,
    hint: napWskazowka(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${MIEJSCE[where]} widnieje numer telefonu ${shown}, a numer telefonu firmy brzmi ${b.phone}.`,
    hint: napWskazowka(b),
  }),
  napNoAddress: (b, where) => ({ message: `${MIEJSCE[where]} nie ma adresu.`, hint: napWskazowka(b) }),
  napAddress: (b, where, shown) => ({
    message: `${MIEJSCE[where]} widnieje adres „${shown}”, który różni się od adresu firmy.`,
    hint: napWskazowka(b),
  }),
  napNoFooter: (b) => ({
    message: 'Strona nie ma stopki z nazwą, adresem i telefonem firmy.',
    hint: napWskazowka(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Link do połączenia wybiera numer ${dials}, a numer telefonu firmy brzmi ${b.phone}.`,
    hint: napWskazowka(b),
  }),
  napDataName: (b, type, name) => ({
    message: `Dane strukturalne (${type}) podają nazwę firmy „${name}”, a nie „${b.name}”.`,
    hint: napWskazowka(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `Dane strukturalne (${type}) podają numer telefonu ${phone}, a nie ${b.phone}.`,
    hint: napWskazowka(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `Dane strukturalne (${type}) podają adres „${address}”, który różni się od adresu firmy.`,
    hint: napWskazowka(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `Tekst tej strony w ${procent(f.score)} pokrywa się z tekstem strony ${f.other}, nie licząc nazw miejscowości (próg: ${procent(f.limit)}).`,
    hint: f.shared?.length
      ? `${wspolneCzesci(f)} ${progWskazowka}`
      : `Proszę napisać własny tekst miejscowości ${f.town} dla tej strony (tekst banera, wstęp i karty specjalności) albo własny tekst miejscowości ${f.otherTown} dla jej strony. ${progWskazowka}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `Tekst tej strony w ${procent(f.score)} jest tekstem wspólnym dla wszystkich miejscowości, ze zmienioną jedynie nazwą miejscowości (próg: ${procent(f.limit)}).`,
    hint: `${wspolneCzesci(f)} ${progWskazowka}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${skopiowanyTekst(f)} z tekstu usługi ${f.other} (strona ${f.otherPage}).`,
    hint: `Proszę napisać własną wersję ${skopiowanaRzecz(f)} dla usługi ${f.service}${wCzesci(f.block)} albo ${f.sentences.length === 1 && (f.field === 'heading' || f.field === 'line') ? 'go' : 'je'} pominąć.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${skopiowanyTekst(f)} z własnego tekstu miejscowości ${f.other} (strona ${f.otherPage}), ze zmienioną jedynie nazwą miejscowości.`,
    hint: `Proszę napisać własną wersję ${skopiowanaRzecz(f)} dla miejscowości ${f.town}${wCzesci(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${NAZWANE_POLE[f.field]} „${f.text}” wymienia usługę ${f.other}, a nie ${f.own}.`,
    hint: `Proszę wymienić w tym miejscu usługę ${f.own} albo napisać dla niej własne słowa.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'W utworzonej witrynie brakuje pliku robots.txt.',
    hint: robotsWskazowka(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'Plik robots.txt nie podaje mapy witryny.',
    hint: robotsWskazowka(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `Plik robots.txt podaje mapę witryny ${named.join(', ')} zamiast ${sitemap}.`,
    hint: robotsWskazowka(sitemap),
  }),

  sitemapMissing: () => ({ message: 'W utworzonej witrynie brakuje pliku sitemap.xml.', hint: MAPA_WSKAZOWKA }),
  sitemapTwice: (url) => ({
    message: `Plik sitemap.xml podaje adres ${url} więcej niż raz.`,
    hint: BLAD_SILNIKA,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `Plik sitemap.xml podaje dodatkowy adres ${url}; powinny się w nim znaleźć tylko właściwe strony.`,
    hint: `Powinien podawać tylko ${main}. ${BLAD_SILNIKA}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `Plik sitemap.xml podaje adres ${url}, który nie jest stroną tej witryny.`,
    hint: MAPA_WSKAZOWKA,
  }),
  sitemapLeavesOut: (url) => ({
    message: `Plik sitemap.xml nie podaje adresu ${url}.`,
    hint: MAPA_WSKAZOWKA,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `Strona ma ${kilobytes}\u00a0KB kodu HTML, więcej niż ${budget}\u00a0KB, które powinna mieć strona: na telefonach ładuje się wolno.`,
    hint: 'Proszę skrócić najdłuższe teksty na tej stronie (opinie, akapity, pytania i odpowiedzi) albo rozłożyć je na kilka stron.',
  }),
};

export const doctorNotesInPolish: DoctorNotesIn = {
  linkInLayout:
    'Link należy do układu strony (nagłówka lub stopki) i powstaje z miejscowości albo z Danych firmy; jeśli one wyglądają poprawnie, proszę zgłosić sprawę programiście.',
};
