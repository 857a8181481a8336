// Deutsch in Österreich (site.locale de-AT): what differs from the German pack, for a business in
// Austria (the month names, „Jänner“, come from the language's calendar, Intl).
import { de } from './de.js';
import { variantOf } from './variant.js';

export const deAT = variantOf(de, {
  country: 'AT',
  labels: {
    emailPlaceholder: 'name@beispiel.at',
    messageEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z. B. name@beispiel.at).',
  },
});
