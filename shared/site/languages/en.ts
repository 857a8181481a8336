// The engine's own words in US English: the source of them all. Every other language's pack has this
// shape (EnginePack), so a pack missing a word fails `tsc`; a site's language (site.locale) picks its
// pack (packs.ts), and site.json's `labels` and `locale` still change any single word. The schema's
// defaults of Labels and of Locale's words are written from this file by `npm run gen:types` (and
// checked by `npm test`), so the editor and VS Code show these words.
import type { Labels } from '../../../schema/generated/site.js';
import type { CountryWords } from '../country-words-shape.js';

/** Every label of the pages and the contact form (the schema's `$defs/Labels` says where each is shown). */
const labels: Required<Labels> = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main',
  mobileMenu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  submenu: '{label} submenu',
  followUs: 'Follow us',
  followUsOn: 'on {network}',
  socialLink: '{network} (opens in a new tab)',
  opensInNewTab: '(opens in a new tab)',
  quoteButton: 'Get Free Quote',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Get Quote',
  callButton: 'Call Now',
  quickContact: 'Quick contact',
  footerTagline: 'Serving {city}, {region} and nearby towns since {year}.',
  footerTaglineNoYear: 'Serving {city}, {region} and nearby towns.',
  quickLinks: 'Quick Links',
  contactHeading: 'Contact',
  emailButton: 'Email Us',
  businessHours: 'Business Hours',
  serviceAreas: 'Service Areas',
  allServiceAreas: 'All {count} service areas',
  legalMenu: 'Legal',
  copyright: '© {year} {name}',
  closed: 'Closed',
  consentTitle: 'Cookies',
  consentText: 'May we use analytics cookies to learn how visitors use this site? They are only set if you accept.',
  consentAccept: 'Accept',
  consentDecline: 'Decline',
  consentChange: 'Change cookie choice',
  imageLoading: 'Loading',
  imageUnavailable: 'Image unavailable',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'Home',
  areaCardLink: 'View {town} services',
  crewsTravel: 'Our crews travel to {town} from our yard at {street}, {city}.',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
  emailSend: 'Send an E-mail',
  mapTitle: 'Map of {name}, {address}',
  showMap: 'Show map',
  openMap: 'Open the map',
  projectCount: 'Showing {count} projects',
  projectCountOne: 'Showing {count} project',
  projectFilter: 'Filter projects',
  step: 'Step',
  lastUpdated: 'Last updated:',
  learnMore: 'Learn More',
  learnMoreAbout: 'about {title}',
  rated: 'Rated {rating} out of {max}',
  beforePicture: 'Before',
  afterPicture: 'After',
  compareSlider: 'Compare before and after',
  idealFor: 'Ideal for:',
  readTime: '{minutes} min read',
  formRequired: 'Fields marked {star} are required.',
  formStar: 'with a star',
  formOptional: '(optional)',
  formSelect: 'Select',
  formHoneypot: 'Leave this field empty',
  formSend: 'Send Message',
  formSending: 'Sending Message...',
  formReassurance: 'Your information is secure and will only be used to provide your free quote.',
  formProtection: 'Protection',
  formSsl: 'SSL Secured',
  formSpam: 'Spam Protected',
  formConsent: 'I have read the {privacyLink} and agree that my details are used to answer my request.',
  formConsentLink: 'privacy policy',
  formPhoto: 'Photo of the job',
  formPhotoHint: 'One picture (JPEG, PNG or WebP) of at most {size} MB.',
  firstName: 'First name',
  lastName: 'Last name',
  cellPhone: 'Cell phone',
  emailField: 'Email',
  street: 'Street address',
  city: 'City',
  comments: 'Comments',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'you@example.com',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Tell us about the work you have in mind.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for is not here. It may have moved, or the address may be mistyped.',
  notFoundHome: 'Back to the home page',
  messageHoneypot: 'Submission failed. Please try again.',
  messageFirstName: 'Please enter a valid first name (letters only).',
  messageLastName: 'Please enter a valid last name (letters only).',
  messageEmail: 'Please enter a valid email address (like name@example.com).',
  messageStreet: 'Please enter your street address.',
  messageCity: 'Please enter your city.',
  messageComments: 'Please shorten your comments to 2000 characters or fewer.',
  messageHiddenCharacters: '{label} contains a hidden control or text-direction character. Please retype it.',
  messageTooLong: 'This entry is too long. Please shorten it.',
  messageRequired: '{label} is required.',
  messageUnexpectedField: 'The form sent a field it should not. Please reload the page and try again.',
  messageInvalid: 'Some fields need attention. Please correct them and try again.',
  messageSuccess: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  messageFailure: 'Failed to send message. Please try again.',
  messageRateLimited: 'Too many submissions from your connection. Please wait a minute and try again, or call us.',
  messageBusy: 'We are too busy to save your message right now. Please try again in a minute, or call us at {phone}.',
  messageConsent: 'Please tick the box to agree to the privacy policy, so that we may answer you.',
  messagePhotoType: 'The file you chose is not a photo. Please choose a JPEG, PNG or WebP picture.',
  messagePhotoTooLarge: 'The photo is too large. Please choose one of at most {size} MB.',
};

/**
 * What the contact form calls a postal code and a region, and its messages about them and the phone;
 * a site's `locale` sets each for its country (these are the US ones).
 */
const locale = {
  postalCodeLabel: 'ZIP code',
  postalCodeMessage: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  phoneMessage: 'Please enter a valid 10-digit phone number.',
  regionLabel: 'State',
  regionMessage: 'Please choose your state from the list.',
};

/**
 * How facts are joined in the page's language. time: how a time of day is written by each clock ({h}
 * the hour on that clock, {hh} the same in two digits, {mm} the minutes, {dayPeriod} one of
 * dayPeriods, for 12 hours); timeOnTheHour at :00, in the opening-hours lists, and sentenceTimeOnTheHour
 * in the {hours} sentence ("8 AM to 5 PM", "7 h à 17 h"). hourCycle: the clock when site.json's locale sets none.
 * listLocale: the language whose Intl.ListFormat joins lists ({townsServed}); English keeps "A, B and
 * C", without the comma before "and" that American English Intl gives. dayRange and timeRange: a run of
 * days and its hours in the {hours} sentence ("Monday to Friday, 8 AM to 5 PM"); hoursRange: one day's
 * hours in the opening-hours lists ("8:00 AM – 5:00 PM").
 */
const formats = {
  hourCycle: 12 as 12 | 24,
  listLocale: 'en-GB',
  dayRange: '{first} to {last}',
  timeRange: '{opens} to {closes}',
  hoursRange: '{opens} – {closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['AM', 'PM'] as [string, string],
};

/** The page shown when a page fails to load or draw after a click (src/renderer/RouteError.tsx); {home}: the link home. */
const errorPage = {
  heading: 'Sorry, this page could not be shown.',
  text: 'Please try again, or {home}.',
  home: 'go to the home page',
};

/** The server's own answers (the form's messages are labels): to a request the page's form never sends, a restart, a fault. Exported as shared/contact's API_MESSAGES. */
export const server = {
  malformedJson: 'The request body is not valid JSON. Send the form fields as a JSON object.',
  tooLarge: 'The submission is too large (16 KB at most). Please shorten your comments and try again.',
  notJson: 'Send the form as JSON with the header Content-Type: application/json.',
  crossSite: 'This form can only be submitted from this website. Open the contact page and try again.',
  restarting: 'The server is restarting. Please try again in a few seconds.',
  storeFailed:
    'We could not save your message because of a problem on our side. Please try again in a minute, or call us.',
  /** A photo post that found the photo queue full (server/contact/photo-queue.ts): nothing was saved. */
  photosBusy:
    'Many photos are arriving right now, so your message was not saved yet. Please send it again in a minute.',
  photoTooManyPixels:
    'The photo has too many pixels (more than {megapixels} million). Please choose a photo from a phone or camera, or a smaller copy of it.',
  aborted: 'The request was interrupted. Please try again.',
  sizeMismatch: 'The request body did not match its Content-Length. Please try again.',
  notProcessed: 'The request could not be processed. Please reload the page and try again.',
  noEndpoint: 'No such API endpoint. The contact form posts to /api/contact.',
  usePost: 'Use POST with a JSON body to send the contact form.',
  pageFailed: 'Something went wrong while loading this page. Please reload it, or start from the home page at /.',
  unavailable: 'This site is unavailable for a moment. Please try again in a few minutes.',
  // The pages a visitor reads when her browser posted the form itself, without JavaScript (server/contact/contact-page.ts);
  // the form's own messages (sent, check your details, busy) are its labels.
  pageSentTitle: 'Message sent',
  pageProblemsTitle: 'Please check your details',
  pageBusyTitle: 'Please try again in a minute',
  pageNotSentTitle: 'Your message was not sent',
  pageBackToForm: 'Back to the form',
  pageBackHint: "Your browser's Back button takes you to the form with everything you typed.",
  pageCall: 'Call {phone}',
  pageHome: 'Go to the home page',
};

/** The e-mail a lead sends the owner (server/leads/lead-mail.ts); {id}: the lead's id, {time}: when it came (UTC). */
const mail = {
  subject: 'New quote request from the website ({id})',
  heading: 'New quote request',
  intro: 'New quote request from the website contact form.',
  received: 'Received: {time}',
  leadId: 'Lead id: {id}',
  footer: 'Received {time} · lead {id}',
  photo: 'Photo',
  consent: 'Privacy consent',
  consentGiven: 'Agreed to the privacy policy ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Language',
  /** A field and its value, one line of the e-mail's text (French: a no-break space before the colon). */
  row: '{label}: {value}',
};

/** `npm run leads` (server/leads/leads-cli.ts), for the owner; the commands themselves stay as they are typed. */
const cli = {
  usage: `Usage:
  npm run leads -- list [--limit N]          newest leads first (default 20)
  npm run leads -- show <id>                 every field of one lead
  npm run leads -- delete <id>               remove a lead and its e-mail job (a deletion request)
  npm run leads -- delete --email <address>  remove every lead sent from that address
  npm run leads -- export --csv --out leads.csv   every lead as CSV (file readable by you only)
  npm run leads -- export --csv > leads.csv  the same on stdout
  npm run leads -- retry                     re-send e-mails that gave up (after fixing SMTP_URL / LEADS_TO)
Reads {where}.`,
  readsDatabase: 'the PostgreSQL database in DATABASE_URL',
  readsDataDir: 'DATA_DIR (now: {dir})',
  noLeads: 'No leads yet.',
  mailState: 'mail: {state}',
  noMailState: 'none',
  /** A lead's e-mail: waiting to go out, sent, or given up after its retries. */
  mailPending: 'waiting',
  mailSent: 'sent',
  mailDead: 'gave up',
  showing: 'Showing {shown} of {total} lead(s). Full details: npm run leads -- export --csv > leads.csv',
  leadId: 'Lead id',
  received: 'Received (UTC)',
  mailStatus: 'Mail status',
  limitNotNumber: '--limit needs a whole number, e.g. --limit 50',
  whichLeadToShow: 'Which lead? npm run leads -- show <id> (ids are in: npm run leads -- list)',
  noSuchLead: 'No lead with id {id}.',
  whichLeadToDelete: 'Which lead? npm run leads -- delete <id>, or delete --email <address>',
  noMatchId: 'No lead matches id {id}; nothing removed.',
  noMatchEmail: 'No lead matches e-mail {email}; nothing removed.',
  removed: 'Removed {count} lead(s) and their e-mail job(s):',
  removedLead: '{id}  {name} <{email}>  received {time}',
  erased: 'Their bytes were overwritten (secure_delete) and the WAL emptied.',
  csvOnly: 'Only CSV export exists: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out needs a file name, e.g. --out leads.csv',
  wrote: 'Wrote {count} lead(s) to {file} (readable by you only).',
  retried: '{count} e-mail(s) queued again. The running server sends them within a minute.',
  unknownCommand: 'Unknown command "{command}".',
  noDatabase:
    'No lead database at {file}. Set DATA_DIR to the folder the server uses (its default is ./data), or DATABASE_URL.',
  cannotOpen: 'Cannot open the lead database: {error}',
  photo: 'Photo',
  photoRow: '{size} KB JPEG. Save it: npm run leads -- photo {id}',
  consent: 'Privacy consent',
  consentGiven: 'Agreed to the privacy policy ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Language',
  listPhoto: 'photo',
  usagePhoto:
    '  npm run leads -- photo <id> [--out file.jpg]   save the photo sent with a lead (file readable by you only)',
  whichPhoto: "Which lead's photo? npm run leads -- photo <id> [--out file.jpg] (ids are in: npm run leads -- list)",
  noPhoto: 'Lead {id} came without a photo.',
  photoWrote: 'Wrote the photo of lead {id} to {file} (readable by you only).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'ZIP code', postal: 'Postal code', pin: 'PIN code', eircode: 'Eircode' },
  region: {
    area: 'Area',
    county: 'County',
    department: 'Department',
    district: 'District',
    do_si: 'Province',
    emirate: 'Emirate',
    island: 'Island',
    oblast: 'Region',
    parish: 'Parish',
    prefecture: 'Prefecture',
    province: 'Province',
    region: 'Region',
    state: 'State',
  },
  postalCodeMessage: 'Please enter a valid {label} (for example {example}).',
  phoneMessage: 'Please enter a valid phone number (for example {example}).',
  regionChoose: 'Please choose your {name} from the list.',
  regionType: 'Please enter your {name}.',
  capitals: false,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'US';

export const en = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };

/** The shape of every language's pack: the English pack's. */
export type EnginePack = typeof en;
