// A valid POST /api/contact body, and a helper to send one.
export const VALID_BODY = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  cell_phone: '(419) 555-0134',
  email: 'maryjo@example.com',
  street_address: '12 Lake St',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
  comments: 'Please quote a spring cleanup.',
};

/** VALID_BODY as the store keeps it: the phone in international form (E.164), however it was typed. */
export const STORED_BODY = { ...VALID_BODY, cell_phone: '+14195550134' };

export function postContact(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
