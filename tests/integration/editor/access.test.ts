// Without a password the editor is for the person who started it: it prints its address with a start
// token; without that token nothing answers (the page says where to find the address, the API 401),
// with it a session starts; Log out ends it, and so does its absolute time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, withToken, type RunningEditor } from '../../helpers/editor-server';

let editor: RunningEditor;

beforeAll(async () => {
  editor = await startEditor();
}, 120_000);
afterAll(async () => {
  await editor?.stop();
});

const logOut = async (cookie: string) => {
  const { csrfToken } = await (await fetch(`${editor.base}/api/session`, { headers: { cookie } })).json();
  return fetch(`${editor.base}/logout`, {
    method: 'POST',
    headers: { cookie, origin: editor.base, 'x-csrf-token': csrfToken },
  });
};

describe('the editor on this machine', () => {
  it('prints its address with a random start token', () => {
    expect(editor.output()).toMatch(
      new RegExp(`Site editor on http://127\\.0\\.0\\.1:${editor.port}/\\?token=[\\w-]{40,} `),
    );
    expect(editor.token).toMatch(/^[\w-]{40,}$/);
  });

  it('answers nothing without the token: the API 401, the page says to open the printed address', async () => {
    for (const pathname of ['/api/session', '/api/site', '/api/versions', '/api/leads', '/api/pictures']) {
      expect((await fetch(`${editor.base}${pathname}`)).status, pathname).toBe(401);
    }
    const page = await fetch(`${editor.base}/`);
    expect(page.status).toBe(401);
    const text = await page.text();
    expect(text).toContain('open the address the editor printed when it started');
    expect(text).not.toMatch(/csrf|<script/i);
    expect((await fetch(withToken(editor.base, 'a-wrong-token', '/'))).status).toBe(401);
  });

  it('starts a strict session at the printed address and sends the browser on without the token', async () => {
    const opened = await fetch(editor.url('/?tab=2'), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/?tab=2');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^editor_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const session = cookie.split(';')[0]!;
    expect((await fetch(`${editor.base}/api/site`, { headers: { cookie: session } })).status).toBe(200);
    expect((await fetch(`${editor.base}/`, { headers: { cookie: session } })).status).toBe(200);
    // An address crafted to leave the editor stays on it.
    expect(
      (await fetch(withToken(editor.base, editor.token, '//evil.example/'), { redirect: 'manual' })).headers.get(
        'location',
      ),
    ).toBe('/');
  });

  it('ends the session at Log out: the old cookie gets 401 afterwards', async () => {
    const session = (await fetch(editor.url('/'), { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
    const out = await logOut(session);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ next: '/logged-out' });
    expect(out.headers.get('set-cookie')).toMatch(/^editor_session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await fetch(`${editor.base}/api/site`, { headers: { cookie: session } })).status).toBe(401);
    expect((await fetch(`${editor.base}/api/session`, { headers: { cookie: session } })).status).toBe(401);
    const page = await (await fetch(`${editor.base}/logged-out`)).text();
    expect(page).toContain('You are logged out.');
    // Other sessions (another tab's, the helper's) go on.
    expect((await editor.fetch('/api/site')).status).toBe(200);
  });

  it('refuses Log out from another site', async () => {
    const response = await fetch(`${editor.base}/logout`, {
      method: 'POST',
      headers: { cookie: editor.cookie, origin: 'http://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await editor.fetch('/api/site')).status).toBe(200);
  });
});

describe('sessions with a short absolute time (EDITOR_SESSION_MAX_DAYS)', () => {
  let brief: RunningEditor;
  const MAX_SECONDS = 3;
  beforeAll(async () => {
    brief = await startEditor('site.json', { EDITOR_SESSION_MAX_DAYS: String(MAX_SECONDS / 86_400) });
  }, 120_000);
  afterAll(async () => {
    await brief?.stop();
  });

  it('ends a session in steady use once it is older than its absolute time', async () => {
    const started = Date.now();
    expect((await brief.fetch('/api/session')).status).toBe(200);
    let status = 200;
    while (status === 200 && Date.now() - started < 30_000) {
      status = (await brief.fetch('/api/session')).status; // each call is use: only the absolute time can end it
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_SECONDS * 1000 - 1000); // the helper's session began just before `started`
  });
});
