// The editor's safety as an outsider would try it: binding beyond this machine without a password is
// refused; without the printed address's session nothing answers; a write without the CSRF token, from a foreign Origin, or from a page on another site gets
// 403 and leaves site.json as it was; the public site server answers none of the editor's routes.
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bindRefusal } from '../../../editor/server/guard';
import { freePort, runEditor, startEditor, type RunningEditor } from '../../helpers/editor-server';
import { SMALL_SITE } from '../../helpers/small-site';

let editor: RunningEditor;
let original: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const buildsDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'editor-safety-')), 'builds');
  editor = await startEditor(SMALL_SITE, { BUILDS_DIR: buildsDir });
  original = await readFile(editor.siteFile, 'utf8');
});
test.afterAll(async () => {
  await editor?.stop();
});

/** The saved model with a valid one-line change (the phone number), and the hash it was loaded at. */
async function changedModel(request: APIRequestContext, phone = '(419) 555-0199') {
  const site = await (await request.get(`${editor.base}/api/site`, { headers: { cookie: editor.cookie } })).json();
  site.model.business.phone = phone;
  return { model: site.model, baseHash: site.hash };
}

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net
      .connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

test('starting the editor on 0.0.0.0 or :: without a password is refused with a clear message', async () => {
  test.setTimeout(180_000); // two starts, each loading the editor's modules before it refuses
  const siteFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'editor-refused-')), 'site.json');
  await copyFile('site.json', siteFile);
  for (const host of ['0.0.0.0', '::']) {
    const port = await freePort();
    const { ready } = runEditor({
      SITE: siteFile,
      EDITOR_HOST: host,
      EDITOR_PORT: String(port),
      EDITOR_PASSWORD_HASH: '',
    });
    const { code, output } = await ready;
    expect(code, `the editor on ${host} should have exited; it printed:\n${output}`).not.toBe(null);
    expect(code).not.toBe(0);
    expect(output).toContain(bindRefusal(host, undefined));
    expect(await listens(port), `nothing listens on port ${port}`).toBe(false);
  }
});

test('a save without the X-CSRF-Token header, or from a foreign Origin, gets 403 and writes nothing', async ({
  request,
}) => {
  const { csrfToken } = await (
    await request.get(`${editor.base}/api/session`, { headers: { cookie: editor.cookie } })
  ).json();
  expect(csrfToken).toMatch(/^[\w-]{20,}$/);
  const body = await changedModel(request);
  const attempts: [string, Record<string, string>][] = [
    ['no CSRF token', { cookie: editor.cookie, origin: editor.base }],
    ['a forged CSRF token', { cookie: editor.cookie, origin: editor.base, 'x-csrf-token': 'forged' }],
    ['a foreign Origin', { cookie: editor.cookie, origin: 'http://evil.example', 'x-csrf-token': csrfToken }],
    ['no Origin', { cookie: editor.cookie, 'x-csrf-token': csrfToken }],
  ];
  for (const [what, headers] of attempts) {
    const response = await request.put(`${editor.base}/api/site`, { data: body, headers });
    expect(response.status(), what).toBe(403);
    expect((await response.json()).error, what).toMatch(/^Refused: /);
    expect(await readFile(editor.siteFile, 'utf8'), `site.json after a save with ${what}`).toBe(original);
  }
  // The same request with the editor's Origin and token is what the editor's page sends: it saves.
  const saved = await request.put(`${editor.base}/api/site`, {
    data: body,
    headers: { cookie: editor.cookie, origin: editor.base, 'x-csrf-token': csrfToken },
  });
  expect(saved.status()).toBe(200);
  expect(await readFile(editor.siteFile, 'utf8')).toBe(
    original.replace('"phone": "(419) 555-0142"', '"phone": "(419) 555-0199"'),
  );
});

test('a page on another site can neither read the CSRF token nor write', async ({ page, request }) => {
  // A save of its own, so there is an older version whose restore would change site.json.
  const { csrfToken } = await (
    await request.get(`${editor.base}/api/session`, { headers: { cookie: editor.cookie } })
  ).json();
  const body = await changedModel(request, '(419) 555-0177');
  expect(
    (
      await request.put(`${editor.base}/api/site`, {
        data: body,
        headers: { cookie: editor.cookie, origin: editor.base, 'x-csrf-token': csrfToken },
      })
    ).status(),
  ).toBe(200);
  const { versions } = await (
    await request.get(`${editor.base}/api/versions`, { headers: { cookie: editor.cookie } })
  ).json();
  expect(versions.length).toBeGreaterThan(1);
  const before = await readFile(editor.siteFile, 'utf8');
  const oldest = versions[versions.length - 1].id as string;
  // Without the session (another account on this machine, or any program that did not open the printed address) there is no token to read.
  expect((await request.get(`${editor.base}/api/session`)).status()).toBe(401);
  // The browser holds a session of the editor (the person has it open), and still the other site gets nothing.
  await page.goto(editor.url('/api/session'));
  expect(JSON.parse(await page.locator('body').innerText()).csrfToken).toMatch(/^[\w-]{20,}$/);

  // The other site: a plain page on another port of this machine (another origin), with no CSP of its own.
  const other = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as net.AddressInfo).port}/`);
    const outcome = await page.evaluate(async (base) => {
      const attempt = (p: Promise<Response>) =>
        p.then(
          (r) => `answered ${r.status}`,
          (e: Error) => `failed: ${e.name}`,
        );
      return {
        // The browser keeps another site's answers from this page: no token to copy.
        session: await attempt(fetch(`${base}/api/session`, { credentials: 'include' })),
        // A JSON save needs the editor's permission to be sent at all (CORS preflight), which it never gives.
        save: await attempt(
          fetch(`${base}/api/site`, {
            method: 'PUT',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        ),
      };
    }, editor.base);
    expect(outcome).toEqual({ session: 'failed: TypeError', save: 'failed: TypeError' });
    // A form posted to the editor is sent without asking: the editor refuses it by its Origin.
    const restore = `${editor.base}/api/versions/${oldest}/restore`;
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === restore),
      page.evaluate((action) => {
        const form = Object.assign(document.createElement('form'), { method: 'POST', action, enctype: 'text/plain' });
        document.body.append(form);
        form.submit();
      }, restore),
    ]);
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toMatch(
      /^Refused: this change came from http:\/\/127\.0\.0\.1:\d+, not from the editor/,
    );
    expect(await readFile(editor.siteFile, 'utf8')).toBe(before);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

test("the public site server answers none of the editor's routes", async ({ request, baseURL }) => {
  // Each path is the editor's own (it answers it with data); the public server must not.
  const editorPaths = [
    '/api/session',
    '/api/site',
    '/api/versions',
    '/api/publish',
    '/api/leads',
    '/api/leads/counts',
    '/api/leads/export.csv',
    '/api/pictures',
  ];
  for (const route of editorPaths) {
    expect(
      (await request.get(`${editor.base}${route}`, { headers: { cookie: editor.cookie } })).status(),
      `the editor answers ${route}`,
    ).toBe(200);
    const response = await request.get(`${baseURL}${route}`);
    expect(response.status(), `the public server on ${route}`).toBe(404);
    const text = await response.text();
    for (const editorData of [
      'csrfToken',
      '"model"',
      '"schema"',
      '"versions"',
      '"builds"',
      '"leads"',
      '"pictures"',
      '"new"',
    ])
      expect(text, route).not.toContain(editorData);
  }
  const writes: [string, string][] = [
    ['PUT', '/api/site'],
    ['POST', '/api/check'],
    ['POST', '/api/advice'],
    ['POST', '/api/publish'],
    ['POST', '/api/pictures'],
  ];
  for (const [method, route] of writes) {
    const response = await request.fetch(`${baseURL}${route}`, { method, data: {}, headers: { origin: baseURL! } });
    expect(response.status(), `the public server on ${method} ${route}`).toBe(404);
  }
  // The editor's pages and modules are not there either: /login and the forms' validator module.
  for (const route of ['/login', '/@id/__x00__virtual:form-validators']) {
    const response = await request.get(`${baseURL}${route}`);
    expect(response.status(), route).toBe(404);
    expect(await response.text(), route).not.toMatch(/password|validate_0/i);
  }
});
