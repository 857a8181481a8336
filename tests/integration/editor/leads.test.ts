// The editor's Leads inbox API over the lead store the public server writes, SQLite and PostgreSQL
// alike: newest first by status, a lead with its delivery state, status changes, one failed e-mail
// sent again, deletion, the formula-safe CSV; every change refused without the editor's Origin and
// CSRF token, and nothing answered before login when a password is set.
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { normalizeContact } from '../../../shared/contact/rules';
import type { Lead } from '../../../shared/leads';
import type { LeadStore } from '../../../server/store/lead-store';
import { openLeadStore } from '../../../server/store/open-store';
import { hashPassword } from '../../../editor/server/password';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';
import { VALID_BODY } from '../helpers/contact-body';
import { STORE_KINDS, TestStores } from '../helpers/stores';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const stores = new TestStores();
afterAll(() => stores.stop());

const values = normalizeContact(VALID_BODY);

/** Three leads a minute apart (oldest first); the oldest one's e-mail gave up. */
async function seed(store: LeadStore): Promise<Lead[]> {
  const start = Date.parse('2026-11-20T15:00:00Z');
  const leads: Lead[] = [];
  for (const [i, first_name] of ['Ann', 'Bea', 'Cy'].entries()) {
    const comments = i === 1 ? '=HYPERLINK("http://evil.example","Click")' : 'Please quote a spring cleanup.';
    leads.push(...(await store.insertLeads([{ ...values, first_name, comments }], undefined, start + i * 60_000)));
  }
  await store.failJob((await store.claimJob(start, 60_000))!, 'connect ECONNREFUSED 127.0.0.1:25', start, 1);
  return leads;
}

describe.each(STORE_KINDS)('editor Leads API (%s)', (kind) => {
  let editor: RunningEditor;
  let store: LeadStore;
  let token: string;
  let leads: Lead[];
  afterAll(async () => {
    await store?.close();
    await editor?.stop();
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await editor.fetch(path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': token, ...headers },
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as Json };
  };

  it('lists the leads newest first with their counts by status, and refuses an unknown status', async () => {
    const under = await stores.create(kind);
    store = await openLeadStore(under.options);
    leads = await seed(store);
    editor = await startEditor('site.json', { DATABASE_URL: '', ...under.env });
    token = (await (await editor.fetch('/api/session')).json()).csrfToken;

    const list = await call('GET', '/api/leads');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.json.leads.map((l: Lead) => l.first_name)).toEqual(['Cy', 'Bea', 'Ann']);
    expect(list.json.counts).toEqual({ new: 3, contacted: 0, done: 0 });
    expect(list.json.leads[2]).toMatchObject({
      status: 'new',
      mail_state: 'dead',
      mail_attempts: 1,
      mail_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect((await call('GET', '/api/leads/counts')).json).toEqual({ new: 3, contacted: 0, done: 0 });
    expect((await call('GET', '/api/leads?status=lost')).status).toBe(400);
    expect((await call('GET', `/api/leads/${leads[0]!.id}`)).json.lead).toMatchObject({
      ...values,
      first_name: 'Ann',
      id: leads[0]!.id,
    });
    expect((await call('GET', '/api/leads/no-such-lead')).status).toBe(404);
  }, 120_000);

  it("changes a status only with the editor's Origin and CSRF token", async () => {
    const path = `/api/leads/${leads[2]!.id}/status`;
    expect((await call('PUT', path, { status: 'contacted' }, { 'x-csrf-token': 'forged' })).status).toBe(403);
    expect((await call('PUT', path, { status: 'contacted' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect(await store.getLead(leads[2]!.id)).toMatchObject({ status: 'new' });
    expect((await call('PUT', path, { status: 'lost' })).status).toBe(400);
    const changed = await call('PUT', path, { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect(changed.json.lead).toMatchObject({ id: leads[2]!.id, status: 'contacted' });
    const contacted = await call('GET', '/api/leads?status=contacted');
    expect(contacted.json.leads.map((l: Lead) => l.first_name)).toEqual(['Cy']);
    expect(contacted.json.counts).toEqual({ new: 2, contacted: 1, done: 0 });
  });

  it('sends a failed e-mail again on request, once', async () => {
    const path = `/api/leads/${leads[0]!.id}/retry`;
    expect((await call('POST', path, undefined, { 'x-csrf-token': '' })).status).toBe(403);
    const retried = await call('POST', path);
    expect(retried.status).toBe(200);
    expect(retried.json.lead).toMatchObject({ mail_state: 'pending', mail_attempts: 0 });
    expect((await call('POST', path)).status).toBe(409); // queued, not failed: nothing to retry
    expect((await call('POST', '/api/leads/no-such-lead/retry')).status).toBe(404);
  });

  it("downloads every lead as the CLI's formula-safe CSV", async () => {
    const response = await editor.fetch('/api/leads/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?leads-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^Lead id,Received \(UTC\),First name,/);
    expect(rows[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  it('deletes a lead with its e-mail job, only with the CSRF token', async () => {
    const path = `/api/leads/${leads[1]!.id}`;
    expect((await call('DELETE', path, undefined, { 'x-csrf-token': 'forged' })).status).toBe(403);
    expect(await store.getLead(leads[1]!.id)).toBeDefined();
    expect((await call('DELETE', path)).json).toEqual({ removed: 1 });
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(404);
    expect(await store.countLeads()).toBe(2);
  });

  it("names the fields as the edited site.json does: State and ZIP code, then a UK locale's County and Postcode", async () => {
    const label = (fields: { name: string; label: string }[], name: string) =>
      fields.find((f) => f.name === name)?.label;
    const before = await call('GET', `/api/leads/${leads[0]!.id}`);
    expect([label(before.json.fields, 'state'), label(before.json.fields, 'zip_code')]).toEqual(['State', 'ZIP code']);
    const uk = JSON.parse(await readFile('examples/plumber-leeds/site.json', 'utf8')) as SiteModel;
    const site = JSON.parse(await readFile(editor.siteFile, 'utf8')) as SiteModel;
    await writeFile(
      editor.siteFile,
      JSON.stringify({ ...site, locale: uk.locale, labels: { ...site.labels, ...uk.labels } }, null, 2),
    );
    const after = await call('GET', `/api/leads/${leads[0]!.id}`);
    expect(after.json.fields.map((f: { label: string }) => f.label)).toEqual([
      'First name',
      'Last name',
      'Mobile number',
      'E-mail',
      'Street address',
      'City',
      'County',
      'Postcode',
      'Comments',
    ]);
    const csv = await (await editor.fetch('/api/leads/export.csv')).text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Lead id,Received (UTC),First name,Last name,Mobile number,E-mail,Street address,City,County,Postcode,Comments,Mail status',
    );
  });

  it("shows a lead's photo from the lead store and the form's fields in its order, and deletes the photo with the lead", async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3, 0xff, 0xd9]); // the store keeps what the server re-encoded
    const photo = { content_type: 'image/jpeg', width: 4, height: 3, bytes: data.length, data } as const;
    const [lead] = await store.insertLeads([{ ...values, city: '', state: '', first_name: 'Dee', photo }]);
    const site = JSON.parse(await readFile(editor.siteFile, 'utf8')) as SiteModel;
    const contactForm = {
      fields: [{ field: 'email' }, { field: 'firstName' }, { field: 'comments', required: false }],
    };
    await writeFile(editor.siteFile, JSON.stringify({ ...site, contactForm }, null, 2));

    const one = await call('GET', `/api/leads/${lead!.id}`);
    expect(one.json.lead.photo_bytes).toBe(data.length);
    // The form's fields first, then those the lead has a value for (it came in while the form asked more).
    expect(one.json.fields.map((f: { name: string }) => f.name)).toEqual([
      'email',
      'first_name',
      'comments',
      'last_name',
      'cell_phone',
      'street_address',
      'zip_code',
    ]);
    const image = await editor.fetch(`/api/leads/${lead!.id}/photo`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await image.arrayBuffer()).equals(data)).toBe(true);

    expect((await call('DELETE', `/api/leads/${lead!.id}`)).json).toEqual({ removed: 1 });
    expect((await editor.fetch(`/api/leads/${lead!.id}/photo`)).status).toBe(404);
    expect(await store.getLeadPhoto(lead!.id)).toBeUndefined();
  });
});

describe('editor Leads API with a password', () => {
  let editor: RunningEditor;
  afterAll(async () => {
    await editor?.stop();
  });

  it('answers nothing about leads before login, and everything after', async () => {
    const password = 'correct horse battery staple';
    const under = await stores.create('sqlite');
    const store = await openLeadStore(under.options);
    await seed(store);
    await store.close();
    editor = await startEditor('site.json', { ...under.env, EDITOR_PASSWORD_HASH: await hashPassword(password) });
    for (const path of ['/api/leads', '/api/leads/counts', '/api/leads/export.csv', '/api/leads/some-id']) {
      const response = await fetch(`${editor.base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain('Ann');
    }
    const login = await fetch(`${editor.base}/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: editor.base },
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const list = await fetch(`${editor.base}/api/leads`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect((await list.json()).leads).toHaveLength(3);
  }, 120_000);
});
