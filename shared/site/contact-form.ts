// The site's ContactForm (shared/contact/form.ts): site.json's `contactForm` with the words of its
// consent box and photo upload from the labels. The build gives it to the form with its block and
// writes it for the server; the editor's inbox reads the fields from it.
import type { FormField, SiteModel } from '../../schema/generated/site.js';
import type { ContactField } from '../contact/fields.js';
import {
  DEFAULT_CONTACT_FORM,
  PHOTO_DEFAULT_MEGABYTES,
  megabytes,
  type ContactForm,
  type ContactFormField,
} from '../contact/form.js';
import { countryRules } from './country.js';
import { fill } from './fill.js';
import { siteLocale } from './locale.js';
import { siteLabels, type Labels } from './labels.js';

/** site.json's name of each box, and the name the form posts (the lead store's column). */
const FORM_FIELD_NAMES: Record<FormField['field'], ContactField> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'cell_phone',
  email: 'email',
  street: 'street_address',
  city: 'city',
  region: 'state',
  postalCode: 'zip_code',
  comments: 'comments',
};

/**
 * The labels only a form with a consent box or a photo shows: they travel with that form (its block's
 * data), not in every page's labels, so a site without them ships no more words than before.
 */
export const CONTACT_FORM_LABELS = [
  'formConsent',
  'formConsentLink',
  'formPhoto',
  'formPhotoHint',
  'messageConsent',
  'messagePhotoType',
  'messagePhotoTooLarge',
] as const satisfies readonly (keyof Labels)[];
export type PageLabels = Omit<Labels, (typeof CONTACT_FORM_LABELS)[number]>;

/** The labels a page carries: all but the contact form's optional parts'. */
export function pageLabels(labels: Labels): PageLabels {
  const page: Partial<Labels> = { ...labels };
  for (const key of CONTACT_FORM_LABELS) delete page[key];
  return page as PageLabels;
}

const ADDRESS_FIELDS: readonly ContactField[] = ['street_address', 'city', 'state', 'zip_code'];

/**
 * The form's fields as site.json lists them (required unless it says not); without a list, the default
 * form with its address boxes in the country's order, and no region where its addresses name none
 * (the US's order is the default's own) unless the site's locale names its regions itself (a list or
 * a label, as a UK site asking for the county does): then the region comes before the postal code.
 */
export function formFields(model: SiteModel): ContactFormField[] {
  const fields = model.contactForm?.fields;
  if (fields) return fields.map((f) => ({ name: FORM_FIELD_NAMES[f.field], required: f.required ?? true }));
  const rules = countryRules(siteLocale(model).country, model.site.locale);
  const asked = !!(model.locale?.regions?.length || model.locale?.regionLabel);
  const order = [...rules.addressOrder];
  if (asked && !order.includes('state')) {
    const zip = order.indexOf('zip_code');
    order.splice(zip < 0 ? order.length : zip, 0, 'state');
  }
  const address = order.map((name) => ({
    name,
    required:
      name === 'state' ? rules.region.required || asked : name === 'zip_code' ? rules.postalCode.required : true,
  }));
  const others = DEFAULT_CONTACT_FORM.fields.filter((f) => !ADDRESS_FIELDS.includes(f.name));
  const at = DEFAULT_CONTACT_FORM.fields.findIndex((f) => ADDRESS_FIELDS.includes(f.name));
  return [...others.slice(0, at), ...address, ...others.slice(at)];
}

/** The site's form, with the words of its optional parts; without settings, the default in the country's shape. */
export function contactForm(model: SiteModel): ContactForm {
  const settings = model.contactForm;
  const form: ContactForm = { fields: formFields(model) };
  if (!settings) return form;
  const l = siteLabels(model);
  if (settings.consent)
    form.consent = {
      href: settings.consent.privacyPage,
      text: l.formConsent,
      linkText: l.formConsentLink,
      message: l.messageConsent,
    };
  if (settings.photo) {
    const size = settings.photo.maxMegabytes ?? PHOTO_DEFAULT_MEGABYTES;
    form.photo = {
      required: settings.photo.required ?? false,
      maxBytes: megabytes(size),
      label: l.formPhoto,
      hint: fill(l.formPhotoHint, { size }),
      typeMessage: l.messagePhotoType,
      tooLargeMessage: fill(l.messagePhotoTooLarge, { size }),
    };
  }
  return form;
}
