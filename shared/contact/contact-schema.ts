// JSON Schema of the POST /api/contact body (spec section 7), checked by ajv on the server: the fields
// of the site's form (form.ts) and nothing else. Shape and size only; the content rules (phone, ZIP,
// names, the region list of the business's country, the consent box) live in rules.ts and run after it.
import { CONSENT_FIELD, CONSENT_VALUE, DEFAULT_CONTACT_FORM, type ContactForm } from './form.js';
import { MAX_LENGTH, type ContactField } from './rules.js';

interface TextProperty {
  type: 'string';
  maxLength?: number;
  format?: 'email';
  enum?: string[];
}

export interface ContactBodySchema {
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Partial<Record<ContactField | typeof CONSENT_FIELD, TextProperty>>;
}

const property = (field: ContactField): TextProperty =>
  field === 'email'
    ? { type: 'string', maxLength: MAX_LENGTH.email, format: 'email' }
    : { type: 'string', maxLength: MAX_LENGTH[field] };

/** The body schema of one form: its fields (required as it says) and its consent box. */
export function contactBodySchemaFor(form: ContactForm): ContactBodySchema {
  const properties: ContactBodySchema['properties'] = Object.fromEntries(
    form.fields.map((f) => [f.name, property(f.name)]),
  );
  const required: string[] = form.fields.filter((f) => f.required).map((f) => f.name);
  if (form.consent) {
    properties[CONSENT_FIELD] = { type: 'string', maxLength: CONSENT_VALUE.length };
    required.push(CONSENT_FIELD);
  }
  return { type: 'object', additionalProperties: false, required, properties };
}

/** Today's form's body. */
export const contactBodySchema = contactBodySchemaFor(DEFAULT_CONTACT_FORM);
