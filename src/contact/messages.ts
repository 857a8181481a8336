// Every user-visible text of the contact form and API, in one place (spec sections 5 and 8).
export const MESSAGES = {
  honeypot: 'Submission failed. Please try again.',
  phone: 'Please enter a valid 10-digit phone number.',
  zip: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  firstName: 'Please enter a valid first name (letters only).',
  lastName: 'Please enter a valid last name (letters only).',
  // Checked after the spec's five, because native validation is off (noValidate).
  email: 'Please enter a valid email address (like name@example.com).',
  street: 'Please enter your street address.',
  city: 'Please enter your city.',
  state: 'Please choose your state from the list.',
  comments: 'Please shorten your comments to 2000 characters or fewer.',
  hiddenCharacters: (label: string) =>
    `${label} contains a hidden control or text-direction character. Please retype it.`,
  tooLong: 'This entry is too long. Please shorten it.',
  unexpectedField: 'The form sent a field it should not. Please reload the page and try again.',
  /** Defaults of spec section 8. */
  failure: 'Failed to send message. Please try again.',
  success: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  /** Server-only situations. */
  invalid: 'Some fields need attention. Please correct them and try again.',
  malformedJson: 'The request body is not valid JSON. Send the form fields as a JSON object.',
  tooLarge: 'The submission is too large (16 KB at most). Please shorten your comments and try again.',
  notJson: 'Send the form as JSON with the header Content-Type: application/json.',
  crossSite: 'This form can only be submitted from this website. Open the contact page and try again.',
  rateLimited: 'Too many submissions from your connection. Please wait a minute and try again, or call us.',
  restarting: 'The server is restarting. Please try again in a few seconds.',
  storeFailed: 'We could not save your message because of a problem on our side. Please try again in a minute, or call us.',
  busy: (phone?: string) => `We are too busy to save your message right now. Please try again in a minute${phone ? `, or call us at ${phone}` : ', or call us'}.`,
} as const;
