// Deutsch in der Schweiz (site.locale de-CH): the German pack as Switzerland writes it, with ss for ß
// everywhere, and what differs for a business there (cantons, a .ch address).
import { de } from './de.js';
import { respelled, variantOf } from './variant.js';

export const deCH = variantOf(
  respelled(de, (text) => text.replace(/ß/g, 'ss')),
  {
    country: 'CH',
    labels: {
      emailPlaceholder: 'name@beispiel.ch',
      messageEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z. B. name@beispiel.ch).',
    },
    locale: { regionLabel: 'Kanton', regionMessage: 'Bitte wählen Sie Ihren Kanton aus der Liste.' },
  },
);
