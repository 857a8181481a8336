// Les mots du moteur en français (the engine's words in French): for a site whose site.locale is fr-…,
// written for a local trade business's customers, addressed with "vous"; no-break spaces before : ? !
// and inside « », as French typography wants. Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Aller au contenu',
  mainMenu: 'Menu principal',
  mobileMenu: 'Menu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  submenu: 'Sous-menu {label}',
  followUs: 'Suivez-nous',
  followUsOn: 'sur {network}',
  socialLink: '{network} (s’ouvre dans un nouvel onglet)',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  quoteButton: 'Devis gratuit',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Devis',
  callButton: 'Appeler',
  quickContact: 'Contact rapide',
  footerTagline: 'À votre service à {city} ({region}) et dans les environs depuis {year}.',
  footerTaglineNoYear: 'À votre service à {city} ({region}) et dans les environs.',
  quickLinks: 'Liens utiles',
  contactHeading: 'Contact',
  emailButton: 'Nous écrire',
  businessHours: 'Horaires d’ouverture',
  serviceAreas: 'Zones d’intervention',
  allServiceAreas: 'Nos {count} zones d’intervention',
  legalMenu: 'Informations légales',
  copyright: '© {year} {name}',
  closed: 'Fermé',
  consentTitle: 'Cookies',
  consentText:
    'Pouvons-nous utiliser des cookies de mesure d’audience pour savoir comment les visiteurs utilisent ce site\u00a0? Ils ne sont déposés qu’avec votre accord.',
  consentAccept: 'Accepter',
  consentDecline: 'Refuser',
  consentChange: 'Modifier mon choix sur les cookies',
  imageLoading: 'Chargement',
  imageUnavailable: 'Image indisponible',
  breadcrumb: 'Fil d’Ariane',
  breadcrumbHome: 'Accueil',
  areaCardLink: 'Nos services à {town}',
  crewsTravel: 'Nos équipes interviennent à {town} depuis notre atelier, {street}, {city}.',
  address: 'Adresse',
  phone: 'Téléphone',
  email: 'E-mail',
  hours: 'Horaires',
  emailSend: 'Envoyer un e-mail',
  mapTitle: 'Carte\u00a0: {name}, {address}',
  showMap: 'Afficher la carte',
  openMap: 'Ouvrir la carte',
  projectCount: '{count} réalisations affichées',
  projectCountOne: '{count} réalisation affichée',
  projectFilter: 'Filtrer les réalisations',
  step: 'Étape',
  lastUpdated: 'Dernière mise à jour\u00a0:',
  learnMore: 'En savoir plus',
  learnMoreAbout: 'sur {title}',
  rated: 'Note\u00a0: {rating} sur {max}',
  beforePicture: 'Avant',
  afterPicture: 'Après',
  compareSlider: 'Comparer avant et après',
  idealFor: 'Idéal pour\u00a0:',
  readTime: '{minutes}\u00a0min de lecture',
  formRequired: 'Les champs marqués {star} sont obligatoires.',
  formStar: 'd’un astérisque',
  formOptional: '(facultatif)',
  formSelect: 'Choisir',
  formHoneypot: 'Laissez ce champ vide',
  formSend: 'Envoyer le message',
  formSending: 'Envoi en cours…',
  formReassurance: 'Vos données restent confidentielles et servent uniquement à établir votre devis gratuit.',
  formProtection: 'Protection',
  formSsl: 'Connexion sécurisée SSL',
  formSpam: 'Protégé contre le spam',
  formConsent: 'J’ai lu la {privacyLink} et j’accepte que mes données soient utilisées pour répondre à ma demande.',
  formConsentLink: 'politique de confidentialité',
  formPhoto: 'Photo des travaux',
  formPhotoHint: 'Une image (JPEG, PNG ou WebP) de {size}\u00a0Mo au maximum.',
  firstName: 'Prénom',
  lastName: 'Nom',
  cellPhone: 'Téléphone',
  emailField: 'E-mail',
  street: 'Numéro et rue',
  city: 'Ville',
  comments: 'Votre message',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'vous@exemple.fr',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Décrivez-nous en quelques mots les travaux que vous envisagez.',
  notFoundTitle: 'Page introuvable',
  notFoundText:
    'La page demandée n’est pas ici. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
  notFoundHome: 'Retour à l’accueil',
  messageHoneypot: 'L’envoi a échoué. Veuillez réessayer.',
  messageFirstName: 'Veuillez saisir un prénom valide (lettres uniquement).',
  messageLastName: 'Veuillez saisir un nom valide (lettres uniquement).',
  messageEmail: 'Veuillez saisir une adresse e-mail valide (par exemple nom@exemple.fr).',
  messageStreet: 'Veuillez indiquer votre adresse (numéro et rue).',
  messageCity: 'Veuillez indiquer votre ville.',
  messageComments: 'Veuillez raccourcir votre message à 2\u00a0000 caractères au maximum.',
  messageHiddenCharacters:
    'Le champ «\u00a0{label}\u00a0» contient un caractère de contrôle ou de sens d’écriture invisible. Veuillez le ressaisir.',
  messageTooLong: 'Cette saisie est trop longue. Veuillez la raccourcir.',
  messageRequired: 'Le champ «\u00a0{label}\u00a0» est obligatoire.',
  messageUnexpectedField:
    'Le formulaire a envoyé un champ qu’il ne devrait pas contenir. Veuillez recharger la page et réessayer.',
  messageInvalid: 'Certains champs sont à corriger. Veuillez les vérifier et réessayer.',
  messageSuccess: 'Merci\u00a0! Votre message a bien été envoyé. Nous vous répondrons dans les meilleurs délais.',
  messageFailure: 'Le message n’a pas pu être envoyé. Veuillez réessayer.',
  messageRateLimited:
    'Trop d’envois depuis votre connexion. Veuillez patienter une minute avant de réessayer, ou appelez-nous.',
  messageBusy:
    'Nous ne pouvons pas enregistrer votre message pour le moment. Veuillez réessayer dans une minute ou nous appeler au {phone}.',
  messageConsent:
    'Veuillez cocher la case pour accepter la politique de confidentialité, afin que nous puissions vous répondre.',
  messagePhotoType: 'Le fichier choisi n’est pas une photo. Veuillez choisir une image JPEG, PNG ou WebP.',
  messagePhotoTooLarge: 'La photo est trop lourde. Veuillez en choisir une de {size}\u00a0Mo au maximum.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'Code postal',
  postalCodeMessage: 'Veuillez saisir un code postal valide (5 chiffres, par exemple 69003).',
  phoneMessage: 'Veuillez saisir un numéro de téléphone valide.',
  regionLabel: 'Région',
  regionMessage: 'Veuillez choisir votre région dans la liste.',
};

const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'fr',
  dayRange: 'du {first} au {last}',
  timeRange: 'de {opens} à {closes}',
  hoursRange: '{opens} – {closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['AM', 'PM'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Désolés, cette page n’a pas pu s’afficher.',
  text: 'Veuillez réessayer ou {home}.',
  home: 'revenir à l’accueil',
};

const server: EnginePack['server'] = {
  malformedJson: 'La requête ne contient pas de JSON valide. Envoyez les champs du formulaire sous forme d’objet JSON.',
  tooLarge: 'Votre envoi est trop volumineux (16 Ko au maximum). Veuillez raccourcir votre message et réessayer.',
  notJson:
    'Le formulaire n’a pas pu être envoyé ainsi. Veuillez activer JavaScript et réessayer, ou appelez-nous. (Le formulaire attend un contenu JSON, avec l’en-tête Content-Type réglé sur application/json.)',
  crossSite:
    'Ce formulaire ne peut être envoyé que depuis notre site. Veuillez ouvrir la page de contact et réessayer.',
  restarting: 'Le serveur redémarre. Veuillez réessayer dans quelques secondes.',
  storeFailed:
    'Un problème de notre côté nous a empêchés d’enregistrer votre message. Veuillez réessayer dans une minute ou nous appeler.',
  photosBusy:
    'Beaucoup de photos arrivent en ce moment, votre message n’a donc pas encore été enregistré. Veuillez l’envoyer de nouveau dans une minute.',
  photoTooManyPixels:
    'La photo a trop de pixels (plus de {megapixels} millions). Veuillez choisir une photo prise avec un téléphone ou un appareil photo, ou une copie plus petite.',
  aborted: 'La requête a été interrompue. Veuillez réessayer.',
  sizeMismatch: 'La requête ne correspond pas à sa longueur annoncée (Content-Length). Veuillez réessayer.',
  notProcessed: 'La requête n’a pas pu être traitée. Veuillez recharger la page et réessayer.',
  noEndpoint: 'Cette adresse d’API n’existe pas. Le formulaire de contact envoie à /api/contact.',
  usePost: 'Envoyez le formulaire de contact en POST, avec un contenu JSON.',
  pageFailed:
    'Un problème est survenu au chargement de cette page. Veuillez la recharger, ou repartir de la page d’accueil à l’adresse /.',
  unavailable: 'Le site est momentanément indisponible. Veuillez réessayer dans quelques minutes.',
  pageSentTitle: 'Message envoyé',
  pageProblemsTitle: 'Veuillez vérifier vos informations',
  pageBusyTitle: 'Veuillez réessayer dans une minute',
  pageNotSentTitle: 'Votre message n’a pas été envoyé',
  pageBackToForm: 'Revenir au formulaire',
  pageBackHint: 'Le bouton Retour de votre navigateur vous ramène au formulaire, avec tout ce que vous avez saisi.',
  pageCall: 'Appeler le {phone}',
  pageHome: 'Revenir à l’accueil',
};

const mail: EnginePack['mail'] = {
  subject: 'Nouvelle demande de devis depuis le site ({id})',
  heading: 'Nouvelle demande de devis',
  intro: 'Nouvelle demande de devis envoyée depuis le formulaire de contact du site.',
  received: 'Reçue le\u00a0: {time}',
  leadId: 'Numéro de la demande\u00a0: {id}',
  footer: 'Reçue le {time} · demande {id}',
  photo: 'Photo',
  consent: 'Consentement',
  consentGiven: 'A accepté la politique de confidentialité ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Langue',
  row: '{label}\u00a0: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Utilisation\u00a0:
  npm run leads -- list [--limit N]          les demandes les plus récentes d’abord (20 par défaut)
  npm run leads -- show <id>                 tous les champs d’une demande
  npm run leads -- delete <id>               supprimer une demande et son e-mail en attente (demande d’effacement)
  npm run leads -- delete --email <address>  supprimer toutes les demandes envoyées depuis cette adresse
  npm run leads -- export --csv --out leads.csv   toutes les demandes en CSV (fichier lisible par vous seul)
  npm run leads -- export --csv > leads.csv  la même chose sur la sortie standard
  npm run leads -- retry                     renvoyer les e-mails abandonnés (après avoir corrigé SMTP_URL / LEADS_TO)
Lit {where}.`,
  readsDatabase: 'la base PostgreSQL de DATABASE_URL',
  readsDataDir: 'DATA_DIR (actuellement\u00a0: {dir})',
  noLeads: 'Aucune demande pour le moment.',
  mailState: 'e-mail\u00a0: {state}',
  noMailState: 'aucun',
  mailPending: 'en attente',
  mailSent: 'envoyé',
  mailDead: 'abandonné',
  showing: '{shown} demande(s) sur {total}. Tous les détails\u00a0: npm run leads -- export --csv > leads.csv',
  leadId: 'N° de demande',
  received: 'Reçue (UTC)',
  mailStatus: 'État de l’e-mail',
  limitNotNumber: '--limit attend un nombre entier, par exemple --limit 50',
  whichLeadToShow: 'Quelle demande\u00a0? npm run leads -- show <id> (les numéros sont dans npm run leads -- list)',
  noSuchLead: 'Aucune demande avec le numéro {id}.',
  whichLeadToDelete: 'Quelle demande\u00a0? npm run leads -- delete <id>, ou delete --email <address>',
  noMatchId: 'Aucune demande avec le numéro {id}\u00a0; rien n’a été supprimé.',
  noMatchEmail: 'Aucune demande de l’adresse {email}\u00a0; rien n’a été supprimé.',
  removed: '{count} demande(s) supprimée(s) avec leurs e-mails en attente\u00a0:',
  removedLead: '{id}  {name} <{email}>  reçue le {time}',
  erased: 'Leurs octets ont été écrasés (secure_delete) et le WAL vidé.',
  csvOnly: 'Seul l’export CSV existe\u00a0: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out attend un nom de fichier, par exemple --out leads.csv',
  wrote: '{count} demande(s) écrite(s) dans {file} (lisible par vous seul).',
  retried: '{count} e-mail(s) remis en file d’attente. Le serveur en marche les envoie dans la minute.',
  unknownCommand: 'Commande inconnue «\u00a0{command}\u00a0».',
  noDatabase:
    'Aucune base de demandes dans {file}. Réglez DATA_DIR sur le dossier qu’utilise le serveur (./data par défaut), ou DATABASE_URL.',
  cannotOpen: 'Impossible d’ouvrir la base des demandes\u00a0: {error}',
  photo: 'Photo',
  photoRow: 'JPEG de {size}\u00a0Ko. Pour l’enregistrer\u00a0: npm run leads -- photo {id}',
  consent: 'Consentement',
  consentGiven: 'A accepté la politique de confidentialité ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Langue',
  listPhoto: 'photo',
  usagePhoto:
    '  npm run leads -- photo <id> [--out fichier.jpg]   enregistrer la photo jointe à une demande (fichier lisible par vous seul)',
  whichPhoto:
    'La photo de quelle demande\u00a0? npm run leads -- photo <id> [--out fichier.jpg] (les numéros sont dans npm run leads -- list)',
  noPhoto: 'La demande {id} est arrivée sans photo.',
  photoWrote: 'Photo de la demande {id} écrite dans {file} (lisible par vous seul).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'Code ZIP', postal: 'Code postal', pin: 'Code PIN', eircode: 'Eircode' },
  region: {
    area: 'Zone',
    county: 'Comté',
    department: 'Département',
    district: 'District',
    do_si: 'Province',
    emirate: 'Émirat',
    island: 'Île',
    oblast: 'Oblast',
    parish: 'Paroisse',
    prefecture: 'Préfecture',
    province: 'Province',
    region: 'Région',
    state: 'État',
  },
  postalCodeMessage: 'Veuillez saisir un {label} valide (par exemple {example}).',
  phoneMessage: 'Veuillez saisir un numéro de téléphone valide (par exemple {example}).',
  regionChoose: 'Veuillez choisir un élément de la liste dans le champ « {name} ».',
  regionType: 'Veuillez remplir le champ « {name} ».',
  capitals: false,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'FR';

export const fr: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
