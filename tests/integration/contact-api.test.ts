// Point 5: POST /api/contact — success, validation, malformed/oversized/non-JSON bodies, cross-site posts;
// against each lead store (SQLite and PostgreSQL). The JSON answers a script reads; the pages the browser's
// own post (no JavaScript) reads are in contact-no-script.test.ts.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, DEFAULT_MESSAGES } from '../../shared/contact/rules';
import { fill } from '../../shared/site/fill';
import { STORED_BODY, VALID_BODY, postContact } from './helpers/contact-body';
import { rawRequest } from './helpers/raw-http';
import { startApp, type Running } from './helpers/start-app';
import { STORE_KINDS, TestStores, type StoreUnderTest } from './helpers/stores';

const stores = new TestStores();
afterAll(() => stores.stop());

describe.each(STORE_KINDS)('POST /api/contact (%s)', (kind) => {
  let app: Running;
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await stores.create(kind);
    app = await startApp({ ...store.options, allowedOrigins: ['https://www.riverbend.example'] });
  });
  afterAll(async () => {
    await app.stop();
  });

  async function expectRefused(res: Response, status: number, rowsBefore: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const json = (await res.json()) as {
      success: boolean;
      message: string;
      errors?: { field: string | null; message: string }[];
    };
    expect(json.success).toBe(false);
    expect(json.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(json)).not.toMatch(/at \w+ \(|node_modules|Error:/); // no stack traces
    expect(await app.store.countLeads()).toBe(rowsBefore);
    return json;
  }

  it('stores a valid lead and answers 200 with the thank-you message and an id', async () => {
    const before = await app.store.countLeads();
    const res = await postContact(app.baseUrl, VALID_BODY);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { success: boolean; message: string; id: string };
    expect(json).toEqual({
      success: true,
      message: DEFAULT_MESSAGES.success,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await app.store.countLeads()).toBe(before + 1);
    expect(await app.store.getLead(json.id)).toMatchObject({ ...STORED_BODY, id: json.id });
  });

  it('accepts real names (periods, no-break spaces) and stores them with one plain space', async () => {
    const res = await postContact(app.baseUrl, {
      ...VALID_BODY,
      first_name: 'Mary\u00a0\u00a0Ann',
      last_name: 'St. John Jr.',
      comments: 'Line 1\n\tLine 2',
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(await app.store.getLead(id)).toMatchObject({
      first_name: 'Mary Ann',
      last_name: 'St. John Jr.',
      comments: 'Line 1\n\tLine 2',
    });
  });

  it('stores trimmed values and accepts a missing comments field', async () => {
    const { comments: _omit, ...rest } = VALID_BODY;
    const res = await postContact(app.baseUrl, { ...rest, city: '  Huron  ' });
    const { id } = (await res.json()) as { id: string };
    expect(await app.store.getLead(id)).toMatchObject({ city: 'Huron', comments: '' });
  });

  it('answers 400 with every field error for an invalid body, and stores nothing', async () => {
    const before = await app.store.countLeads();
    const res = await postContact(app.baseUrl, {
      ...VALID_BODY,
      cell_phone: '555',
      zip_code: 'abc',
      email: 'nope',
      state: 'ZZ',
    });
    const json = await expectRefused(res, 400, before);
    expect(json.errors).toEqual([
      { field: 'cell_phone', message: DEFAULT_MESSAGES.phone },
      { field: 'zip_code', message: DEFAULT_MESSAGES.postalCode },
      { field: 'email', message: DEFAULT_MESSAGES.email },
      { field: 'state', message: DEFAULT_MESSAGES.region },
    ]);
  });

  it.each([
    ['a filled honeypot', { ...VALID_BODY, website: 'http://spam.example' }, 'website', DEFAULT_MESSAGES.honeypot],
    ['an unknown field', { ...VALID_BODY, is_admin: true }, null, DEFAULT_MESSAGES.unexpectedField],
    ['an over-long name', { ...VALID_BODY, first_name: 'A'.repeat(51) }, 'first_name', DEFAULT_MESSAGES.tooLong],
    ['over-long comments', { ...VALID_BODY, comments: 'x'.repeat(2001) }, 'comments', DEFAULT_MESSAGES.comments],
    ['a number instead of text', { ...VALID_BODY, comments: 42 }, 'comments', 'Please enter text in this field.'],
    [
      'a right-to-left override in the city',
      { ...VALID_BODY, city: 'Huron\u202egnp.exe' },
      'city',
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'City' }),
    ],
    [
      'NUL in the street',
      { ...VALID_BODY, street_address: '12 Lake\u0000 St' },
      'street_address',
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'Street address' }),
    ],
    [
      'ESC and C1 controls in the comments',
      { ...VALID_BODY, comments: 'Hi\u001b[2J\u009b' },
      'comments',
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'Comments' }),
    ],
    [
      'a lone surrogate in the last name',
      `${JSON.stringify(VALID_BODY).slice(0, -1)},"last_name":"Ab\\ud800"}`,
      'last_name',
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'Last name' }),
    ],
    [
      'a bidi isolate in the phone',
      { ...VALID_BODY, cell_phone: '\u2066(419) 555-0134' },
      'cell_phone',
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'Cell phone' }),
    ],
    ['a missing field', { ...VALID_BODY, city: undefined }, 'city', DEFAULT_MESSAGES.city],
    ['an array body', [VALID_BODY], null, 'Send the form fields as one JSON object.'],
    ['a null body', null, null, 'Send the form fields as one JSON object.'],
    ['a JSON string', '"hello"', null, 'Send the form fields as one JSON object.'],
    ['an empty object', {}, 'cell_phone', DEFAULT_MESSAGES.phone],
    [
      'a __proto__ key',
      `{"__proto__":{"polluted":1},${JSON.stringify(VALID_BODY).slice(1)}`,
      null,
      DEFAULT_MESSAGES.unexpectedField,
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const before = await app.store.countLeads();
    const json = await expectRefused(await postContact(app.baseUrl, body), 400, before);
    expect(json.errors).toContainEqual({ field, message });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const before = await app.store.countLeads();
    const json = await expectRefused(await postContact(app.baseUrl, '{"first_name": "Al",'), 400, before);
    expect(json.message).toBe(API_MESSAGES.malformedJson);
    expect(json.errors).toHaveLength(1);
  });

  it('answers a body over 16 KB with 413 JSON', async () => {
    const before = await app.store.countLeads();
    const json = await expectRefused(
      await postContact(app.baseUrl, { ...VALID_BODY, comments: 'x'.repeat(17 * 1024) }),
      413,
      before,
    );
    expect(json.message).toBe(API_MESSAGES.tooLarge);
  });

  it('answers a chunked body over 16 KB with 413 JSON too', async () => {
    const res = await rawRequest(
      app.port,
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      JSON.stringify({ ...VALID_BODY, comments: 'y'.repeat(20_000) }),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).success).toBe(false);
  });

  it.each([
    ['text/plain', 'hello'],
    ['multipart/form-data; boundary=x', '--x--'], // this form has no photo upload
    [undefined, '{}'],
    ['application/json; charset=latin1', JSON.stringify(VALID_BODY)],
    ['application/x-www-form-urlencoded; charset=latin1', new URLSearchParams(VALID_BODY).toString()],
  ])('answers content type %s with 415 JSON', async (type, body) => {
    const before = await app.store.countLeads();
    const headers: Record<string, string> = { accept: 'application/json', ...(type ? { 'content-type': type } : {}) };
    const res = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers,
      body: type ? body : new Blob([body]),
    });
    await expectRefused(res, 415, before);
  });

  it('takes the form as a browser encodes it (urlencoded) from a script that asks for JSON, and answers JSON', async () => {
    const before = await app.store.countLeads();
    const form = (body: Record<string, string>) =>
      postContact(app.baseUrl, new URLSearchParams(body).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    const res = await form({ ...VALID_BODY, website: '' });
    const json = (await res.json()) as { success: boolean; message: string; id: string };
    expect(res.status, JSON.stringify(json)).toBe(200);
    expect(json).toEqual({ success: true, message: DEFAULT_MESSAGES.success, id: expect.any(String) });
    expect(await app.store.getLead(json.id)).toMatchObject({ ...STORED_BODY, consent_at: null });

    const refused = await expectRefused(await form({ ...VALID_BODY, email: 'nope', website: 'spam' }), 400, before + 1);
    expect(refused.errors).toEqual([
      { field: 'website', message: DEFAULT_MESSAGES.honeypot },
      { field: 'email', message: DEFAULT_MESSAGES.email },
    ]);
    const twice = await postContact(app.baseUrl, `${new URLSearchParams(VALID_BODY)}&city=Milan`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const json2 = await expectRefused(twice, 400, before + 1);
    expect(json2.errors).toEqual([{ field: null, message: DEFAULT_MESSAGES.unexpectedField }]);
    const large = await form({ ...VALID_BODY, comments: 'x'.repeat(17 * 1024) });
    expect((await expectRefused(large, 413, before + 1)).message).toBe(API_MESSAGES.tooLarge);
  });

  it('refuses a compressed body with 415 instead of inflating it', async () => {
    const before = await app.store.countLeads();
    const res = await rawRequest(
      app.port,
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify(VALID_BODY)),
    );
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: API_MESSAGES.notJson });
    expect(await app.store.countLeads()).toBe(before);
  });

  it.each([
    ['another site as Origin', { origin: 'https://evil.example' }],
    ['an Origin with a different port', { origin: 'http://127.0.0.1:1' }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'a same-looking host with cross-site fetch metadata',
      { origin: 'http://127.0.0.1', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses %s with 403', async (_name, headers) => {
    const before = await app.store.countLeads();
    const json = await expectRefused(await postContact(app.baseUrl, VALID_BODY, headers), 403, before);
    expect(json.message).toBe(API_MESSAGES.crossSite);
  });

  it('accepts its own origin, same-origin fetch metadata and configured origins', async () => {
    const own = await postContact(app.baseUrl, VALID_BODY, { origin: app.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    const configured = await postContact(app.baseUrl, VALID_BODY, {
      origin: 'https://www.riverbend.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(configured.status).toBe(200);
  });

  it('answers other methods with 405 and unknown API paths with 404, as JSON', async () => {
    const get = await fetch(`${app.baseUrl}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { success: boolean }).success).toBe(false);
    const missing = await fetch(`${app.baseUrl}/api/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
  });

  it('answers a storage failure with 500 JSON saying what to do, never a stack trace', async () => {
    const restore = await store.failInserts('database or disk is full');
    try {
      const before = await app.store.countLeads();
      const json = await expectRefused(await postContact(app.baseUrl, VALID_BODY), 500, before);
      expect(json.message).toBe(API_MESSAGES.storeFailed);
      expect(app.logs.some((l) => l.msg === 'api error' && String(l.error).includes('disk is full'))).toBe(true);
    } finally {
      await restore();
    }
  });

  it('answers /api/health without revealing counts', async () => {
    expect(await (await fetch(`${app.baseUrl}/api/health`)).json()).toEqual({ ok: true, mail: 'disabled' });
  });

  it('marks API answers as not cacheable', async () => {
    expect((await postContact(app.baseUrl, VALID_BODY)).headers.get('cache-control')).toBe('no-store');
  });
});
