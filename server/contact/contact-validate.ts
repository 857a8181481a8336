// Server-side check of a contact body: the JSON Schema (shape, lengths, email format, state list)
// with ajv, then the shared rules. Returns every problem, one per field, shared-rule messages first.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { contactBodySchemaFor } from '../../shared/contact/contact-schema.js';
import {
  DEFAULT_CONTACT_FORM,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  US_CONTACT_LOCALE,
  messageFor,
  validateAll,
  type ContactForm,
  type ContactLocale,
} from '../../shared/contact/rules.js';

export interface ApiError {
  field: string | null;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addFormat('email', EMAIL_PATTERN); // the shared pattern, so browser and server agree
/** One compiled schema per form (a build's form object lives as long as the build is served). */
const schemas = new WeakMap<ContactForm, ValidateFunction>();
function schemaOf(form: ContactForm): ValidateFunction {
  let check = schemas.get(form);
  if (!check) schemas.set(form, (check = ajv.compile(contactBodySchemaFor(form))));
  return check;
}
schemaOf(DEFAULT_CONTACT_FORM);

const NOT_OBJECT = 'Send the form fields as one JSON object.';

function fromSchemaError(error: ErrorObject, locale: ContactLocale): ApiError {
  const field = error.instancePath.replace(/^\//, '') || null;
  switch (error.keyword) {
    case 'additionalProperties': {
      // A filled honeypot is already reported by the shared rules under its own name.
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      return { field: extra === HONEYPOT_FIELD ? extra : null, message: messageFor(locale, 'unexpectedField') };
    }
    case 'required': {
      const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
      return { field: missing, message: messageFor(locale, 'required', missing) };
    }
    case 'maxLength':
      return { field, message: messageFor(locale, 'tooLong', field) };
    case 'format':
      return { field, message: messageFor(locale, 'email', field) };
    case 'enum':
      return { field, message: messageFor(locale, 'region', field) };
    default:
      return field === null ? { field, message: NOT_OBJECT } : { field, message: 'Please enter text in this field.' };
  }
}

/**
 * `locale`: the rules of the business's country, as the form used them; `form`: the fields the page
 * shows, the only ones a body may hold (both from the build's contract, shared/server-contract.ts).
 */
export function validateBody(
  body: unknown,
  locale: ContactLocale = US_CONTACT_LOCALE,
  form: ContactForm = DEFAULT_CONTACT_FORM,
): ApiError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [{ field: null, message: NOT_OBJECT }];
  const errors: ApiError[] = validateAll(body as Record<string, unknown>, locale, form);
  const checkSchema = schemaOf(form);
  if (!checkSchema(body)) {
    for (const error of (checkSchema.errors ?? []).map((e) => fromSchemaError(e, locale))) {
      if (!errors.some((e) => e.field === error.field)) errors.push(error);
    }
  }
  return errors;
}
