// JSON Schema of the POST /api/contact body (spec section 7), checked by ajv on the server.
// Shape and size only; the content rules (phone, ZIP, names, the region list of the business's
// country) live in rules.ts and run after it.
import { CONTACT_FIELDS, MAX_LENGTH, REQUIRED_FIELDS, type ContactField } from './rules.js';

interface TextProperty {
  type: 'string';
  maxLength?: number;
  format?: 'email';
  enum?: string[];
}

const properties = Object.fromEntries(
  CONTACT_FIELDS.map((field): [ContactField, TextProperty] => [
    field,
    { type: 'string', maxLength: MAX_LENGTH[field] },
  ]),
) as Record<ContactField, TextProperty>;
properties.email = { type: 'string', maxLength: MAX_LENGTH.email, format: 'email' };

export const contactBodySchema = {
  $id: 'urn:site-engine:contact-body',
  type: 'object',
  additionalProperties: false,
  required: [...REQUIRED_FIELDS],
  properties,
};
