// Les mots du moteur en français du Québec (the engine's words in Canadian French): for a site whose
// site.locale is fr-CA, only what Québec says otherwise than France, over the French pack (fr.ts):
// « soumission » for a quote, « courriel » for e-mail, « pourriel », « témoins » for cookies, « heures
// d’ouverture »; times as the Office québécois de la langue française writes them (7 h, 17 h 30, de 7 h
// à 17 h, with no-break spaces); Canada's postal code, province and phone in the form's words.
import { fr } from './fr.js';
import { variantOf } from './variant.js';

export const frCA = variantOf(fr, {
  country: 'CA',
  labels: {
    quoteButton: 'Soumission gratuite',
    mobileQuoteButton: 'Soumission',
    businessHours: 'Heures d’ouverture',
    hours: 'Heures d’ouverture',
    serviceAreas: 'Territoire desservi',
    allServiceAreas: 'Nos {count} secteurs desservis',
    consentTitle: 'Témoins de navigation',
    consentText:
      'Pouvons-nous utiliser des témoins de mesure d’audience pour savoir comment les visiteurs utilisent ce site\u00a0? Ils ne sont déposés qu’avec votre accord.',
    consentChange: 'Modifier mon choix sur les témoins',
    email: 'Courriel',
    emailSend: 'Envoyer un courriel',
    emailField: 'Courriel',
    cellPhone: 'Cellulaire',
    emailPlaceholder: 'vous@exemple.ca',
    formReassurance:
      'Vos renseignements restent confidentiels et servent uniquement à préparer votre soumission gratuite.',
    formSpam: 'Protégé contre le pourriel',
    messageEmail: 'Veuillez entrer une adresse courriel valide (par exemple nom@exemple.ca).',
  },
  locale: {
    postalCodeLabel: 'Code postal',
    postalCodeMessage: 'Veuillez entrer un code postal valide (par exemple H3Z 2Y7).',
    phoneMessage: 'Veuillez entrer un numéro de téléphone valide à 10 chiffres (par exemple 514 555-0123).',
    regionLabel: 'Province',
    regionMessage: 'Veuillez choisir votre province dans la liste.',
  },
  formats: {
    hoursRange: '{opens} à {closes}',
    time: { 12: '{h}\u00a0h\u00a0{mm}\u00a0{dayPeriod}', 24: '{h}\u00a0h\u00a0{mm}' },
    timeOnTheHour: { 12: '{h}\u00a0h\u00a0{dayPeriod}', 24: '{h}\u00a0h' },
    sentenceTimeOnTheHour: { 12: '{h}\u00a0h\u00a0{dayPeriod}', 24: '{h}\u00a0h' },
    dayPeriods: ['a.m.', 'p.m.'],
  },
  mail: {
    subject: 'Nouvelle demande de soumission depuis le site ({id})',
    heading: 'Nouvelle demande de soumission',
    intro: 'Nouvelle demande de soumission envoyée depuis le formulaire de contact du site.',
  },
  cli: {
    usage: `Utilisation\u00a0:
  npm run leads -- list [--limit N]          les demandes les plus récentes d’abord (20 par défaut)
  npm run leads -- show <id>                 tous les champs d’une demande
  npm run leads -- delete <id>               supprimer une demande et son courriel en attente (demande d’effacement)
  npm run leads -- delete --email <address>  supprimer toutes les demandes envoyées depuis cette adresse
  npm run leads -- export --csv --out leads.csv   toutes les demandes en CSV (fichier lisible par vous seul)
  npm run leads -- export --csv > leads.csv  la même chose sur la sortie standard
  npm run leads -- retry                     renvoyer les courriels abandonnés (après avoir corrigé SMTP_URL / LEADS_TO)
Lit {where}.`,
    mailState: 'courriel\u00a0: {state}',
    mailStatus: 'État du courriel',
    removed: '{count} demande(s) supprimée(s) avec leurs courriels en attente\u00a0:',
    retried: '{count} courriel(s) remis en file d’attente. Le serveur en marche les envoie dans la minute.',
  },
});
