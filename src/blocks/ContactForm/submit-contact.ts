// Sends the form to POST /api/contact and turns any answer (or none) into the text to show,
// following spec section 8. Never throws: a network or parse failure is just "not ok".
import {
  CONTACT_FIELDS,
  DEFAULT_MESSAGES,
  messageFromResponse,
  type ContactMessages,
  type FormValues,
} from '../../../shared/contact/rules';

const CONTACT_ENDPOINT = '/api/contact';

/** `messages`: the site's words for the outcomes the server does not word itself (no answer, an unreadable one). */
export async function submitContact(
  values: FormValues,
  fetchImpl: typeof fetch = fetch,
  messages: ContactMessages = DEFAULT_MESSAGES,
): Promise<{ ok: boolean; text: string; fields: string[] }> {
  // Only the nine fields of section 7: the honeypot never leaves the browser.
  const body = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]));
  let json: unknown;
  try {
    const response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
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
