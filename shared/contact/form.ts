// The contact form's shape: which fields it asks for, in what order, which must be filled in, and its
// optional privacy-consent box and photo upload. site.json's `contactForm` chooses it (resolved by
// shared/site/contact-form.ts); the build gives it to the form with its block and to the server in its
// contract (shared/server-contract.ts), so the server checks exactly the form the page shows. Without
// `contactForm` it is the default form in the shape of the site's country (its address boxes in the
// country's order, a region box only where its addresses have one); for the US that is DEFAULT_CONTACT_FORM.
import { CONTACT_FIELDS, type ContactField } from './fields.js';

export interface ContactFormField {
  name: ContactField;
  required: boolean;
}

/** The consent box: its words (from the labels) and the privacy page it links to. */
interface ContactConsent {
  href: string;
  /** The box's text; {privacyLink} marks where the link goes. */
  text: string;
  linkText: string;
  /** Shown when the box is not ticked. */
  message: string;
}

/** The photo upload: whether it must be given, its size limit and its words (from the labels). */
interface ContactPhoto {
  required: boolean;
  maxBytes: number;
  label: string;
  hint: string;
  typeMessage: string;
  tooLargeMessage: string;
}

export interface ContactForm {
  /** In the order the form shows them. */
  fields: ContactFormField[];
  consent?: ContactConsent;
  photo?: ContactPhoto;
}

/** The consent box's name in a post, and the value a ticked box sends. */
export const CONSENT_FIELD = 'privacy_consent';
export const CONSENT_VALUE = 'yes';
/** The photo's name in a multipart post. */
export const PHOTO_FIELD = 'photo';
/**
 * What the file chooser offers; the server decides by decoding the file, not by its declared type.
 * No HEIC (sharp's libvips does not decode it): an iPhone then sends its photo as a JPEG.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'] as const;
/** The largest photo a site may accept, and what it accepts when it says nothing. */
export const PHOTO_MAX_MEGABYTES = 20;
export const PHOTO_DEFAULT_MEGABYTES = 10;
export const megabytes = (n: number) => n * 1024 * 1024;

/** Today's form: every field, in the spec's order, all required but the comments. */
export const DEFAULT_CONTACT_FORM: ContactForm = {
  fields: CONTACT_FIELDS.map((name) => ({ name, required: name !== 'comments' })),
};

/** Whether a form is DEFAULT_CONTACT_FORM's: the block draws that one without being sent it. */
export function isDefaultForm(form: ContactForm): boolean {
  const fields = DEFAULT_CONTACT_FORM.fields;
  return (
    !form.consent &&
    !form.photo &&
    form.fields.length === fields.length &&
    form.fields.every((f, i) => f.name === fields[i]!.name && f.required === fields[i]!.required)
  );
}

/** The fields that hold a name, and those that reach the person: the lead store needs one of each, required. */
const NAME_FIELDS: readonly ContactField[] = ['first_name', 'last_name'];
const REACH_FIELDS: readonly ContactField[] = ['cell_phone', 'email'];

export type ContactFormProblem =
  { kind: 'noName' } | { kind: 'noWayToReach' } | { kind: 'twice'; field: ContactField; index: number };

/**
 * What makes a field list unusable for the lead store: no required name, no required phone or e-mail
 * (a lead nobody can answer), or a field asked twice. The build's check words them (cross-check.ts).
 */
export function contactFormProblems(fields: readonly ContactFormField[]): ContactFormProblem[] {
  const problems: ContactFormProblem[] = [];
  fields.forEach((field, index) => {
    if (fields.findIndex((f) => f.name === field.name) !== index)
      problems.push({ kind: 'twice', field: field.name, index });
  });
  const required = (names: readonly ContactField[]) => fields.some((f) => f.required && names.includes(f.name));
  if (!required(NAME_FIELDS)) problems.push({ kind: 'noName' });
  if (!required(REACH_FIELDS)) problems.push({ kind: 'noWayToReach' });
  return problems;
}

/** A file as the browser or the server sees it before reading it. */
export interface PhotoFile {
  type: string;
  size: number;
}

/** Which words the photo chooser's file breaks, or null: the browser's check (the server decodes the file). */
export function photoProblem(
  form: ContactForm,
  file: PhotoFile | null | undefined,
): 'required' | 'type' | 'tooLarge' | null {
  if (!form.photo) return null;
  if (!file || file.size === 0) return form.photo.required ? 'required' : null;
  // A file of no known type: the server's decoding decides.
  if (file.type !== '' && !(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  return file.size > form.photo.maxBytes ? 'tooLarge' : null;
}

/**
 * The fields to show of a stored lead: the form's, in its order, then any other the lead holds a value
 * for (it came in while the form asked for more). The owner's e-mail and inbox list these.
 */
export function fieldsToShow(form: ContactForm, lead: Readonly<Record<ContactField, string>>): ContactField[] {
  const asked = form.fields.map((f) => f.name);
  return [...asked, ...CONTACT_FIELDS.filter((name) => !asked.includes(name) && lead[name] !== '')];
}
