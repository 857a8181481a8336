// Sends the form to POST /api/contact and turns any answer (or none) into the text to show,
// following spec section 8. Never throws: a network or parse failure is just "not ok".
// A form with a photo upload posts multipart/form-data (the photo, when one is chosen, with the
// fields), as the browser itself does without JavaScript; every other form posts JSON.
import {
  CONSENT_FIELD,
  DEFAULT_CONTACT_FORM,
  DEFAULT_MESSAGES,
  PHOTO_FIELD,
  messageFromResponse,
  type ContactForm,
  type ContactMessages,
  type FormValues,
} from '../../../shared/contact/rules';

/** Where the form posts: the page's language's endpoint in a site of several (ContactForm's data). */
export const CONTACT_ENDPOINT = '/api/contact';

/** The request for the form's fields (the honeypot never leaves the browser) and its photo. */
function requestOf(values: FormValues, form: ContactForm, photo: File | null | undefined): RequestInit {
  const fields: Record<string, string> = Object.fromEntries(form.fields.map(({ name }) => [name, values[name]]));
  if (form.consent) fields[CONSENT_FIELD] = values[CONSENT_FIELD] ?? '';
  const request = { method: 'POST', credentials: 'same-origin' } as const;
  if (!form.photo)
    return {
      ...request,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
    };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append(PHOTO_FIELD, photo, photo.name);
  return { ...request, headers: { Accept: 'application/json' }, body }; // the browser sets the multipart boundary
}

/** `messages`: the site's words for the outcomes the server does not word itself (no answer, an unreadable one). */
export async function submitContact(
  values: FormValues,
  fetchImpl: typeof fetch = fetch,
  messages: ContactMessages = DEFAULT_MESSAGES,
  form: ContactForm = DEFAULT_CONTACT_FORM,
  photo?: File | null,
  endpoint = CONTACT_ENDPOINT,
): Promise<{ ok: boolean; text: string; fields: string[] }> {
  let json: unknown;
  try {
    const response = await fetchImpl(endpoint, requestOf(values, form, photo));
    json = await response.json().catch(() => null);
  } catch {
    json = null; // offline, DNS, aborted: the default failure text
  }
  const errors = (json as { errors?: unknown } | null)?.errors;
  const fields = Array.isArray(errors)
    ? errors
        .map((e) => (e && typeof e === 'object' ? (e as { field?: unknown }).field : null))
        .filter((f): f is string => typeof f === 'string')
    : [];
  return { ...messageFromResponse(json, messages), fields };
}
