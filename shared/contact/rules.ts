// The contact-form rules, shared by the browser form and the server (never write a rule twice).
// Spec section 5: input shaping, and the checks in order where the first failure stops the submit.
import {
  AsYouType,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { fill } from '../site/fill.js';
import { CONTACT_FIELDS, type ContactField, type ContactValues } from './fields.js';
import type { ContactMessages } from './messages.js';
import { US_CONTACT_LOCALE, type ContactLocale } from './locale.js';
import usPhone from './us-phone.generated.json' with { type: 'json' };
import {
  CONSENT_FIELD,
  CONSENT_VALUE,
  DEFAULT_CONTACT_FORM,
  PHOTO_FIELD,
  photoProblem,
  type ContactForm,
  type PhotoFile,
} from './form.js';

export { CONTACT_FIELDS, type ContactField, type ContactValues } from './fields.js';
export { API_MESSAGES, DEFAULT_MESSAGES, type ContactMessages } from './messages.js';
export { US_STATES } from './us-states.js';
export { US_CONTACT_LOCALE, ownRegionFirst, type ContactLocale } from './locale.js';
export { CONSENT_FIELD, DEFAULT_CONTACT_FORM, PHOTO_FIELD, type ContactForm } from './form.js';

/** The hidden field only bots fill in. The browser removes it before sending. */
export const HONEYPOT_FIELD = 'website';
/** What the form holds: its fields, the honeypot, and the consent box (CONSENT_VALUE when ticked). */
export type FormValues = ContactValues & { [HONEYPOT_FIELD]?: string; [CONSENT_FIELD]?: string };

/** The fields' English names, for the owner's e-mail and the leads CLI; visitors read the site's own (ContactLocale.fieldLabels). */
export const FIELD_LABELS: Record<ContactField, string> = US_CONTACT_LOCALE.fieldLabels;

/** Longest accepted value per field (characters); the form's maxLength and the server schema both use it. */
export const MAX_LENGTH: Record<ContactField, number> = {
  first_name: 50,
  last_name: 50,
  cell_phone: 20,
  email: 254,
  street_address: 120,
  city: 60,
  state: 60,
  zip_code: 10,
  comments: 2000,
};

/** Same pattern as ajv-formats' "email": ASCII address with a dotted domain, no spaces, quotes or brackets. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// Letters of any script (José, Zoë) with their marks, spaces, straight or typographic apostrophes,
// hyphens and periods (St. John, Smith Jr.); at least one letter. Checked after normalizeName.
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}' \u2019.-]{2,}$/u;

/**
 * Characters that no field may hold: C0 and C1 controls and DEL (NUL, ESC, ...), bidi controls
 * (marks, embeddings, overrides, isolates: they reorder what the owner reads) and lone surrogates.
 */
export const HIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
// Comments may keep line breaks and tabs.
const TEXT_LAYOUT = /\r\n|[\n\t]/g;

export function hasHiddenCharacter(field: ContactField, value: string): boolean {
  return HIDDEN_CHARACTER.test(field === 'comments' ? value.replace(TEXT_LAYOUT, '') : value);
}

/** A name as stored: trimmed, every run of Unicode spaces (no-break, thin, ...) as one plain space. */
function normalizeName(value: string): string {
  return value.replace(/\p{Zs}+/gu, ' ').trim();
}

const digitsOf = (value: string) => value.replace(/\D/g, '');
/** The US's phone metadata, which US sites' pages do not carry (npm run gen:countries cuts it from libphonenumber-js). */
const US_PHONE_METADATA = usPhone as unknown as MetadataJson;

/**
 * Phone as typed, shaped for the business's country. US (spec section 5): (NNN) NNN-NNNN, built from
 * digits only, never longer than 14 characters. Elsewhere: as libphonenumber-js writes it while typing.
 */
export function formatPhone(input: string, locale: ContactLocale = US_CONTACT_LOCALE): string {
  if (locale.country !== 'US' || locale.phoneFormat !== 'national') return shapePhone(input, locale);
  let digits = digitsOf(input);
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1); // pasted +1 country code
  digits = digits.slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function shapePhone(input: string, locale: ContactLocale): string {
  const typed = input.replace(/[^\d+]/g, '').slice(0, MAX_LENGTH.cell_phone);
  const shaper = new AsYouType(locale.country as CountryCode, phoneMetadata(locale));
  const shaped = shaper.input(typed);
  const number = shaper.getNumber();
  return locale.phoneFormat === 'international' && number ? number.formatInternational() : shaped;
}

/** Whether a phone number is a valid one of the business's country (libphonenumber-js: not only possible; "12345" is no German number). */
function isPhone(value: string, locale: ContactLocale): boolean {
  if (locale.country === 'US' && digitsOf(value).length !== 10) return false; // the spec's ten digits, as formatPhone writes them
  return isValidPhoneNumber(value, locale.country as CountryCode, phoneMetadata(locale));
}

function phoneMetadata(locale: ContactLocale): MetadataJson {
  if (locale.country === 'US' && !locale.phoneMetadata) return US_PHONE_METADATA;
  if (!locale.phoneMetadata)
    throw new Error(
      `The contact rules for ${locale.country} have no phone metadata; the build adds it (shared/site/contact-locale.ts).`,
    );
  return locale.phoneMetadata;
}

/** ZIP as typed -> digits and hyphens only, at most 10 characters. Elsewhere letters and spaces too (UK postcodes), in capitals. */
export function shapeZip(input: string, locale: ContactLocale = US_CONTACT_LOCALE): string {
  const kept =
    locale.country === 'US' ? input.replace(/[^\d-]/g, '') : input.toUpperCase().replace(/[^\p{L}\d -]/gu, '');
  return kept.slice(0, MAX_LENGTH.zip_code);
}

export interface FieldError {
  field: ContactField | typeof HONEYPOT_FIELD | typeof CONSENT_FIELD | typeof PHOTO_FIELD;
  message: string;
}

type Rule = {
  field: FieldError['field'];
  ok: (value: string, locale: ContactLocale) => boolean;
  /** The site's message (ContactLocale.messages), with {label} the field's label; or words of the form's own (consent). */
  message: keyof ContactMessages | { text: string };
};

/** In the spec's order (first five), then the checks native validation would have done. */
const CONTENT_RULES: readonly Rule[] = [
  { field: HONEYPOT_FIELD, ok: (v) => v.trim() === '', message: 'honeypot' },
  { field: 'cell_phone', ok: (v, locale) => isPhone(v, locale), message: 'phone' },
  {
    field: 'zip_code',
    ok: (v, locale) => new RegExp(locale.postalCodePattern, 'iu').test(v.trim()),
    message: 'postalCode',
  },
  { field: 'first_name', ok: (v) => NAME_PATTERN.test(normalizeName(v)), message: 'firstName' },
  { field: 'last_name', ok: (v) => NAME_PATTERN.test(normalizeName(v)), message: 'lastName' },
  { field: 'email', ok: (v) => EMAIL_PATTERN.test(v.trim()), message: 'email' },
  { field: 'street_address', ok: (v) => v.trim() !== '', message: 'street' },
  { field: 'city', ok: (v) => v.trim() !== '', message: 'city' },
  {
    field: 'state',
    ok: (v, locale) => (locale.regions.length ? locale.regions.includes(v.trim()) : v.trim() !== ''),
    message: 'region',
  },
  { field: 'comments', ok: (v) => [...v].length <= MAX_LENGTH.comments, message: 'comments' },
];

/**
 * The rules of one form: only its fields; an optional field is checked only when filled in, a required
 * one whose rule accepts nothing (comments) must not be empty; then the consent box. Each field is first
 * checked for hidden characters (a clearer message than its own rule's), then by its rule.
 */
function rulesOf(form: ContactForm): readonly Rule[] {
  const required = new Map(form.fields.map((f) => [f.name, f.required]));
  const rules = CONTENT_RULES.flatMap((rule): Rule[] => {
    if (rule.field === HONEYPOT_FIELD) return [rule];
    const field = rule.field as ContactField;
    if (!required.has(field)) return [];
    const hidden: Rule = { field, ok: (v) => !hasHiddenCharacter(field, v), message: 'hiddenCharacters' };
    if (!required.get(field)) return [hidden, { ...rule, ok: (v, locale) => v.trim() === '' || rule.ok(v, locale) }];
    const filledIn: Rule[] = rule.ok('', US_CONTACT_LOCALE)
      ? [{ field, ok: (v) => v.trim() !== '', message: 'required' }]
      : [];
    return [hidden, ...filledIn, rule];
  });
  if (form.consent)
    rules.push({ field: CONSENT_FIELD, ok: (v) => v === CONSENT_VALUE, message: { text: form.consent.message } });
  return rules;
}
const rulesByForm = new WeakMap<ContactForm, readonly Rule[]>();
const rulesFor = (form: ContactForm) => {
  let rules = rulesByForm.get(form);
  if (!rules) rulesByForm.set(form, (rules = rulesOf(form)));
  return rules;
};

/** The site's words for a message about a field (or none): {label} is the field's label as the form shows it. */
export function messageFor(locale: ContactLocale, message: keyof ContactMessages, field?: string | null): string {
  const label = field && field in locale.fieldLabels ? locale.fieldLabels[field as ContactField] : (field ?? '');
  return fill(locale.messages[message], { label });
}

/** Reads a field leniently: anything that is not a string counts as empty (the schema reports its type). */
function text(values: Partial<Record<string, unknown>>, field: string): string {
  const value = values[field];
  return typeof value === 'string' ? value : '';
}

const failure = (rule: Rule, locale: ContactLocale): FieldError => ({
  field: rule.field,
  message: typeof rule.message === 'string' ? messageFor(locale, rule.message, rule.field) : rule.message.text,
});

/** The browser's check: the first failure in order, or null when the form may be sent. `form`: the fields the page shows. */
export function validateContact(
  values: Partial<Record<string, unknown>>,
  locale: ContactLocale = US_CONTACT_LOCALE,
  form: ContactForm = DEFAULT_CONTACT_FORM,
): FieldError | null {
  const failed = rulesFor(form).find((rule) => !rule.ok(text(values, rule.field), locale));
  return failed ? failure(failed, locale) : null;
}

/** The server's check: every failure, one per field (the first of its rules), in the same order. */
export function validateAll(
  values: Partial<Record<string, unknown>>,
  locale: ContactLocale = US_CONTACT_LOCALE,
  form: ContactForm = DEFAULT_CONTACT_FORM,
): FieldError[] {
  const failed = rulesFor(form).filter((rule) => !rule.ok(text(values, rule.field), locale));
  return failed
    .filter((rule, i) => failed.findIndex((r) => r.field === rule.field) === i)
    .map((rule) => failure(rule, locale));
}

/** The photo chooser's problem in the site's words, or null (the browser's check; checked after the fields). */
export function checkPhoto(
  form: ContactForm,
  file: PhotoFile | null | undefined,
  locale: ContactLocale,
): FieldError | null {
  const problem = photoProblem(form, file);
  if (!problem || !form.photo) return null;
  const message =
    problem === 'required'
      ? fill(locale.messages.required, { label: form.photo.label })
      : problem === 'type'
        ? form.photo.typeMessage
        : form.photo.tooLargeMessage;
  return { field: PHOTO_FIELD, message };
}

const NAME_FIELDS: readonly ContactField[] = ['first_name', 'last_name'];

/** Trimmed copy of the contact fields (what is stored and mailed), names with single spaces; missing comments become ''. */
/**
 * A post's values as stored: names with one space between words, every value trimmed, and (with the
 * business's country's rules) the phone in international form, E.164 ("+14195550142"), however it was
 * typed or sent: with or without JavaScript, spaces or brackets. People are shown it nationally
 * (phoneForPeople).
 */
export function normalizeContact(values: Partial<Record<string, unknown>>, locale?: ContactLocale): ContactValues {
  const normal = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, NAME_FIELDS.includes(f) ? normalizeName(text(values, f)) : text(values, f).trim()]),
  ) as ContactValues;
  if (locale && normal.cell_phone) {
    const number = parsePhoneNumberFromString(normal.cell_phone, locale.country as CountryCode, phoneMetadata(locale));
    if (number?.isValid()) normal.cell_phone = number.number;
  }
  return normal;
}

/**
 * A stored phone as people read it: nationally when it is a number of the business's country
 * ("(419) 555-0142", "0221 9876543"), else as stored (an older lead, a number from abroad: "+44 …").
 */
export function phoneForPeople(stored: string, locale: ContactLocale): string {
  if (!stored.startsWith('+')) return stored;
  try {
    const number = parsePhoneNumberFromString(stored, {}, phoneMetadata(locale));
    return number && number.country === locale.country ? number.formatNational() : stored;
  } catch {
    return stored;
  }
}

export const EMPTY_VALUES: FormValues = { ...normalizeContact({}), [HONEYPOT_FIELD]: '' };

/** Spec section 8: what the visitor reads for a server answer (or for an unreadable one: pass null), in the site's words. */
export function messageFromResponse(
  json: unknown,
  messages: ContactMessages = US_CONTACT_LOCALE.messages,
): { ok: boolean; text: string } {
  if (!json || typeof json !== 'object') return { ok: false, text: messages.failure };
  const { success, message, errors } = json as { success?: unknown; message?: unknown; errors?: unknown };
  const serverMessage = typeof message === 'string' && message.trim() !== '' ? message : null;
  if (success === true) return { ok: true, text: serverMessage ?? messages.success };
  if (Array.isArray(errors)) {
    const texts = errors
      .map((e) => (e && typeof e === 'object' ? (e as { message?: unknown }).message : undefined))
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length > 0) return { ok: false, text: texts.join(', ') };
  }
  return { ok: false, text: serverMessage ?? messages.failure };
}
