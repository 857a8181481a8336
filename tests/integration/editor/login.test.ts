// With EDITOR_PASSWORD_HASH set, the editor asks for the password: nothing answers before login,
// a wrong password is refused (and rate-limited), the session cookie is HttpOnly and SameSite=Strict.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../editor/server/password';
import { runEditor, startEditor, type RunningEditor } from '../../helpers/editor-server';

const PASSWORD = 'correct horse battery staple';
let editor: RunningEditor;

const login = (password: string) => fetch(`${editor.base}/login`, {
  method: 'POST', redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: editor.base },
  body: new URLSearchParams({ password }).toString(),
});

beforeAll(async () => { editor = await startEditor('site.json', { EDITOR_PASSWORD_HASH: await hashPassword(PASSWORD) }); }, 120_000);
afterAll(async () => { await editor?.stop(); });

describe('editor password', () => {
  it('hashes with scrypt and verifies only the same password', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
  });

  it('npm run edit -- --set-password prints a hash that verifies', async () => {
    const { child, ready } = runEditor({}, ['--set-password']);
    child.stdin!.end(`${PASSWORD}\n`);
    const { code, output } = await ready;
    expect(code).toBe(0);
    const hash = /EDITOR_PASSWORD_HASH='([^']+)'/.exec(output)?.[1];
    expect(hash && await verifyPassword(PASSWORD, hash)).toBe(true);
  });

  it('sends pages to the login page and refuses the API before login', async () => {
    const page = await fetch(`${editor.base}/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login');
    expect((await fetch(`${editor.base}/api/site`)).status).toBe(401);
    expect(await (await fetch(`${editor.base}/login`)).text()).toContain('<input id="password" name="password" type="password"');
  });

  it('refuses a wrong password and starts a strict session for the right one', async () => {
    expect((await login('wrong password')).status).toBe(401);
    const response = await login(PASSWORD);
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^editor_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const session = cookie.split(';')[0];
    const site = await fetch(`${editor.base}/api/site`, { headers: { cookie: session } });
    expect(site.status).toBe(200);
    const { csrfToken } = await (await fetch(`${editor.base}/api/session`, { headers: { cookie: session } })).json();
    const { hash, model } = await site.json();
    const write = (token: string) => fetch(`${editor.base}/api/site`, {
      method: 'PUT', headers: { cookie: session, origin: editor.base, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ model, baseHash: hash }),
    });
    expect((await write('not the token')).status).toBe(403);
    expect((await write(csrfToken)).status).toBe(200);
  });

  it('refuses a login from another site', async () => {
    const response = await fetch(`${editor.base}/login`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(403);
  });

  it('limits login attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login('guess')).status);
    expect(statuses).toContain(429);
  });
});

// Behind an HTTPS proxy on the same machine (EDITOR_PUBLIC_URL): the proxy passes the Host people
// opened and X-Forwarded-Proto https; the cookie must then be Secure and writes from that page allowed.
describe('editor behind an HTTPS proxy', () => {
  const PUBLIC = 'https://edit.riverbend.test';
  let proxied: RunningEditor;
  beforeAll(async () => {
    proxied = await startEditor('site.json', { EDITOR_PASSWORD_HASH: await hashPassword(PASSWORD), EDITOR_HOST: '127.0.0.1', EDITOR_PUBLIC_URL: PUBLIC });
  }, 120_000);
  afterAll(async () => { await proxied?.stop(); });

  /** A request as the proxy sends it (fetch may not set Host). */
  const viaProxy = (method: string, pathname: string, headers: Record<string, string>, body?: string) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(`${proxied.base}${pathname}`, { method, headers: { host: new URL(PUBLIC).host, 'x-forwarded-proto': 'https', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk) => { text += chunk; }).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });

  it('sets a Secure session cookie and takes writes from the https:// page, not from the plain-http one', async () => {
    const loggedIn = await viaProxy('POST', '/login', { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ password: PASSWORD }).toString());
    expect(loggedIn.status).toBe(303);
    const cookie = loggedIn.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^editor_session=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const session = cookie.split(';')[0]!;
    const { csrfToken } = JSON.parse((await viaProxy('GET', '/api/session', { cookie: session })).text);
    const { hash, model } = JSON.parse((await viaProxy('GET', '/api/site', { cookie: session })).text);
    const write = (origin: string) => viaProxy('PUT', '/api/site', { cookie: session, origin, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, JSON.stringify({ model, baseHash: hash }));
    expect((await write(PUBLIC.replace('https:', 'http:'))).status).toBe(403);
    expect((await write(PUBLIC)).status).toBe(200);
  });

  it('answers only on the public name and its own address', async () => {
    const other = await new Promise<number>((resolve, reject) => {
      http.get(`${proxied.base}/login`, { headers: { host: 'rebound.example' } }, (r) => { r.resume(); resolve(r.statusCode!); }).on('error', reject);
    });
    expect(other).toBe(421);
  });
});
