// With EDITOR_PASSWORD_HASH set, the editor asks for the password: nothing answers before login,
// a wrong password is refused (only failed attempts are rate-limited), the session cookie is HttpOnly
// and SameSite=Strict, Log out ends it. The hash is made by --set-password (asked twice) and checked.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../editor/server/password';
import { runEditor, startEditor, type RunningEditor } from '../../helpers/editor-server';

const PASSWORD = 'correct horse battery staple';
let editor: RunningEditor;

/** Failed logins so far in this file: they, and only they, count toward the limit. */
let failedLogins = 0;
const login = async (password: string) => {
  const response = await fetch(`${editor.base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: editor.base },
    body: new URLSearchParams({ password }).toString(),
  });
  if (response.status === 401) failedLogins++;
  return response;
};

beforeAll(async () => {
  editor = await startEditor('site.json', { EDITOR_PASSWORD_HASH: await hashPassword(PASSWORD) });
}, 120_000);
afterAll(async () => {
  await editor?.stop();
});

describe('editor password', () => {
  it('hashes with scrypt and verifies only the same password', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
  });

  it('refuses a stored hash of the wrong form, with words, instead of trusting it', async () => {
    const good = await hashPassword(PASSWORD);
    const [, salt, hash] = good.split('$') as [string, string, string];
    const malformed = [
      '',
      'not a hash',
      `bcrypt$${salt}$${hash}`,
      `scrypt$${salt}`,
      `scrypt$${salt}$${hash}$extra`,
      `scrypt$${salt}$${hash.slice(0, 20)}`, // a short hash: would compare fewer bytes
      `scrypt$${salt}$`,
      `scrypt$$${hash}`,
      `scrypt$${salt.slice(0, 10)}$${hash}`, // a short salt
      `scrypt$${salt}$${hash.slice(0, -1)}+`, // not base64url
      `scrypt$${salt}$${hash}AAAA`, // a long hash
    ];
    for (const stored of malformed) {
      await expect(verifyPassword(PASSWORD, stored), stored).rejects.toThrow(
        /EDITOR_PASSWORD_HASH .*Make a new one with `npm run edit -- --set-password`/,
      );
    }
    expect(await verifyPassword(PASSWORD, good)).toBe(true);
  });

  it('will not start with a malformed hash, and says why', async () => {
    const { ready } = runEditor({ EDITOR_PASSWORD_HASH: 'scrypt$abc$def', EDITOR_PORT: '1' });
    const { code, output } = await ready;
    expect(code).toBe(1);
    expect(output).toContain('EDITOR_PASSWORD_HASH is cut short or changed');
  });

  it('npm run edit -- --set-password asks twice and prints a hash that verifies', async () => {
    const { child, ready } = runEditor({}, ['--set-password']);
    child.stdin!.end(`${PASSWORD}\n${PASSWORD}\n`);
    const { code, output } = await ready;
    expect(code).toBe(0);
    expect(output).toContain('New editor password (at least 12 characters): ');
    expect(output).toContain('The same password again: ');
    const hash = /EDITOR_PASSWORD_HASH='([^']+)'/.exec(output)?.[1];
    expect(hash && (await verifyPassword(PASSWORD, hash))).toBe(true);
  });

  it('npm run edit -- --set-password makes nothing when the two passwords differ, or when one is missing', async () => {
    for (const typed of [`${PASSWORD}\n${PASSWORD}!\n`, `${PASSWORD}\n`]) {
      const { child, ready } = runEditor({}, ['--set-password']);
      child.stdin!.end(typed);
      const { code, output } = await ready;
      expect(code).toBe(1);
      expect(output).toContain('The two passwords are not the same. Nothing was made; run the command again.');
      expect(output).not.toContain('EDITOR_PASSWORD_HASH=');
    }
  });

  it('sends pages to the login page and refuses the API before login', async () => {
    expect(editor.output()).toMatch(/Site editor on http:\/\/127\.0\.0\.1:\d+\/ — log in with the editor's password/);
    expect(editor.output()).not.toContain('token=');
    for (const offered of ['/?token=x', '/api/site?token=x'])
      expect((await fetch(`${editor.base}${offered}`, { redirect: 'manual' })).status).not.toBe(200);
    const page = await fetch(`${editor.base}/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/login');
    expect((await fetch(`${editor.base}/api/site`)).status).toBe(401);
    expect(await (await fetch(`${editor.base}/login`)).text()).toContain(
      '<input id="password" name="password" type="password"',
    );
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
    const write = (token: string) =>
      fetch(`${editor.base}/api/site`, {
        method: 'PUT',
        headers: { cookie: session, origin: editor.base, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ model, baseHash: hash }),
      });
    expect((await write('not the token')).status).toBe(403);
    expect((await write(csrfToken)).status).toBe(200);
  });

  it('refuses a login from another site', async () => {
    const response = await fetch(`${editor.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(403);
  });

  it('lets a person log in again and again: successful logins do not count toward the limit', async () => {
    for (let i = 0; i < 15; i++) expect((await login(PASSWORD)).status, `login ${i + 1}`).toBe(303);
  });

  it('ends the session at Log out, then offers the login page', async () => {
    const session = (await login(PASSWORD)).headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = await (await fetch(`${editor.base}/api/session`, { headers: { cookie: session } })).json();
    const out = await fetch(`${editor.base}/logout`, {
      method: 'POST',
      headers: { cookie: session, origin: editor.base, 'x-csrf-token': csrfToken },
    });
    expect(await out.json()).toEqual({ next: '/logged-out' });
    expect((await fetch(`${editor.base}/api/site`, { headers: { cookie: session } })).status).toBe(401);
    const page = await (await fetch(`${editor.base}/logged-out`)).text();
    expect(page).toContain('You are logged out.');
    expect(page).toContain('<a href="/login">Log in again</a>');
  });

  it('refuses the 11th failed login in 15 minutes, even the right password, with words', async () => {
    const statuses: number[] = [];
    while (failedLogins < 10) statuses.push((await login('guess')).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const password of ['guess', PASSWORD]) {
      const refused = await login(password);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain('Too many wrong passwords. Wait 15 minutes, then try again.');
    }
  });
});

// Behind an HTTPS proxy on the same machine (EDITOR_PUBLIC_URL): the proxy passes the Host people
// opened, X-Forwarded-Proto https and its key (EDITOR_PROXY_KEY); the cookie must then be Secure and
// writes from that page allowed.
describe('editor behind an HTTPS proxy', () => {
  const PUBLIC = 'https://edit.riverbend.test';
  const PROXY_KEY = 'a-test-proxy-key-0123456789abcdef';
  let proxied: RunningEditor;
  beforeAll(async () => {
    proxied = await startEditor('site.json', {
      EDITOR_PASSWORD_HASH: await hashPassword(PASSWORD),
      EDITOR_HOST: '127.0.0.1',
      EDITOR_PUBLIC_URL: PUBLIC,
      EDITOR_PROXY_KEY: PROXY_KEY,
    });
  }, 120_000);
  afterAll(async () => {
    await proxied?.stop();
  });

  /** A request as the proxy sends it (fetch may not set Host). */
  const viaProxy = (method: string, pathname: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const request = http.request(
        `${proxied.base}${pathname}`,
        {
          method,
          headers: {
            host: new URL(PUBLIC).host,
            'x-forwarded-proto': 'https',
            'x-editor-proxy-key': PROXY_KEY,
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response
            .setEncoding('utf8')
            .on('data', (chunk) => {
              text += chunk;
            })
            .on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('sets a Secure session cookie and takes writes from the https:// page, not from the plain-http one', async () => {
    const loggedIn = await viaProxy(
      'POST',
      '/login',
      { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ password: PASSWORD }).toString(),
    );
    expect(loggedIn.status).toBe(303);
    const cookie = loggedIn.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^editor_session=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const session = cookie.split(';')[0]!;
    const { csrfToken } = JSON.parse((await viaProxy('GET', '/api/session', { cookie: session })).text);
    const { hash, model } = JSON.parse((await viaProxy('GET', '/api/site', { cookie: session })).text);
    const write = (origin: string) =>
      viaProxy(
        'PUT',
        '/api/site',
        { cookie: session, origin, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        JSON.stringify({ model, baseHash: hash }),
      );
    expect((await write(PUBLIC.replace('https:', 'http:'))).status).toBe(403);
    expect((await write(PUBLIC)).status).toBe(200);
  });

  it('answers only on the public name and its own address', async () => {
    const other = await new Promise<number>((resolve, reject) => {
      http
        .get(`${proxied.base}/login`, { headers: { host: 'rebound.example' } }, (r) => {
          r.resume();
          resolve(r.statusCode!);
        })
        .on('error', reject);
    });
    expect(other).toBe(421);
  });
});
