import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../../../shared/contact/rules';
import { submitContact } from '../../../src/blocks/ContactForm/submit-contact';

const values = {
  first_name: 'Al',
  last_name: 'Bo',
  cell_phone: '(419) 555-0134',
  email: 'a@b.co',
  street_address: '1 A',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
  comments: '',
  website: '',
};

function fakeFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { impl, calls };
}
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitContact', () => {
  it('posts the nine fields as JSON, same-origin, without the honeypot', async () => {
    const { impl, calls } = fakeFetch(json(200, { success: true, message: 'Thanks!' }));
    expect(await submitContact(values, impl)).toEqual({ ok: true, text: 'Thanks!', fields: [] });
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    const body = JSON.parse(String(init.body));
    expect(Object.keys(body)).toEqual([
      'first_name',
      'last_name',
      'cell_phone',
      'email',
      'street_address',
      'city',
      'state',
      'zip_code',
      'comments',
    ]);
    expect(body).not.toHaveProperty('website');
  });

  it('joins server errors and reports their fields', async () => {
    const { impl } = fakeFetch(
      json(400, {
        success: false,
        message: 'x',
        errors: [
          { field: 'email', message: 'Bad email.' },
          { field: 'city', message: 'No city.' },
        ],
      }),
    );
    expect(await submitContact(values, impl)).toEqual({
      ok: false,
      text: 'Bad email., No city.',
      fields: ['email', 'city'],
    });
  });

  it('shows the server message of a refusal without errors (e.g. 429)', async () => {
    const { impl } = fakeFetch(json(429, { success: false, message: DEFAULT_MESSAGES.rateLimited }));
    expect((await submitContact(values, impl)).text).toBe(DEFAULT_MESSAGES.rateLimited);
  });

  it('falls back to the default failure on a network error or a non-JSON answer', async () => {
    expect(
      (
        await submitContact(
          values,
          fakeFetch(async () => {
            throw new TypeError('offline');
          }).impl,
        )
      ).text,
    ).toBe(DEFAULT_MESSAGES.failure);
    expect(
      await submitContact(values, fakeFetch(async () => new Response('<html>502</html>', { status: 502 })).impl),
    ).toEqual({ ok: false, text: DEFAULT_MESSAGES.failure, fields: [] });
  });

  it('uses the default thank-you when the server sends none', async () => {
    expect((await submitContact(values, fakeFetch(json(200, { success: true })).impl)).text).toBe(
      DEFAULT_MESSAGES.success,
    );
  });
});
