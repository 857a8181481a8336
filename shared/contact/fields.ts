// The fields of the contact form, on their own so the locale (their labels) and the rules both name them.

/** The fields sent to POST /api/contact, in form order. */
export const CONTACT_FIELDS = [
  'first_name',
  'last_name',
  'cell_phone',
  'email',
  'street_address',
  'city',
  'state',
  'zip_code',
  'comments',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
