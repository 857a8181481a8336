// What the contact rules need to know of the business's country and words: how phone numbers, postal
// codes and regions are written there, the fields' labels and every message. The build resolves it from
// site.json's `locale` and `labels` (the form gets it with its block, the server in the build's contract);
// US English is the default.
import type { MetadataJson } from 'libphonenumber-js/core';
import { DEFAULT_MESSAGES, type ContactMessages } from './messages.js';
import { US_STATES } from './us-states.js';
import type { ContactField } from './fields.js';
import type { PostalCodeKind, RegionKind } from './address-kinds.js';

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

export type { PostalCodeKind, RegionKind } from './address-kinds.js';

/**
 * The contact form's rules of one country (countryRules, shared/site/country.ts): which address fields
 * the form asks, in what order, what they are called in the site's language, and how a postal code and
 * a phone number of the country are checked. The form's field list and the checks are made from it;
 * site.json's `locale` settings override each (siteLocale, contactLocale).
 */
export interface CountryRules {
  /** ISO 3166 code, e.g. "DE". */
  country: string;
  postalCode: {
    /** Whether the country's addresses have one (Hong Kong's have none). */
    asked: boolean;
    required: boolean;
    /** Regular expression source a postal code must match, e.g. "^(?:\\d{5})$". */
    pattern: string;
    /** One of the country's, e.g. "26133". */
    example: string;
    kind: PostalCodeKind;
    /** Its name in the site's language, e.g. "Postleitzahl", "ZIP code". */
    label: string;
  };
  region: {
    /** Whether the country's addresses name a region (the US's a state; Germany's and France's none). */
    asked: boolean;
    required: boolean;
    kind: RegionKind;
    /** Its name in the site's language, e.g. "State", "Province". */
    name: string;
    /** The regions to choose from, as addresses write them; empty: typed. */
    list: string[];
  };
  phone: {
    /** A mobile number of the country as it is dialled there, e.g. "01512 3456789". */
    example: string;
    /** libphonenumber-js's full metadata of the country alone: what a valid number is (isValidPhoneNumber). */
    metadata: MetadataJson;
  };
  /** The form's address fields in the order the country writes an address: DE street, postal code, city. */
  addressOrder: ContactField[];
  /** The words of site.json's `locale` for the country in the site's language (what the form calls things, its messages). */
  words: {
    postalCodeLabel: string;
    postalCodeMessage: string;
    phoneMessage: string;
    regionLabel: string;
    regionMessage: string;
  };
}

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
