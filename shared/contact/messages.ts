// The words of the contact form and API. What a visitor reads comes from site.json's labels and
// locale: the build puts them into the site's ContactLocale (the form gets it with its block, the
// server in the build's contract, shared/server-contract.ts). The defaults below are the schema's
// (spec sections 5 and 8; tests/unit/generator/labels-locale.mocks.test.ts keeps them equal).

/** Every message the form or the server's check can show a visitor. {label}: a field's label; {phone}: the business phone. */
export interface ContactMessages {
  phone: string;
  postalCode: string;
  region: string;
  honeypot: string;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  comments: string;
  hiddenCharacters: string;
  tooLong: string;
  required: string;
  unexpectedField: string;
  invalid: string;
  success: string;
  failure: string;
  rateLimited: string;
  busy: string;
}

export const DEFAULT_MESSAGES: ContactMessages = {
  phone: 'Please enter a valid 10-digit phone number.',
  postalCode: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  region: 'Please choose your state from the list.',
  honeypot: 'Submission failed. Please try again.',
  firstName: 'Please enter a valid first name (letters only).',
  lastName: 'Please enter a valid last name (letters only).',
  // Checked after the spec's five, because native validation is off (noValidate).
  email: 'Please enter a valid email address (like name@example.com).',
  street: 'Please enter your street address.',
  city: 'Please enter your city.',
  comments: 'Please shorten your comments to 2000 characters or fewer.',
  hiddenCharacters: '{label} contains a hidden control or text-direction character. Please retype it.',
  tooLong: 'This entry is too long. Please shorten it.',
  required: '{label} is required.',
  unexpectedField: 'The form sent a field it should not. Please reload the page and try again.',
  invalid: 'Some fields need attention. Please correct them and try again.',
  success: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  rateLimited: 'Too many submissions from your connection. Please wait a minute and try again, or call us.',
  busy: 'We are too busy to save your message right now. Please try again in a minute, or call us at {phone}.',
};

/**
 * The server's own answers (wrong content type, broken JSON, a restart, a fault), in English: each
 * language's are in its pack (shared/site/languages/), and the server answers in the live site's.
 */
export { server as API_MESSAGES } from '../site/languages/en.js';
