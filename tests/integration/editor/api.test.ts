// The editor's API over a temporary copy of site.json: a save changes only the edited line, an
// invalid model or a file changed on disk is never overwritten, versions come back, and writes
// without the editor's Origin and CSRF token are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { runEditor, startEditor, type RunningEditor } from '../../helpers/editor-server';

let editor: RunningEditor;
let token: string;
let original: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  const response = await editor.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': token, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.flatMap((line, i) => (line === a[i] ? [] : [{ line: i + 1, was: a[i], now: line }]));
};

beforeAll(async () => {
  editor = await startEditor();
  original = await readFile(editor.siteFile, 'utf8');
  token = (await (await editor.fetch('/api/session')).json()).csrfToken;
}, 120_000);

afterAll(async () => {
  await editor?.stop();
});

describe('editor API', () => {
  it('loads the model, its schema and a version hash', async () => {
    const { status, json } = await call('GET', '/api/site');
    expect(status).toBe(200);
    expect(json.model.business.name).toBe('Riverbend Landscaping & Tree Care');
    expect(json.schema.$defs.Hero).toBeDefined();
    expect(json.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("checks a draft with npm run check's words and draws its page", async () => {
    const { json: site } = await call('GET', '/api/site');
    site.model.pages[0].blocks[0].heading = 'A heading typed in the editor';
    const { json } = await call('POST', '/api/check', { model: site.model, path: '/', baseHash: site.hash });
    expect(json.problems).toEqual([]);
    expect(json.preview.html).toContain('A heading typed in the editor');
    expect(json.changes.retitled).toEqual([]);
    site.model.business.phone = 'call us';
    const bad = await call('POST', '/api/check', { model: site.model, path: '/' });
    expect(bad.json.problems).toContainEqual(
      expect.objectContaining({
        pointer: '/business/phone',
        message: '"call us" is not a valid phone number in the United States.',
      }),
    );
    // Every problem at once (issue 32, item 4): an empty name beside the bad phone, both in the list.
    site.model.business.name = '';
    site.model.business.phone = '12345';
    const both = await call('POST', '/api/check', { model: site.model, path: '/' });
    expect(both.json.problems.map((p: { pointer: string }) => p.pointer)).toEqual([
      '/business/name',
      '/business/phone',
    ]);
  });

  it('refuses an invalid model and writes nothing', async () => {
    const { json: site } = await call('GET', '/api/site');
    site.model.business.phone = 'call us';
    const { status, json } = await call('PUT', '/api/site', { model: site.model, baseHash: site.hash });
    expect(status).toBe(422);
    expect(json.problems[0].pointer).toBe('/business/phone');
    expect(await readFile(editor.siteFile, 'utf8')).toBe(original);
  });

  it('saves one changed value as exactly one changed line, and keeps the version', async () => {
    const { json: site } = await call('GET', '/api/site');
    site.model.business.phone = '(419) 555-0199';
    const { status, json } = await call('PUT', '/api/site', { model: site.model, baseHash: site.hash });
    expect(status).toBe(200);
    const saved = await readFile(editor.siteFile, 'utf8');
    const phoneLine = original.split('\n').indexOf('    "phone": "(419) 555-0142",') + 1;
    expect(phoneLine).toBeGreaterThan(0);
    expect(changedLines(original, saved)).toEqual([
      { line: phoneLine, was: '    "phone": "(419) 555-0142",', now: '    "phone": "(419) 555-0199",' },
    ]);
    const { json: list } = await call('GET', '/api/versions');
    expect(list.versions.map((v: Json) => v.id)).toContain(json.version);
    expect(list.versions).toHaveLength(2); // the file before the first save, and this save
  });

  it('does not overwrite a file changed on disk, and shows the difference', async () => {
    const { json: site } = await call('GET', '/api/site');
    const onDisk = await readFile(editor.siteFile, 'utf8');
    await writeFile(editor.siteFile, onDisk.replace('"Huron"', '"Huron City"'));
    site.model.business.email = 'office@riverbendlandscaping.example';
    const { status, json } = await call('PUT', '/api/site', { model: site.model, baseHash: site.hash });
    expect(status).toBe(409);
    expect(json.difference).toContain('+      "city": "Huron City",');
    expect(await readFile(editor.siteFile, 'utf8')).not.toContain('office@riverbendlandscaping.example');
    await writeFile(editor.siteFile, onDisk);
  });

  it('restores a version', async () => {
    const { json: list } = await call('GET', '/api/versions');
    const first = list.versions[list.versions.length - 1];
    const { json: difference } = await call('GET', `/api/versions/${first.id}/difference`);
    expect(difference.difference).toContain('+    "phone": "(419) 555-0142",');
    const { json: site } = await call('GET', '/api/site');
    const { status } = await call('POST', `/api/versions/${first.id}/restore`, { baseHash: site.hash });
    expect(status).toBe(200);
    expect(await readFile(editor.siteFile, 'utf8')).toBe(original);
  });

  it('refuses writes without the CSRF token or from another Origin (403)', async () => {
    const { json: site } = await call('GET', '/api/site');
    const body = { model: site.model, baseHash: site.hash };
    expect((await call('PUT', '/api/site', body, { 'x-csrf-token': '' })).status).toBe(403);
    expect((await call('PUT', '/api/site', body, { 'x-csrf-token': 'forged' })).status).toBe(403);
    expect((await call('PUT', '/api/site', body, { origin: 'http://evil.example' })).status).toBe(403);
    expect(
      (await call('POST', `/api/versions/x/restore`, { baseHash: site.hash }, { origin: 'http://evil.example' }))
        .status,
    ).toBe(403);
  });

  it('names no path outside its versions folder', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..%2Fsite', '2026-01-01T00-00-00-000Z-zzzzzzzz']) {
      const { status, json } = await call('GET', `/api/versions/${id}/difference`);
      expect(status).toBe(404);
      expect(json.error).toMatch(/version/);
    }
  });

  it("sends a CSP that allows no inline script and no eval, and serves the forms' validator precompiled", async () => {
    const response = await editor.fetch('/');
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    // The validator module is made from the schema file when the app is built: the page's scripts hold
    // the compiled functions by schema hash, and nothing that compiles code in the browser.
    const scripts = [...(await response.text()).matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const code = (await Promise.all(scripts.map(async (src) => (await editor.fetch(src)).text()))).join('\n');
    const byHash = /\{(?:"-?[0-9a-f]+"|[0-9a-f]+):[\w$]+(?:,(?:"-?[0-9a-f]+"|[0-9a-f]+):[\w$]+){3,}\}/; // { "-28e33dac": validate_0, … } minified
    expect(byHash.exec(code)?.[0]).toBeDefined();
    expect(/new Function|\beval\(/.exec(code)?.[0]).toBeUndefined();
  }, 60_000);

  it('answers only on its own address (DNS rebinding)', async () => {
    // fetch() always sends the URL's host, so this request is made with node:http.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: editor.port, path: '/api/site', headers: { host: `evil.example:${editor.port}` } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(421);
  });
});

describe('npm run edit', () => {
  it('refuses to listen beyond this machine without a password', async () => {
    const { ready } = runEditor({ EDITOR_HOST: '0.0.0.0', EDITOR_PORT: '1', EDITOR_PASSWORD_HASH: '' });
    const { code, output } = await ready;
    expect(code).toBe(1);
    expect(output).toContain(
      'The editor listens on 127.0.0.1 only: binding 0.0.0.0 would let anyone on the network change the site.',
    );
    expect(output).toContain('npm run edit -- --set-password');
  });
});
