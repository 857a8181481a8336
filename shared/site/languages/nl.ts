// De woorden van de engine in het Nederlands (the engine's words in Dutch): for a site whose site.locale
// is nl-…, written for a local trade business's customers in the Netherlands, addressed with "u".
// Times on the 24-hour clock as Dutch business sites write opening hours ("08:00 – 17:30"; in a
// sentence "van 08:00 tot 17:30 uur"), double quotes “…”. Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Naar de inhoud',
  mainMenu: 'Hoofdmenu',
  mobileMenu: 'Navigatiemenu',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  submenu: 'Submenu {label}',
  followUs: 'Volg ons',
  followUsOn: 'op {network}',
  socialLink: '{network} (opent in een nieuw tabblad)',
  opensInNewTab: '(opent in een nieuw tabblad)',
  quoteButton: 'Gratis offerte',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Offerte aanvragen',
  callButton: 'Bel direct',
  quickContact: 'Snel contact',
  footerTagline: 'Sinds {year} staan wij voor u klaar in {city}, {region} en omgeving.',
  footerTaglineNoYear: 'Wij staan voor u klaar in {city}, {region} en omgeving.',
  quickLinks: 'Snel naar',
  contactHeading: 'Contactgegevens',
  emailButton: 'Mail ons',
  businessHours: 'Openingstijden',
  serviceAreas: 'Werkgebied',
  allServiceAreas: 'Alle {count} plaatsen in ons werkgebied',
  legalMenu: 'Juridische informatie',
  copyright: '© {year} {name}',
  closed: 'Gesloten',
  consentTitle: 'Cookies',
  consentText:
    'Mogen wij analytische cookies gebruiken om te zien hoe bezoekers deze website gebruiken? Ze worden alleen geplaatst als u akkoord gaat.',
  consentAccept: 'Akkoord',
  consentDecline: 'Weigeren',
  consentChange: 'Cookiekeuze wijzigen',
  imageLoading: 'Wordt geladen',
  imageUnavailable: 'Afbeelding niet beschikbaar',
  breadcrumb: 'Kruimelpad',
  breadcrumbHome: 'Startpagina',
  areaCardLink: 'Onze diensten in {town}',
  crewsTravel: 'Vanuit onze vestiging in {city} ({street}) zijn onze vakmensen snel bij u in {town}.',
  address: 'Adres',
  phone: 'Telefoon',
  email: 'E-mailadres',
  hours: 'Openingstijden',
  emailSend: 'Stuur een e-mail',
  mapTitle: 'Kaart: {name}, {address}',
  showMap: 'Kaart tonen',
  openMap: 'Kaart openen',
  projectCount: '{count} projecten',
  projectCountOne: '{count} project',
  projectFilter: 'Projecten filteren',
  step: 'Stap',
  lastUpdated: 'Laatst bijgewerkt:',
  learnMore: 'Meer informatie',
  learnMoreAbout: 'over {title}',
  rated: 'Beoordeeld met {rating} van de {max} sterren',
  beforePicture: 'Voor',
  afterPicture: 'Na',
  compareSlider: 'Voor en na vergelijken',
  idealFor: 'Ideaal voor:',
  readTime: '{minutes} min leestijd',
  formRequired: 'Velden met {star} zijn verplicht.',
  formStar: 'een sterretje',
  formOptional: '(niet verplicht)',
  formSelect: 'Maak een keuze',
  formHoneypot: 'Laat dit veld leeg',
  formSend: 'Bericht versturen',
  formSending: 'Bericht wordt verstuurd…',
  formReassurance: 'Uw gegevens zijn veilig bij ons en worden alleen gebruikt voor uw gratis offerte.',
  formProtection: 'Beveiliging',
  formSsl: 'SSL-beveiligd',
  formSpam: 'Beschermd tegen spam',
  formConsent:
    'Ik heb de {privacyLink} gelezen en ga ermee akkoord dat mijn gegevens worden gebruikt om mijn aanvraag te beantwoorden.',
  formConsentLink: 'privacyverklaring',
  formPhoto: 'Foto van de klus',
  formPhotoHint: 'Eén foto (JPEG, PNG of WebP) van maximaal {size} MB.',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  cellPhone: 'Telefoonnummer',
  emailField: 'E-mailadres',
  street: 'Straat en huisnummer',
  city: 'Woonplaats',
  comments: 'Uw bericht',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'naam@voorbeeld.nl',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Beschrijf kort welk werk u wilt laten doen.',
  notFoundTitle: 'Pagina niet gevonden',
  notFoundText:
    'De pagina die u zoekt, staat hier niet. Misschien is de pagina verplaatst, of zit er een typefout in het adres.',
  notFoundHome: 'Terug naar de startpagina',
  messageHoneypot: 'Het versturen is niet gelukt. Probeer het nog eens.',
  messageFirstName: 'Vul een geldige voornaam in (alleen letters).',
  messageLastName: 'Vul een geldige achternaam in (alleen letters).',
  messageEmail: 'Vul een geldig e-mailadres in (bijvoorbeeld naam@voorbeeld.nl).',
  messageStreet: 'Vul uw straat en huisnummer in.',
  messageCity: 'Vul uw woonplaats in.',
  messageComments: 'Maak uw bericht korter: maximaal 2000 tekens.',
  messageHiddenCharacters: '“{label}” bevat een onzichtbaar stuurteken of tekstrichtingsteken. Typ de tekst opnieuw.',
  messageTooLong: 'Deze invoer is te lang. Maak de tekst wat korter.',
  messageRequired: '“{label}” is een verplicht veld.',
  messageUnexpectedField:
    'Het formulier verstuurde een veld dat er niet bij hoort. Laad de pagina opnieuw en probeer het nog eens.',
  messageInvalid: 'Nog niet alle gegevens kloppen. Controleer de gemarkeerde velden en verstuur het formulier opnieuw.',
  messageSuccess: 'Hartelijk dank! Uw bericht is goed bij ons aangekomen. We nemen zo snel mogelijk contact met u op.',
  messageFailure: 'Het bericht kon niet worden verstuurd. Probeer het nog eens.',
  messageRateLimited:
    'Er kwamen te veel berichten binnen vanaf uw verbinding. Wacht een minuut en probeer het dan opnieuw, of bel ons.',
  messageBusy:
    'We kunnen uw bericht op dit moment niet opslaan. Probeer het over een minuut opnieuw, of bel ons op {phone}.',
  messageConsent: 'Vink het vakje bij de privacyverklaring aan, zodat wij u mogen antwoorden.',
  messagePhotoType: 'Het gekozen bestand is geen foto. Kies een afbeelding in JPEG, PNG of WebP.',
  messagePhotoTooLarge: 'De foto is te groot. Kies een foto van maximaal {size} MB.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'Postcode',
  postalCodeMessage: 'Vul een geldige postcode in (bijvoorbeeld 1234 AB).',
  phoneMessage: 'Vul een geldig telefoonnummer in (bijvoorbeeld 06 12345678).',
  regionLabel: 'Provincie',
  regionMessage: 'Kies uw provincie uit de lijst.',
};

const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'nl',
  dayRange: '{first} tot en met {last}',
  timeRange: 'van {opens} tot {closes} uur',
  hoursRange: '{opens} – {closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['a.m.', 'p.m.'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Deze pagina kon helaas niet worden getoond.',
  text: 'Probeer het nog eens, of {home}.',
  home: 'ga naar de startpagina',
};

const server: EnginePack['server'] = {
  malformedJson: 'Het verzoek bevat geen geldige JSON. Stuur de formuliervelden als JSON-object.',
  tooLarge: 'Het bericht is te groot (maximaal 16 KB). Maak uw tekst korter en probeer het opnieuw.',
  notJson:
    'Het formulier kon zo niet worden verstuurd. Zet JavaScript aan en probeer het opnieuw, of bel ons. (Verwacht wordt JSON met de header Content-Type: application/json.)',
  crossSite:
    'Dit formulier kan alleen via onze eigen website worden verstuurd. Open de contactpagina en probeer het daar opnieuw.',
  restarting: 'De server wordt opnieuw opgestart. Probeer het over een paar seconden nog eens.',
  storeFailed:
    'Door een storing bij ons konden we uw bericht niet opslaan. Probeer het over een minuut opnieuw, of bel ons.',
  photosBusy:
    'Er komen op dit moment veel foto’s binnen, daarom is uw bericht nog niet opgeslagen. Verstuur het over een minuut nog eens.',
  photoTooManyPixels:
    'De foto heeft te veel pixels (meer dan {megapixels} miljoen). Kies een foto van een telefoon of camera, of een kleinere kopie ervan.',
  aborted: 'Het verzoek werd onderbroken. Probeer het nog eens.',
  sizeMismatch: 'Het verzoek was niet zo lang als opgegeven (Content-Length). Probeer het nog eens.',
  notProcessed: 'Het verzoek kon niet worden verwerkt. Laad de pagina opnieuw en probeer het nog eens.',
  noEndpoint: 'Dit API-adres bestaat niet. Het contactformulier verstuurt naar /api/contact.',
  usePost: 'Verstuur het contactformulier met POST en een JSON-inhoud.',
  pageFailed:
    'Er ging iets mis bij het laden van deze pagina. Laad de pagina opnieuw, of begin op de startpagina via /.',
  unavailable: 'Deze website is even niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  pageSentTitle: 'Bericht verstuurd',
  pageProblemsTitle: 'Controleer uw gegevens',
  pageBusyTitle: 'Probeer het over een minuut opnieuw',
  pageNotSentTitle: 'Uw bericht is niet verstuurd',
  pageBackToForm: 'Terug naar het formulier',
  pageBackHint: 'Met de terugknop van uw browser komt u weer bij het formulier, met alles wat u hebt ingevuld.',
  pageCall: 'Bel {phone}',
  pageHome: 'Naar de startpagina',
};

const mail: EnginePack['mail'] = {
  subject: 'Nieuwe offerteaanvraag via de website ({id})',
  heading: 'Nieuwe offerteaanvraag',
  intro: 'Nieuwe offerteaanvraag via het contactformulier van de website.',
  received: 'Ontvangen: {time}',
  leadId: 'Aanvraagnummer: {id}',
  footer: 'Ontvangen {time} · aanvraag {id}',
  photo: 'Foto',
  consent: 'Toestemming',
  consentGiven: 'Akkoord gegaan met de privacyverklaring ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Taal',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Gebruik:
  npm run leads -- list [--limit N]          de nieuwste aanvragen eerst (standaard 20)
  npm run leads -- show <id>                 alle gegevens van één aanvraag
  npm run leads -- delete <id>               een aanvraag en de bijbehorende e-mailtaak verwijderen (verzoek om verwijdering)
  npm run leads -- delete --email <address>  alle aanvragen van dat e-mailadres verwijderen
  npm run leads -- export --csv --out leads.csv   alle aanvragen als CSV (alleen u kunt het bestand lezen)
  npm run leads -- export --csv > leads.csv  hetzelfde op de standaarduitvoer
  npm run leads -- retry                     mislukte e-mails opnieuw versturen (nadat SMTP_URL / LEADS_TO zijn verbeterd)
Leest {where}.`,
  readsDatabase: 'de PostgreSQL-database uit DATABASE_URL',
  readsDataDir: 'DATA_DIR (nu: {dir})',
  noLeads: 'Nog geen aanvragen.',
  mailState: 'e-mail: {state}',
  noMailState: 'geen',
  mailPending: 'wacht',
  mailSent: 'verzonden',
  mailDead: 'niet bezorgd',
  showing: '{shown} van de {total} aanvragen getoond. Alle gegevens: npm run leads -- export --csv > leads.csv',
  leadId: 'Aanvraagnr.',
  received: 'Ontvangen (UTC)',
  mailStatus: 'E-mailstatus',
  limitNotNumber: '--limit vraagt om een heel getal, bijvoorbeeld --limit 50',
  whichLeadToShow: 'Welke aanvraag? npm run leads -- show <id> (de nummers staan in: npm run leads -- list)',
  noSuchLead: 'Geen aanvraag met nummer {id}.',
  whichLeadToDelete: 'Welke aanvraag? npm run leads -- delete <id>, of delete --email <address>',
  noMatchId: 'Geen aanvraag met nummer {id}; niets verwijderd.',
  noMatchEmail: 'Geen aanvraag van het e-mailadres {email}; niets verwijderd.',
  removed: 'Verwijderde aanvragen (met hun e-mailtaak): {count}',
  removedLead: '{id}  {name} <{email}>  ontvangen {time}',
  erased: 'De gegevens zijn overschreven (secure_delete) en de WAL is geleegd.',
  csvOnly: 'Alleen exporteren als CSV is mogelijk: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out vraagt om een bestandsnaam, bijvoorbeeld --out leads.csv',
  wrote: 'Aantal aanvragen weggeschreven naar {file}: {count} (alleen u kunt het bestand lezen).',
  retried: 'Aantal e-mails opnieuw in de wachtrij: {count}. De draaiende server verstuurt ze binnen een minuut.',
  unknownCommand: 'Onbekende opdracht “{command}”.',
  noDatabase:
    'Geen database met aanvragen in {file}. Zet DATA_DIR op de map die de server gebruikt (standaard ./data), of stel DATABASE_URL in.',
  cannotOpen: 'De database met aanvragen kan niet worden geopend: {error}',
  photo: 'Foto',
  photoRow: '{size} KB, JPEG. Opslaan met: npm run leads -- photo {id}',
  consent: 'Toestemming',
  consentGiven: 'Akkoord gegaan met de privacyverklaring ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Taal',
  listPhoto: 'foto',
  usagePhoto:
    '  npm run leads -- photo <id> [--out bestand.jpg]   de foto van een aanvraag opslaan (alleen u kunt het bestand lezen)',
  whichPhoto:
    'De foto van welke aanvraag? npm run leads -- photo <id> [--out bestand.jpg] (de nummers staan in: npm run leads -- list)',
  noPhoto: 'Aanvraag {id} kwam zonder foto binnen.',
  photoWrote: 'De foto van aanvraag {id} staat nu in {file} (alleen u kunt het bestand lezen).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'ZIP-code', postal: 'Postcode', pin: 'PIN-code', eircode: 'Eircode' },
  region: {
    area: 'Gebied',
    county: 'Graafschap',
    department: 'Departement',
    district: 'District',
    do_si: 'Provincie',
    emirate: 'Emiraat',
    island: 'Eiland',
    oblast: 'Oblast',
    parish: 'Parochie',
    prefecture: 'Prefectuur',
    province: 'Provincie',
    region: 'Regio',
    state: 'Staat',
  },
  postalCodeMessage: 'Vul een geldige {label} in (bijvoorbeeld {example}).',
  phoneMessage: 'Vul een geldig telefoonnummer in (bijvoorbeeld {example}).',
  regionChoose: 'Kies uw {name} uit de lijst.',
  regionType: 'Vul uw {name} in.',
  capitals: false,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'NL';

export const nl: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
