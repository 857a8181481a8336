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

export function postContact(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
