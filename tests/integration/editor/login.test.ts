// With EDITOR_PASSWORD_HASH set, the editor asks for the password: nothing answers before login,
// a wrong password is refused (and rate-limited), the session cookie is HttpOnly and SameSite=Strict.
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
