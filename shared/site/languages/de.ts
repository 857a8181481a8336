// Die Wörter der Engine auf Deutsch (the engine's words in German): for a site whose site.locale is de-…,
// written for a local trade business's customers, addressed with "Sie". Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Zum Inhalt springen',
  mainMenu: 'Hauptmenü',
  mobileMenu: 'Menü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  submenu: 'Untermenü {label}',
  followUs: 'Folgen Sie uns',
  followUsOn: 'auf {network}',
  socialLink: '{network} (öffnet in neuem Tab)',
  opensInNewTab: '(öffnet in neuem Tab)',
  quoteButton: 'Kostenloses Angebot',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Angebot anfragen',
  callButton: 'Jetzt anrufen',
  quickContact: 'Schnellkontakt',
  footerTagline: 'Seit {year} für Sie da – in {city}, {region} und Umgebung.',
  footerTaglineNoYear: 'Für Sie da – in {city}, {region} und Umgebung.',
  quickLinks: 'Schnellzugriff',
  contactHeading: 'Kontakt',
  emailButton: 'E-Mail schreiben',
  businessHours: 'Öffnungszeiten',
  serviceAreas: 'Einsatzgebiete',
  allServiceAreas: 'Alle {count} Einsatzorte',
  legalMenu: 'Rechtliches',
  copyright: '© {year} {name}',
  closed: 'Geschlossen',
  consentTitle: 'Cookies',
  consentText:
    'Dürfen wir Analyse-Cookies verwenden, um zu sehen, wie Besucher diese Website nutzen? Sie werden nur gesetzt, wenn Sie zustimmen.',
  consentAccept: 'Zustimmen',
  consentDecline: 'Ablehnen',
  consentChange: 'Cookie-Auswahl ändern',
  imageLoading: 'Wird geladen',
  imageUnavailable: 'Bild nicht verfügbar',
  breadcrumb: 'Pfadnavigation',
  breadcrumbHome: 'Startseite',
  areaCardLink: 'Unsere Leistungen in {town}',
  crewsTravel: 'Von unserem Betrieb in {city} ({street}) sind unsere Teams schnell bei Ihnen in {town}.',
  address: 'Adresse',
  phone: 'Telefon',
  email: 'E-Mail',
  hours: 'Öffnungszeiten',
  emailSend: 'E-Mail senden',
  mapTitle: 'Karte: {name}, {address}',
  showMap: 'Karte anzeigen',
  openMap: 'Karte öffnen',
  projectCount: '{count} Projekte',
  projectCountOne: '{count} Projekt',
  projectFilter: 'Projekte filtern',
  step: 'Schritt',
  lastUpdated: 'Stand:',
  learnMore: 'Mehr erfahren',
  learnMoreAbout: 'über {title}',
  rated: 'Bewertet mit {rating} von {max} Sternen',
  beforePicture: 'Vorher',
  afterPicture: 'Nachher',
  compareSlider: 'Vorher und nachher vergleichen',
  idealFor: 'Ideal für:',
  readTime: '{minutes} Min. Lesezeit',
  formRequired: 'Mit {star} gekennzeichnete Felder sind Pflichtfelder.',
  formStar: 'Sternchen',
  formOptional: '(freiwillig)',
  formSelect: 'Bitte wählen',
  formHoneypot: 'Dieses Feld bitte leer lassen',
  formSend: 'Nachricht senden',
  formSending: 'Wird gesendet …',
  formReassurance: 'Ihre Angaben sind bei uns sicher und werden nur für Ihr kostenloses Angebot verwendet.',
  formProtection: 'Schutz',
  formSsl: 'SSL-verschlüsselt',
  formSpam: 'Spam-geschützt',
  formConsent:
    'Ich habe die {privacyLink} gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage verwendet werden.',
  formConsentLink: 'Datenschutzerklärung',
  formPhoto: 'Foto zum Auftrag',
  formPhotoHint: 'Ein Bild (JPEG, PNG oder WebP) mit höchstens {size} MB.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  cellPhone: 'Telefon',
  emailField: 'E-Mail',
  street: 'Straße und Hausnummer',
  city: 'Ort',
  comments: 'Ihre Nachricht',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'name@beispiel.de',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Beschreiben Sie kurz, welche Arbeiten Sie planen.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText:
    'Die gesuchte Seite gibt es hier nicht. Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
  notFoundHome: 'Zur Startseite',
  messageHoneypot: 'Das Senden hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  messageFirstName: 'Bitte geben Sie einen gültigen Vornamen ein (nur Buchstaben).',
  messageLastName: 'Bitte geben Sie einen gültigen Nachnamen ein (nur Buchstaben).',
  messageEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z. B. name@beispiel.de).',
  messageStreet: 'Bitte geben Sie Straße und Hausnummer ein.',
  messageCity: 'Bitte geben Sie Ihren Ort ein.',
  messageComments: 'Bitte kürzen Sie Ihre Nachricht auf höchstens 2000 Zeichen.',
  messageHiddenCharacters:
    '„{label}“ enthält ein unsichtbares Steuer- oder Textrichtungszeichen. Bitte geben Sie den Text neu ein.',
  messageTooLong: 'Diese Eingabe ist zu lang. Bitte kürzen Sie sie.',
  messageRequired: 'Bitte füllen Sie „{label}“ aus.',
  messageUnexpectedField:
    'Das Formular hat ein Feld gesendet, das es nicht mehr gibt. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  messageInvalid:
    'Einige Angaben stimmen noch nicht. Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.',
  messageSuccess:
    'Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir melden uns so schnell wie möglich bei Ihnen.',
  messageFailure: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
  messageRateLimited:
    'Von Ihrer Verbindung kamen zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann noch einmal – oder rufen Sie uns an.',
  messageBusy:
    'Wir können Ihre Nachricht gerade nicht speichern. Bitte versuchen Sie es in einer Minute noch einmal oder rufen Sie uns an: {phone}.',
  messageConsent: 'Bitte setzen Sie das Häkchen bei der Datenschutzerklärung, damit wir Ihnen antworten dürfen.',
  messagePhotoType: 'Die gewählte Datei ist kein Foto. Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.',
  messagePhotoTooLarge: 'Das Foto ist zu groß. Bitte wählen Sie eines mit höchstens {size} MB.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'PLZ',
  postalCodeMessage: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  phoneMessage: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  regionLabel: 'Bundesland',
  regionMessage: 'Bitte wählen Sie Ihr Bundesland aus der Liste.',
};

const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'de',
  dayRange: '{first} bis {last}',
  timeRange: '{opens}–{closes}',
  hoursRange: '{opens}–{closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['AM', 'PM'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Diese Seite konnte leider nicht angezeigt werden.',
  text: 'Bitte versuchen Sie es noch einmal oder {home}.',
  home: 'gehen Sie zur Startseite',
};

const server: EnginePack['server'] = {
  malformedJson: 'Die Anfrage enthält kein gültiges JSON. Bitte senden Sie die Formularfelder als JSON-Objekt.',
  tooLarge:
    'Die Nachricht ist zu groß (höchstens 16 KB). Bitte kürzen Sie Ihren Text und versuchen Sie es noch einmal.',
  notJson:
    'Das Formular ließ sich so nicht senden. Bitte schalten Sie JavaScript ein und versuchen Sie es noch einmal – oder rufen Sie uns an. (Erwartet wird JSON mit dem Header Content-Type: application/json.)',
  crossSite:
    'Dieses Formular kann nur auf unserer Website gesendet werden. Bitte öffnen Sie die Kontaktseite und versuchen Sie es dort noch einmal.',
  restarting: 'Der Server startet gerade neu. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
  storeFailed:
    'Wegen eines Fehlers bei uns konnten wir Ihre Nachricht nicht speichern. Bitte versuchen Sie es in einer Minute noch einmal oder rufen Sie uns an.',
  photosBusy:
    'Gerade kommen viele Fotos an, deshalb wurde Ihre Nachricht noch nicht gespeichert. Bitte senden Sie sie in einer Minute noch einmal.',
  photoTooManyPixels:
    'Das Foto hat zu viele Pixel (mehr als {megapixels} Millionen). Bitte wählen Sie ein Foto von einem Handy oder einer Kamera oder eine kleinere Kopie davon.',
  aborted: 'Die Anfrage wurde unterbrochen. Bitte versuchen Sie es noch einmal.',
  sizeMismatch: 'Die Anfrage war nicht so lang wie angegeben (Content-Length). Bitte versuchen Sie es noch einmal.',
  notProcessed:
    'Die Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  noEndpoint: 'Diese API-Adresse gibt es nicht. Das Kontaktformular sendet an /api/contact.',
  usePost: 'Bitte senden Sie das Kontaktformular per POST mit einem JSON-Inhalt.',
  pageFailed:
    'Beim Laden dieser Seite ist etwas schiefgegangen. Bitte laden Sie sie neu oder beginnen Sie auf der Startseite unter /.',
  unavailable: 'Die Website ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  pageSentTitle: 'Nachricht gesendet',
  pageProblemsTitle: 'Bitte prüfen Sie Ihre Angaben',
  pageBusyTitle: 'Bitte versuchen Sie es in einer Minute noch einmal',
  pageNotSentTitle: 'Ihre Nachricht wurde nicht gesendet',
  pageBackToForm: 'Zurück zum Formular',
  pageBackHint:
    'Mit der Zurück-Schaltfläche Ihres Browsers kommen Sie zum Formular zurück – mit allem, was Sie eingegeben haben.',
  pageCall: '{phone} anrufen',
  pageHome: 'Zur Startseite',
};

const mail: EnginePack['mail'] = {
  subject: 'Neue Angebotsanfrage über die Website ({id})',
  heading: 'Neue Angebotsanfrage',
  intro: 'Neue Angebotsanfrage über das Kontaktformular der Website.',
  received: 'Eingegangen: {time}',
  leadId: 'Anfrage-Nr.: {id}',
  footer: 'Eingegangen {time} · Anfrage {id}',
  photo: 'Foto',
  consent: 'Einwilligung',
  consentGiven: 'Der Datenschutzerklärung zugestimmt ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Sprache',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Aufruf:
  npm run leads -- list [--limit N]          die neuesten Anfragen zuerst (ohne Angabe 20)
  npm run leads -- show <id>                 alle Angaben einer Anfrage
  npm run leads -- delete <id>               eine Anfrage samt E-Mail-Auftrag löschen (Löschwunsch)
  npm run leads -- delete --email <address>  alle Anfragen von dieser E-Mail-Adresse löschen
  npm run leads -- export --csv --out leads.csv   alle Anfragen als CSV (die Datei kann nur Ihr Benutzer lesen)
  npm run leads -- export --csv > leads.csv  dasselbe auf der Standardausgabe
  npm run leads -- retry                     aufgegebene E-Mails erneut senden (nachdem SMTP_URL / LEADS_TO korrigiert sind)
Liest {where}.`,
  readsDatabase: 'die PostgreSQL-Datenbank aus DATABASE_URL',
  readsDataDir: 'DATA_DIR (derzeit: {dir})',
  noLeads: 'Noch keine Anfragen.',
  mailState: 'E-Mail: {state}',
  noMailState: 'keine',
  mailPending: 'wartet',
  mailSent: 'gesendet',
  mailDead: 'aufgegeben',
  showing: '{shown} von {total} Anfrage(n). Alle Angaben: npm run leads -- export --csv > leads.csv',
  leadId: 'Anfrage-Nr.',
  received: 'Eingegangen (UTC)',
  mailStatus: 'E-Mail-Status',
  limitNotNumber: '--limit braucht eine ganze Zahl, z. B. --limit 50',
  whichLeadToShow: 'Welche Anfrage? npm run leads -- show <id> (die Nummern zeigt npm run leads -- list)',
  noSuchLead: 'Keine Anfrage mit der Nummer {id}.',
  whichLeadToDelete: 'Welche Anfrage? npm run leads -- delete <id> oder delete --email <address>',
  noMatchId: 'Keine Anfrage mit der Nummer {id}; nichts gelöscht.',
  noMatchEmail: 'Keine Anfrage von der E-Mail-Adresse {email}; nichts gelöscht.',
  removed: '{count} Anfrage(n) samt E-Mail-Auftrag gelöscht:',
  removedLead: '{id}  {name} <{email}>  eingegangen {time}',
  erased: 'Die Daten wurden überschrieben (secure_delete) und das WAL geleert.',
  csvOnly: 'Es gibt nur den CSV-Export: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out braucht einen Dateinamen, z. B. --out leads.csv',
  wrote: '{count} Anfrage(n) nach {file} geschrieben (nur Ihr Benutzer kann die Datei lesen).',
  retried: '{count} E-Mail(s) erneut eingereiht. Der laufende Server sendet sie innerhalb einer Minute.',
  unknownCommand: 'Unbekannter Befehl „{command}“.',
  noDatabase:
    'Keine Anfragen-Datenbank unter {file}. Setzen Sie DATA_DIR auf den Ordner des Servers (ohne Angabe ./data) oder DATABASE_URL.',
  cannotOpen: 'Die Anfragen-Datenbank lässt sich nicht öffnen: {error}',
  photo: 'Foto',
  photoRow: '{size} KB, JPEG. Speichern mit: npm run leads -- photo {id}',
  consent: 'Einwilligung',
  consentGiven: 'Der Datenschutzerklärung zugestimmt ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Sprache',
  listPhoto: 'Foto',
  usagePhoto:
    '  npm run leads -- photo <id> [--out datei.jpg]   das mit einer Anfrage gesendete Foto speichern (die Datei kann nur Ihr Benutzer lesen)',
  whichPhoto: 'Welches Foto? npm run leads -- photo <id> [--out datei.jpg] (die Nummern zeigt npm run leads -- list)',
  noPhoto: 'Mit der Anfrage {id} kam kein Foto.',
  photoWrote: 'Das Foto der Anfrage {id} steht jetzt in {file} (nur Ihr Benutzer kann die Datei lesen).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'ZIP-Code', postal: 'Postleitzahl', pin: 'PIN-Code', eircode: 'Eircode' },
  region: {
    area: 'Gebiet',
    county: 'Grafschaft',
    department: 'Departement',
    district: 'Bezirk',
    do_si: 'Provinz',
    emirate: 'Emirat',
    island: 'Insel',
    oblast: 'Oblast',
    parish: 'Gemeinde',
    prefecture: 'Präfektur',
    province: 'Provinz',
    region: 'Region',
    state: 'Bundesstaat',
  },
  postalCodeMessage: 'Bitte prüfen Sie das Feld „{label}“ (zum Beispiel {example}).',
  phoneMessage: 'Bitte geben Sie eine gültige Telefonnummer ein (zum Beispiel {example}).',
  regionChoose: 'Bitte wählen Sie im Feld „{name}“ einen Eintrag aus der Liste.',
  regionType: 'Bitte füllen Sie das Feld „{name}“ aus.',
  capitals: true,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'DE';

export const de: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
