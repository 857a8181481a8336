// British English (site.locale en-GB): what differs from the US English pack, for a business in the
// United Kingdom: a mobile, a postcode and a county, the 24-hour clock.
import { en } from './en.js';
import { variantOf } from './variant.js';

export const enGB = variantOf(en, {
  country: 'GB',
  labels: {
    cellPhone: 'Mobile phone',
    emailPlaceholder: 'you@example.co.uk',
    messageEmail: 'Please enter a valid e-mail address (like name@example.co.uk).',
  },
  locale: {
    postalCodeLabel: 'Postcode',
    postalCodeMessage: 'Please enter a valid postcode (for example SW1A 1AA).',
    phoneMessage: 'Please enter a valid UK phone number.',
    regionLabel: 'County',
    regionMessage: 'Please enter your county.',
  },
  formats: { hourCycle: 24, hoursRange: '{opens}–{closes}' },
});
