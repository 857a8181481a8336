// Le parole del motore in italiano (the engine's words in Italian): for a site whose site.locale is it-…,
// written for a local trade business's customers in Italy. Buttons and menu entries are short command
// labels as Italian sites write them ("Invia messaggio", "Chiama ora"); sentences to the visitor or the
// owner use the courtesy form Lei ("La ricontatteremo", "Riprovi"), instructions in forms the impersonal
// infinitive ("Inserire un indirizzo e-mail valido"). Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Vai al contenuto',
  mainMenu: 'Menu principale',
  mobileMenu: 'Menu',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  submenu: 'Sottomenu {label}',
  followUs: 'Ci segua',
  followUsOn: 'su {network}',
  socialLink: '{network} (si apre in una nuova scheda)',
  opensInNewTab: '(si apre in una nuova scheda)',
  quoteButton: 'Preventivo gratuito',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Preventivo',
  callButton: 'Chiama ora',
  quickContact: 'Contatto rapido',
  footerTagline: 'Al servizio di {city}, {region} e dintorni dal {year}.',
  footerTaglineNoYear: 'Al servizio di {city}, {region} e dintorni.',
  quickLinks: 'Link rapidi',
  contactHeading: 'Contatti',
  emailButton: 'Ci scriva',
  businessHours: 'Orari di apertura',
  serviceAreas: 'Zone servite',
  allServiceAreas: 'Tutte le {count} località servite',
  legalMenu: 'Note legali',
  copyright: '© {year} {name}',
  closed: 'Chiuso',
  consentTitle: 'Cookie',
  consentText:
    'Possiamo usare cookie di analisi per capire come i visitatori usano questo sito? Vengono impostati solo se Lei acconsente.',
  consentAccept: 'Accetta',
  consentDecline: 'Rifiuta',
  consentChange: 'Modifica la scelta sui cookie',
  imageLoading: 'Caricamento',
  imageUnavailable: 'Immagine non disponibile',
  breadcrumb: 'Percorso di navigazione',
  breadcrumbHome: 'Home',
  areaCardLink: 'I nostri servizi a {town}',
  crewsTravel: 'Le nostre squadre raggiungono {town} dalla nostra sede in {street} a {city}.',
  address: 'Indirizzo',
  phone: 'Telefono',
  email: 'E-mail',
  hours: 'Orari',
  emailSend: 'Invia un’e-mail',
  mapTitle: 'Mappa: {name}, {address}',
  showMap: 'Mostra la mappa',
  openMap: 'Apri la mappa',
  projectCount: '{count} progetti mostrati',
  projectCountOne: '{count} progetto mostrato',
  projectFilter: 'Filtra i progetti',
  step: 'Passaggio',
  lastUpdated: 'Ultimo aggiornamento:',
  learnMore: 'Scopri di più',
  learnMoreAbout: 'su {title}',
  rated: 'Valutazione: {rating} stelle su {max}',
  beforePicture: 'Prima',
  afterPicture: 'Dopo',
  compareSlider: 'Confronta prima e dopo',
  idealFor: 'Ideale per:',
  readTime: '{minutes} min di lettura',
  formRequired: 'I campi contrassegnati {star} sono obbligatori.',
  formStar: 'con un asterisco',
  formOptional: '(facoltativo)',
  formSelect: 'Selezionare',
  formHoneypot: 'Lasciare vuoto questo campo',
  formSend: 'Invia messaggio',
  formSending: 'Invio in corso…',
  formReassurance: 'I Suoi dati sono al sicuro e saranno usati solo per prepararLe il preventivo gratuito.',
  formProtection: 'Protezione',
  formSsl: 'Connessione SSL sicura',
  formSpam: 'Protezione antispam',
  formConsent: 'Ho letto {privacyLink} e acconsento all’uso dei miei dati per rispondere alla mia richiesta.',
  formConsentLink: 'l’informativa sulla privacy',
  formPhoto: 'Foto del lavoro',
  formPhotoHint: 'Un’immagine (JPEG, PNG o WebP) di {size} MB al massimo.',
  firstName: 'Nome',
  lastName: 'Cognome',
  cellPhone: 'Telefono',
  emailField: 'E-mail',
  street: 'Via e numero civico',
  city: 'Città',
  comments: 'Messaggio',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'nome@esempio.it',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Ci descriva brevemente il lavoro che ha in mente.',
  notFoundTitle: 'Pagina non trovata',
  notFoundText:
    'La pagina richiesta non si trova qui. Potrebbe essere stata spostata, oppure l’indirizzo contiene un errore di battitura.',
  notFoundHome: 'Torna alla home page',
  messageHoneypot: 'Invio non riuscito. La preghiamo di riprovare.',
  messageFirstName: 'Inserire un nome valido (solo lettere).',
  messageLastName: 'Inserire un cognome valido (solo lettere).',
  messageEmail: 'Inserire un indirizzo e-mail valido (per es. nome@esempio.it).',
  messageStreet: 'Inserire la via e il numero civico.',
  messageCity: 'Inserire la città.',
  messageComments: 'Il messaggio può contenere al massimo 2000 caratteri: La preghiamo di accorciarlo.',
  messageHiddenCharacters:
    'Il campo «{label}» contiene un carattere invisibile di controllo o di direzione del testo. La preghiamo di riscriverlo.',
  messageTooLong: 'Il testo inserito è troppo lungo. La preghiamo di accorciarlo.',
  messageRequired: 'Il campo «{label}» è obbligatorio.',
  messageUnexpectedField:
    'Il modulo ha inviato un campo che non dovrebbe avere. La preghiamo di ricaricare la pagina e riprovare.',
  messageInvalid:
    'Alcuni dati vanno corretti. La preghiamo di controllare i campi indicati e di inviare di nuovo il modulo.',
  messageSuccess: 'Grazie! Abbiamo ricevuto il Suo messaggio e La ricontatteremo al più presto.',
  messageFailure: 'Non è stato possibile inviare il messaggio. La preghiamo di riprovare.',
  messageRateLimited:
    'Dalla Sua connessione sono arrivati troppi invii. Attenda un minuto e riprovi, oppure ci chiami.',
  messageBusy:
    'In questo momento non riusciamo a salvare il Suo messaggio. Riprovi tra un minuto, oppure ci chiami al {phone}.',
  messageConsent:
    'Per poterLe rispondere abbiamo bisogno del Suo consenso: spunti la casella dell’informativa sulla privacy.',
  messagePhotoType: 'Il file scelto non è una foto. Scelga un’immagine JPEG, PNG o WebP.',
  messagePhotoTooLarge: 'La foto è troppo grande. Ne scelga una di {size} MB al massimo.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'CAP',
  postalCodeMessage: 'Inserire un CAP valido di 5 cifre.',
  phoneMessage: 'Inserire un numero di telefono valido.',
  regionLabel: 'Provincia',
  regionMessage: 'Selezionare la provincia dall’elenco.',
};

// 24 ore, come in Italia: "8:00–17:30" nelle tabelle degli orari, "da lunedì a venerdì, dalle 8 alle 17:30"
// nelle frasi (sentenceTimeOnTheHour: l'ora piena senza minuti). "da lunedì a domenica" senza articolo,
// così nessun giorno (la domenica è femminile) chiede un'altra preposizione articolata.
const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'it',
  dayRange: 'da {first} a {last}',
  timeRange: 'dalle {opens} alle {closes}',
  hoursRange: '{opens}–{closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{h}' },
  dayPeriods: ['AM', 'PM'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Spiacenti, non è stato possibile mostrare questa pagina.',
  text: 'La preghiamo di riprovare, oppure di {home}.',
  home: 'tornare alla home page',
};

const server: EnginePack['server'] = {
  malformedJson: 'La richiesta non contiene un JSON valido. Inviare i campi del modulo come oggetto JSON.',
  tooLarge: 'L’invio è troppo grande (al massimo 16 KB). La preghiamo di accorciare il testo e di riprovare.',
  notJson:
    'Non è stato possibile inviare il modulo in questo modo. Attivi JavaScript e riprovi, oppure ci chiami. (Il modulo va inviato come JSON con l’intestazione Content-Type: application/json.)',
  crossSite: 'Questo modulo può essere inviato solo dal nostro sito. Apra la pagina dei contatti e riprovi da lì.',
  restarting: 'Il server si sta riavviando. Riprovi tra qualche secondo.',
  storeFailed:
    'Per un problema da parte nostra non siamo riusciti a salvare il Suo messaggio. Riprovi tra un minuto, oppure ci chiami.',
  photosBusy:
    'In questo momento stanno arrivando molte foto, perciò il Suo messaggio non è ancora stato salvato. Lo invii di nuovo tra un minuto.',
  photoTooManyPixels:
    'La foto ha troppi pixel (più di {megapixels} milioni). Scelga una foto scattata con un telefono o una fotocamera, oppure una copia più piccola.',
  aborted: 'La richiesta è stata interrotta. Riprovi.',
  sizeMismatch: 'La richiesta non aveva la lunghezza indicata (Content-Length). Riprovi.',
  notProcessed: 'Non è stato possibile elaborare la richiesta. Ricarichi la pagina e riprovi.',
  noEndpoint: 'Questo indirizzo dell’API non esiste. Il modulo di contatto invia a /api/contact.',
  usePost: 'Per inviare il modulo di contatto usare POST con un corpo JSON.',
  pageFailed:
    'Si è verificato un problema durante il caricamento di questa pagina. La ricarichi, oppure ricominci dalla home page, all’indirizzo /.',
  unavailable: 'Il sito non è raggiungibile per qualche istante. Riprovi tra qualche minuto.',
  pageSentTitle: 'Messaggio inviato',
  pageProblemsTitle: 'Controlli i dati inseriti',
  pageBusyTitle: 'Riprovi tra un minuto',
  pageNotSentTitle: 'Il Suo messaggio non è stato inviato',
  pageBackToForm: 'Torna al modulo',
  pageBackHint: 'Con il pulsante Indietro del browser torna al modulo, con tutto ciò che ha scritto.',
  pageCall: 'Chiama il {phone}',
  pageHome: 'Vai alla home page',
};

const mail: EnginePack['mail'] = {
  subject: 'Nuova richiesta di preventivo dal sito ({id})',
  heading: 'Nuova richiesta di preventivo',
  intro: 'Nuova richiesta di preventivo dal modulo di contatto del sito.',
  received: 'Ricevuta: {time}',
  leadId: 'N. richiesta: {id}',
  footer: 'Ricevuta: {time} · richiesta {id}',
  photo: 'Foto',
  consent: 'Consenso privacy',
  consentGiven: 'Ha accettato l’informativa sulla privacy ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Lingua',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Uso:
  npm run leads -- list [--limit N]          le richieste più recenti per prime (20 se non indicato)
  npm run leads -- show <id>                 tutti i dati di una richiesta
  npm run leads -- delete <id>               cancella una richiesta e il suo invio e-mail (richiesta di cancellazione dei dati)
  npm run leads -- delete --email <address>  cancella tutte le richieste inviate da quell’indirizzo
  npm run leads -- export --csv --out leads.csv   tutte le richieste in CSV (file leggibile solo da Lei)
  npm run leads -- export --csv > leads.csv  lo stesso sull’output standard
  npm run leads -- retry                     invia di nuovo le e-mail non riuscite (dopo aver corretto SMTP_URL / LEADS_TO)
Legge {where}.`,
  readsDatabase: 'il database PostgreSQL indicato in DATABASE_URL',
  readsDataDir: 'DATA_DIR (ora: {dir})',
  noLeads: 'Ancora nessuna richiesta.',
  mailState: 'e-mail: {state}',
  noMailState: 'nessuna',
  mailPending: 'in attesa',
  mailSent: 'inviata',
  mailDead: 'non consegnata',
  showing: 'Richieste mostrate: {shown} di {total}. Tutti i dati: npm run leads -- export --csv > leads.csv',
  leadId: 'N. richiesta',
  received: 'Ricevuta (UTC)',
  mailStatus: 'Stato dell’e-mail',
  limitNotNumber: '--limit richiede un numero intero, per es. --limit 50',
  whichLeadToShow: 'Quale richiesta? npm run leads -- show <id> (i numeri sono in: npm run leads -- list)',
  noSuchLead: 'Nessuna richiesta con il numero {id}.',
  whichLeadToDelete: 'Quale richiesta? npm run leads -- delete <id>, oppure delete --email <address>',
  noMatchId: 'Nessuna richiesta con il numero {id}; non è stato cancellato nulla.',
  noMatchEmail: 'Nessuna richiesta dall’indirizzo {email}; non è stato cancellato nulla.',
  removed: 'Richieste cancellate, con i relativi invii e-mail: {count}',
  removedLead: '{id}  {name} <{email}>  ricevuta il {time}',
  erased: 'I dati sono stati sovrascritti (secure_delete) e il WAL è stato svuotato.',
  csvOnly: 'Esiste solo l’esportazione in CSV: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out richiede un nome di file, per es. --out leads.csv',
  wrote: 'Richieste scritte in {file}: {count} (file leggibile solo da Lei).',
  retried: 'E-mail rimesse in coda: {count}. Il server in funzione le invia entro un minuto.',
  unknownCommand: 'Comando sconosciuto «{command}».',
  noDatabase:
    'Nessun database delle richieste in {file}. Impostare DATA_DIR sulla cartella usata dal server (quella predefinita è ./data), oppure DATABASE_URL.',
  cannotOpen: 'Impossibile aprire il database delle richieste: {error}',
  photo: 'Foto',
  photoRow: 'JPEG da {size} KB. Per salvarla: npm run leads -- photo {id}',
  consent: 'Consenso privacy',
  consentGiven: 'Ha accettato l’informativa sulla privacy ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Lingua',
  listPhoto: 'foto',
  usagePhoto:
    '  npm run leads -- photo <id> [--out file.jpg]   salva la foto inviata con una richiesta (file leggibile solo da Lei)',
  whichPhoto:
    'La foto di quale richiesta? npm run leads -- photo <id> [--out file.jpg] (i numeri sono in: npm run leads -- list)',
  noPhoto: 'La richiesta {id} è arrivata senza foto.',
  photoWrote: 'La foto della richiesta {id} è stata scritta in {file} (file leggibile solo da Lei).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'Codice ZIP', postal: 'Codice postale', pin: 'Codice PIN', eircode: 'Eircode' },
  region: {
    area: 'Area',
    county: 'Contea',
    department: 'Dipartimento',
    district: 'Distretto',
    do_si: 'Provincia',
    emirate: 'Emirato',
    island: 'Isola',
    oblast: 'Oblast',
    parish: 'Parrocchia',
    prefecture: 'Prefettura',
    province: 'Provincia',
    region: 'Regione',
    state: 'Stato',
  },
  postalCodeMessage: 'Inserire un {label} valido (per es. {example}).',
  phoneMessage: 'Inserire un numero di telefono valido (per es. {example}).',
  regionChoose: 'Selezionare una voce dell’elenco nel campo «{name}».',
  regionType: 'Compilare il campo «{name}».',
  capitals: false,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'IT';

export const it: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
