// The editor and the public site behind a real HTTPS proxy (Caddy, `tls internal`), as
// docs/editor-behind-https.md sets them up: a person logs in with the password, saves and publishes
// over HTTPS, and the published page is served through the proxy. Fails when Caddy is not installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../editor/server/password';
import { freePort, startEditor, type RunningEditor } from '../../helpers/editor-server';
import { startEditorAndSite, type EditorAndSite } from '../../helpers/editor-and-site';
import { caddyMissing, startCaddy, type RunningCaddy } from '../../helpers/editor-caddy';

const PASSWORD = 'correct horse battery staple';
const PHONE = '(419) 555-0133';
/** EDITOR_PROXY_KEY, which the Caddyfile's `header_up X-Editor-Proxy-Key` sends with each request. */
const PROXY_KEY = 'a-test-proxy-key-0123456789abcdef';
let both: EditorAndSite<RunningEditor>;
let caddy: RunningCaddy;
let editorUrl: string;
let siteUrl: string;

beforeAll(async () => {
  const missing = caddyMissing();
  if (missing) throw new Error(missing);
  const editorPort = await freePort();
  const hash = await hashPassword(PASSWORD);
  // Caddy before the editor: its addresses are the editor's EDITOR_PUBLIC_URL and PUBLIC_SITE_URL.
  both = await startEditorAndSite('editor-https-', async (env) => {
    caddy = await startCaddy([
      { port: editorPort, headerUp: { 'X-Editor-Proxy-Key': PROXY_KEY } },
      Number(new URL(env.PUBLIC_SITE_URL!).port),
    ]);
    [editorUrl, siteUrl] = caddy.origins as [string, string];
    return startEditor('site.json', {
      ...env,
      EDITOR_PORT: String(editorPort),
      EDITOR_PASSWORD_HASH: hash,
      EDITOR_PUBLIC_URL: editorUrl,
      EDITOR_PROXY_KEY: PROXY_KEY,
      PUBLIC_SITE_URL: siteUrl,
    });
  });
}, 180_000);
afterAll(async () => {
  await both?.stop();
  await caddy?.stop();
});

describe('the editor behind Caddy with HTTPS', () => {
  it('logs in, saves and publishes over HTTPS; the published page comes through the proxy', async () => {
    const before = await caddy.request('GET', `${editorUrl}/`);
    expect(before.status).toBe(303);
    expect(before.headers.location).toBe('/login');
    expect((await caddy.request('GET', `${editorUrl}/login`)).text).toContain('type="password"');

    const login = await caddy.request(
      'POST',
      `${editorUrl}/login`,
      { origin: editorUrl, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ password: PASSWORD }).toString(),
    );
    expect(login.status).toBe(303);
    const setCookie = (login.headers['set-cookie'] as string[])[0]!;
    expect(setCookie).toMatch(/^editor_session=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0]!;
    const call = (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
      caddy.request(
        method,
        `${editorUrl}${pathname}`,
        { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body === undefined ? undefined : JSON.stringify(body),
      );

    const { csrfToken } = JSON.parse((await call('GET', '/api/session')).text);
    const { model, hash } = JSON.parse((await call('GET', '/api/site')).text);
    model.business.phone = PHONE;
    const writes = { origin: editorUrl, 'x-csrf-token': csrfToken };
    // The plain-http Origin of the same name is another origin: refused.
    expect(
      (
        await call(
          'PUT',
          '/api/site',
          { model, baseHash: hash },
          { ...writes, origin: editorUrl.replace('https:', 'http:') },
        )
      ).status,
    ).toBe(403);
    const saved = await call('PUT', '/api/site', { model, baseHash: hash }, writes);
    expect(saved.status, saved.text).toBe(200);

    const started = await call('POST', '/api/publish', {}, writes);
    expect(started.status, started.text).toBe(202);
    let overview = JSON.parse(started.text);
    const deadline = Date.now() + 540_000; // a build of the whole site: about half a minute alone, more on a busy machine
    while (overview.publish?.status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      overview = JSON.parse((await call('GET', '/api/publish')).text);
    }
    expect(overview.publish.status, JSON.stringify(overview.publish)).toBe('published');
    expect(overview.publicUrl).toBe(siteUrl);

    // The public server notices the new build within a second or so.
    let page = await caddy.request('GET', `${siteUrl}/contact`);
    while (!page.text.includes(PHONE) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      page = await caddy.request('GET', `${siteUrl}/contact`);
    }
    expect(page.status).toBe(200);
    expect(page.text).toContain(PHONE);

    const { csrfToken: again } = JSON.parse((await call('GET', '/api/session')).text);
    expect((await call('POST', '/logout', undefined, { origin: editorUrl, 'x-csrf-token': again })).status).toBe(200);
    expect((await call('GET', '/api/site')).status).toBe(401);
  }, 600_000);

  it("counts Caddy's visitors by the address Caddy saw, apart from programs on this machine, whatever they send", async () => {
    const login = (password: string, headers: Record<string, string> = {}) =>
      caddy.request(
        'POST',
        `${editorUrl}/login`,
        { origin: editorUrl, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        new URLSearchParams({ password }).toString(),
      );
    // A visitor who writes its own X-Forwarded-For and proxy key: Caddy replaces both, so it stays one person.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await login('wrong', { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-editor-proxy-key': 'forged' })).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await login(PASSWORD)).status).toBe(429);
    // A program on this machine that connects to the editor itself is another door, with a count of its own.
    const direct = await fetch(`${both.editor.base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: both.editor.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(direct.status).toBe(303);
  }, 60_000);
});
