// What the contact rules need to know of the business's country and words: how phone numbers, postal
// codes and regions are written there, the fields' labels and every message. The build resolves it from
// site.json's `locale` and `labels` (the form gets it with its block, the server from the built site);
// US English is the default.
import type { MetadataJson } from 'libphonenumber-js/core';
import { DEFAULT_MESSAGES, type ContactMessages } from './messages.js';
import { US_STATES } from './us-states.js';
import type { ContactField } from './fields.js';

export interface ContactLocale {
  /** ISO 3166 country code; phone numbers are checked and shaped for it (libphonenumber-js). */
  country: string;
  phoneFormat: 'national' | 'international';
  /** Regular expression source a postal code must match. */
  postalCodePattern: string;
  /** The regions offered, the business's own first; empty: the region is free text. */
  regions: string[];
  messages: ContactMessages;
  /** Each field's label, as the form shows it (messages name the field by it). */
  fieldLabels: Record<ContactField, string>;
  /**
   * libphonenumber-js's metadata of `country` alone (about 3 KB, cut by the build), so the browser
   * does not load every country's; not needed for the US, whose rule is the spec's ten digits.
   */
  phoneMetadata?: MetadataJson;
}

/** Where the build writes the site's ContactLocale for the server (beside the pages in dist/). */
export const CONTACT_LOCALE_FILE = 'contact-locale.json';

/** Today's rules: ten-digit US numbers, ZIP or ZIP+4, the 50 states. */
export const US_CONTACT_LOCALE: ContactLocale = {
  country: 'US',
  phoneFormat: 'national',
  postalCodePattern: '^\\d{5}(?:-\\d{4})?$',
  regions: [...US_STATES],
  messages: DEFAULT_MESSAGES,
  fieldLabels: {
    first_name: 'First name',
    last_name: 'Last name',
    cell_phone: 'Cell phone',
    email: 'Email',
    street_address: 'Street address',
    city: 'City',
    state: 'State',
    zip_code: 'ZIP code',
    comments: 'Comments',
  },
};

/** The regions with the business's own first (most customers are local), the rest in their order. */
export function ownRegionFirst(regions: readonly string[], own: string): string[] {
  return regions.includes(own) ? [own, ...regions.filter((r) => r !== own)] : [...regions];
}
