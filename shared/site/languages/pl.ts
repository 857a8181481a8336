// Słowa silnika po polsku (the engine's words in Polish): for a site whose site.locale is pl-…, written
// for a local trade business's customers in the polite, impersonal register of Polish forms ("Proszę
// podać…", "Dziękujemy"); buttons and links in the short imperative usual on Polish sites. Polish
// declines names, so a fill-in ({town}, {network}, {label}) stands where its case does not matter:
// after a colon, in quotes, or after a noun that names it ("w miejscowości {town}"). Quotes „…”, a
// no-break space between a number and its unit. Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Przejdź do treści',
  mainMenu: 'Menu główne',
  mobileMenu: 'Menu',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  submenu: 'Podmenu: {label}',
  followUs: 'Obserwuj nas',
  followUsOn: 'w serwisie {network}',
  socialLink: '{network} (otwiera się w nowej karcie)',
  opensInNewTab: '(otwiera się w nowej karcie)',
  quoteButton: 'Bezpłatna wycena',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Wycena',
  callButton: 'Zadzwoń',
  quickContact: 'Szybki kontakt',
  footerTagline: 'Od {year} roku do Państwa usług – {city}, {region} i okolice.',
  footerTaglineNoYear: 'Do Państwa usług – {city}, {region} i okolice.',
  quickLinks: 'Na skróty',
  contactHeading: 'Kontakt',
  emailButton: 'Napisz do nas',
  businessHours: 'Godziny otwarcia',
  serviceAreas: 'Obszar działania',
  allServiceAreas: 'Wszystkie miejscowości ({count})',
  legalMenu: 'Informacje prawne',
  copyright: '© {year} {name}',
  closed: 'nieczynne',
  consentTitle: 'Pliki cookie',
  consentText:
    'Czy możemy używać analitycznych plików cookie, aby sprawdzać, jak odwiedzający korzystają z tej strony? Zapisujemy je tylko po wyrażeniu zgody.',
  consentAccept: 'Zgadzam się',
  consentDecline: 'Nie zgadzam się',
  consentChange: 'Zmień ustawienia plików cookie',
  imageLoading: 'Ładowanie',
  imageUnavailable: 'Obraz niedostępny',
  breadcrumb: 'Ścieżka nawigacji',
  breadcrumbHome: 'Strona główna',
  areaCardLink: 'Usługi w miejscowości {town}',
  crewsTravel: 'Do miejscowości {town} nasze ekipy dojeżdżają z bazy: {street}, {city}.',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-mail',
  hours: 'Godziny otwarcia',
  emailSend: 'Wyślij e-mail',
  mapTitle: 'Mapa: {name}, {address}',
  showMap: 'Pokaż mapę',
  openMap: 'Otwórz mapę',
  projectCount: 'Wyświetlane realizacje: {count}',
  projectCountOne: 'Wyświetlana realizacja: {count}',
  projectFilter: 'Filtruj realizacje',
  step: 'Krok',
  lastUpdated: 'Ostatnia aktualizacja:',
  learnMore: 'Więcej informacji',
  learnMoreAbout: '– {title}',
  rated: 'Ocena: {rating} na {max}',
  beforePicture: 'Przed',
  afterPicture: 'Po',
  compareSlider: 'Porównaj stan przed i po',
  idealFor: 'Dla kogo:',
  readTime: 'Czas czytania: {minutes}\u00a0min',
  formRequired: 'Pola oznaczone {star} są wymagane.',
  formStar: 'gwiazdką',
  formOptional: '(opcjonalnie)',
  formSelect: 'Proszę wybrać',
  formHoneypot: 'Proszę zostawić to pole puste',
  formSend: 'Wyślij wiadomość',
  formSending: 'Wysyłanie…',
  formReassurance: 'Przekazane dane są bezpieczne i posłużą wyłącznie do przygotowania bezpłatnej wyceny.',
  formProtection: 'Ochrona',
  formSsl: 'Połączenie szyfrowane SSL',
  formSpam: 'Ochrona przed spamem',
  formConsent: 'Akceptuję {privacyLink} i zgadzam się na wykorzystanie moich danych w celu odpowiedzi na zapytanie.',
  formConsentLink: 'politykę prywatności',
  formPhoto: 'Zdjęcie zlecenia',
  formPhotoHint: 'Jedno zdjęcie (JPEG, PNG lub WebP) o rozmiarze do {size}\u00a0MB.',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  cellPhone: 'Telefon',
  emailField: 'E-mail',
  street: 'Ulica i numer',
  city: 'Miejscowość',
  comments: 'Wiadomość',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'jan.kowalski@przyklad.pl',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Proszę krótko opisać planowane prace.',
  notFoundTitle: 'Nie znaleziono strony',
  notFoundText: 'Szukanej strony tu nie ma. Mogła zostać przeniesiona albo w adresie jest literówka.',
  notFoundHome: 'Wróć na stronę główną',
  messageHoneypot: 'Nie udało się wysłać formularza. Proszę spróbować ponownie.',
  messageFirstName: 'Proszę podać prawidłowe imię (tylko litery).',
  messageLastName: 'Proszę podać prawidłowe nazwisko (tylko litery).',
  messageEmail: 'Proszę podać prawidłowy adres e-mail (np. jan.kowalski@przyklad.pl).',
  messageStreet: 'Proszę podać ulicę i numer domu.',
  messageCity: 'Proszę podać miejscowość.',
  messageComments: 'Proszę skrócić wiadomość do najwyżej 2000 znaków.',
  messageHiddenCharacters:
    'Pole „{label}” zawiera niewidoczny znak sterujący lub znak kierunku tekstu. Proszę wpisać tekst jeszcze raz.',
  messageTooLong: 'Wpisany tekst jest za długi. Proszę go skrócić.',
  messageRequired: 'Proszę wypełnić pole „{label}”.',
  messageUnexpectedField: 'Formularz wysłał pole, którego już nie ma. Proszę odświeżyć stronę i spróbować ponownie.',
  messageInvalid: 'Niektóre pola wymagają poprawy. Proszę sprawdzić zaznaczone pola i wysłać formularz ponownie.',
  messageSuccess: 'Dziękujemy! Wiadomość dotarła do nas. Odpowiemy najszybciej, jak to możliwe.',
  messageFailure: 'Nie udało się wysłać wiadomości. Proszę spróbować ponownie.',
  messageRateLimited:
    'Z tego połączenia wysłano zbyt wiele wiadomości. Proszę odczekać minutę i spróbować ponownie albo do nas zadzwonić.',
  messageBusy:
    'Nie możemy teraz zapisać wiadomości. Proszę spróbować ponownie za minutę albo zadzwonić do nas: {phone}.',
  messageConsent: 'Proszę zaznaczyć pole akceptacji polityki prywatności, abyśmy mogli odpowiedzieć.',
  messagePhotoType: 'Wybrany plik nie jest zdjęciem. Proszę wybrać obraz w formacie JPEG, PNG lub WebP.',
  messagePhotoTooLarge: 'Zdjęcie jest za duże. Proszę wybrać plik o rozmiarze do {size}\u00a0MB.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'Kod pocztowy',
  postalCodeMessage: 'Proszę podać prawidłowy kod pocztowy (np. 00-950).',
  phoneMessage: 'Proszę podać prawidłowy numer telefonu.',
  regionLabel: 'Województwo',
  regionMessage: 'Proszę wybrać województwo z listy.',
};

const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'pl',
  dayRange: '{first}–{last}',
  timeRange: '{opens}–{closes}',
  hoursRange: '{opens}–{closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{h}:{mm}' },
  dayPeriods: ['AM', 'PM'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Niestety nie udało się wyświetlić tej strony.',
  text: 'Proszę spróbować ponownie lub {home}.',
  home: 'przejść na stronę główną',
};

const server: EnginePack['server'] = {
  malformedJson: 'Treść zapytania nie jest poprawnym JSON-em. Pola formularza należy wysłać jako obiekt JSON.',
  tooLarge: 'Wiadomość jest za duża (najwyżej 16\u00a0KB). Proszę skrócić tekst i spróbować ponownie.',
  notJson:
    'Nie udało się wysłać formularza w tej postaci. Proszę włączyć JavaScript i spróbować ponownie albo do nas zadzwonić. (Oczekiwany jest JSON z nagłówkiem Content-Type: application/json).',
  crossSite:
    'Ten formularz można wysłać tylko z naszej strony. Proszę otworzyć stronę kontaktową i spróbować tam jeszcze raz.',
  restarting: 'Serwer właśnie uruchamia się ponownie. Proszę spróbować za kilka sekund.',
  storeFailed:
    'Z powodu błędu po naszej stronie nie udało się zapisać wiadomości. Proszę spróbować ponownie za minutę albo do nas zadzwonić.',
  photosBusy:
    'Właśnie dociera do nas wiele zdjęć, dlatego wiadomość nie została jeszcze zapisana. Proszę wysłać ją ponownie za minutę.',
  photoTooManyPixels:
    'Zdjęcie ma zbyt wiele pikseli (ponad {megapixels} mln). Proszę wybrać zdjęcie z telefonu lub aparatu albo jego mniejszą kopię.',
  aborted: 'Przesyłanie zostało przerwane. Proszę spróbować ponownie.',
  sizeMismatch: 'Długość zapytania nie zgadza się z podaną (Content-Length). Proszę spróbować ponownie.',
  notProcessed: 'Nie udało się przetworzyć zapytania. Proszę odświeżyć stronę i spróbować ponownie.',
  noEndpoint: 'Nie ma takiego adresu API. Formularz kontaktowy wysyła dane na adres /api/contact.',
  usePost: 'Formularz kontaktowy należy wysłać metodą POST z treścią w formacie JSON.',
  pageFailed:
    'Podczas ładowania tej strony coś poszło nie tak. Proszę ją odświeżyć lub zacząć od strony głównej pod adresem /.',
  unavailable: 'Strona jest chwilowo niedostępna. Proszę spróbować ponownie za kilka minut.',
  pageSentTitle: 'Wiadomość wysłana',
  pageProblemsTitle: 'Proszę sprawdzić wpisane dane',
  pageBusyTitle: 'Proszę spróbować ponownie za minutę',
  pageNotSentTitle: 'Wiadomość nie została wysłana',
  pageBackToForm: 'Wróć do formularza',
  pageBackHint:
    'Przycisk „Wstecz” w przeglądarce prowadzi z powrotem do formularza – ze wszystkim, co zostało w nim wpisane.',
  pageCall: 'Zadzwoń: {phone}',
  pageHome: 'Przejdź na stronę główną',
};

const mail: EnginePack['mail'] = {
  subject: 'Nowe zapytanie o wycenę ze strony ({id})',
  heading: 'Nowe zapytanie o wycenę',
  intro: 'Nowe zapytanie o wycenę z formularza kontaktowego na stronie.',
  received: 'Otrzymano: {time}',
  leadId: 'Nr zapytania: {id}',
  footer: 'Otrzymano: {time} · zapytanie {id}',
  photo: 'Zdjęcie',
  consent: 'Zgoda',
  consentGiven: 'Zaakceptowano politykę prywatności ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Język',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Użycie:
  npm run leads -- list [--limit N]          najnowsze zapytania na początku (domyślnie 20)
  npm run leads -- show <id>                 wszystkie dane jednego zapytania
  npm run leads -- delete <id>               usunięcie zapytania wraz z zadaniem wysyłki e-maila (żądanie usunięcia danych)
  npm run leads -- delete --email <address>  usunięcie wszystkich zapytań z tego adresu e-mail
  npm run leads -- export --csv --out leads.csv   wszystkie zapytania w pliku CSV (odczyt tylko dla bieżącego użytkownika)
  npm run leads -- export --csv > leads.csv  to samo na standardowe wyjście
  npm run leads -- retry                     ponowna wysyłka e-maili, których nie udało się dostarczyć (po poprawieniu SMTP_URL / LEADS_TO)
Źródło danych: {where}.`,
  readsDatabase: 'baza PostgreSQL z DATABASE_URL',
  readsDataDir: 'DATA_DIR (obecnie: {dir})',
  noLeads: 'Nie ma jeszcze żadnych zapytań.',
  mailState: 'e-mail: {state}',
  noMailState: 'brak',
  mailPending: 'oczekuje',
  mailSent: 'wysłany',
  mailDead: 'niedostarczony',
  showing: 'Wyświetlone zapytania: {shown} z {total}. Wszystkie dane: npm run leads -- export --csv > leads.csv',
  leadId: 'Nr zapytania',
  received: 'Otrzymano (UTC)',
  mailStatus: 'Stan e-maila',
  limitNotNumber: '--limit wymaga liczby całkowitej, np. --limit 50',
  whichLeadToShow: 'Które zapytanie? npm run leads -- show <id> (numery podaje npm run leads -- list)',
  noSuchLead: 'Nie ma zapytania o numerze {id}.',
  whichLeadToDelete: 'Które zapytanie? npm run leads -- delete <id> albo delete --email <address>',
  noMatchId: 'Nie ma zapytania o numerze {id}; niczego nie usunięto.',
  noMatchEmail: 'Nie ma zapytań z adresu e-mail {email}; niczego nie usunięto.',
  removed: 'Usunięte zapytania wraz z zadaniami wysyłki e-maili (liczba: {count}):',
  removedLead: '{id}  {name} <{email}>  otrzymano {time}',
  erased: 'Dane zostały nadpisane (secure_delete), a plik WAL opróżniony.',
  csvOnly: 'Dostępny jest tylko eksport do CSV: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out wymaga nazwy pliku, np. --out leads.csv',
  wrote: 'Zapisane zapytania (liczba: {count}) są w pliku {file} (odczyt tylko dla bieżącego użytkownika).',
  retried: 'E-maile ponownie dodane do kolejki (liczba: {count}). Działający serwer wyśle je w ciągu minuty.',
  unknownCommand: 'Nieznane polecenie „{command}”.',
  noDatabase:
    'Brak bazy zapytań w {file}. Proszę ustawić DATA_DIR na folder serwera (domyślnie ./data) albo DATABASE_URL.',
  cannotOpen: 'Nie można otworzyć bazy zapytań: {error}',
  photo: 'Zdjęcie',
  photoRow: '{size}\u00a0KB, JPEG. Zapis do pliku: npm run leads -- photo {id}',
  consent: 'Zgoda',
  consentGiven: 'Zaakceptowano politykę prywatności ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Język',
  listPhoto: 'zdjęcie',
  usagePhoto:
    '  npm run leads -- photo <id> [--out plik.jpg]   zapis zdjęcia przesłanego z zapytaniem (odczyt tylko dla bieżącego użytkownika)',
  whichPhoto:
    'Zdjęcie z którego zapytania? npm run leads -- photo <id> [--out plik.jpg] (numery podaje npm run leads -- list)',
  noPhoto: 'Zapytanie {id} przyszło bez zdjęcia.',
  photoWrote: 'Zdjęcie z zapytania {id} jest teraz w pliku {file} (odczyt tylko dla bieżącego użytkownika).',
};

/**
 * What a country's postal code and regions are called in Polish, and the form's messages about them
 * (country-words.ts). The messages quote the field's name as the form shows it („Kod pocztowy”), so
 * it keeps its capital and its case never has to change.
 */
const addressWords: CountryWords = {
  postalCode: { zip: 'Kod ZIP', postal: 'Kod pocztowy', pin: 'Kod PIN', eircode: 'Eircode' },
  region: {
    area: 'Obszar',
    county: 'Hrabstwo',
    department: 'Departament',
    district: 'Okręg',
    do_si: 'Prowincja',
    emirate: 'Emirat',
    island: 'Wyspa',
    oblast: 'Obwód',
    parish: 'Parafia',
    prefecture: 'Prefektura',
    province: 'Prowincja',
    region: 'Region',
    state: 'Stan',
  },
  postalCodeMessage: 'Proszę sprawdzić pole „{label}” (np. {example}).',
  phoneMessage: 'Proszę podać prawidłowy numer telefonu (np. {example}).',
  regionChoose: 'Proszę wybrać z listy wartość pola „{name}”.',
  regionType: 'Proszę wypełnić pole „{name}”.',
  capitals: true,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'PL';

export const pl: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
