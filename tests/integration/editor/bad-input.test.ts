// Bad input is the sender's fault, answered 4xx in words, never 500: JSON nested thousands deep (refused
// before it is parsed, so nothing overflows the stack), a picture whose file name holds a NUL or another
// control character, JSON in another charset than UTF-8 (the bracket count reads UTF-8 bytes); and behind
// the proxy EDITOR_PUBLIC_URL names, a program on this machine that writes a new X-Forwarded-For on each
// try still reaches a limit of failed logins, while one visitor's wrong passwords lock out no one else.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../editor/server/password';
import { MAX_JSON_DEPTH } from '../../../shared/json-depth';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';

const PASSWORD = 'correct horse battery staple';
const PUBLIC_URL = 'https://edit.example.test';
/** The key the proxy adds to each request it passes on (EDITOR_PROXY_KEY, Caddy's header_up). */
const PROXY_KEY = 'a-test-proxy-key-0123456789abcdef';
let editor: RunningEditor;
let session: { cookie: string; token: string };

/** As the proxy passes a request on: the public host and Origin, HTTPS in X-Forwarded-Proto. */
const proxied = (more: Record<string, string> = {}) => ({
  host: new URL(PUBLIC_URL).host,
  origin: PUBLIC_URL,
  'x-forwarded-proto': 'https',
  ...more,
});

/** A request straight to the editor's socket on 127.0.0.1 (fetch cannot set Host); its status, headers and text. */
function send(method: string, pathname: string, headers: Record<string, string>, body: string | Buffer = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: editor.port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A login from `forwardedFor` as the proxy passes it on, with its key; or, with `proxyKey` another value
 * or null, as a program on this machine sends it: the same headers without the key.
 */
const login = (password: string, forwardedFor: string, proxyKey: string | null = PROXY_KEY) =>
  send(
    'POST',
    '/login',
    proxied({
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
      ...(proxyKey === null ? {} : { 'x-editor-proxy-key': proxyKey }),
    }),
    new URLSearchParams({ password }).toString(),
  );

/** A multipart body of one file, as a browser's FormData sends it. */
async function multipart(field: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = new Response(form);
  return { type: response.headers.get('content-type')!, body: Buffer.from(await response.arrayBuffer()) };
}

const call = (method: string, pathname: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  send(method, pathname, proxied({ cookie: session.cookie, 'x-csrf-token': session.token, ...headers }), body);

beforeAll(async () => {
  editor = await startEditor('site.json', {
    EDITOR_PASSWORD_HASH: await hashPassword(PASSWORD),
    EDITOR_PUBLIC_URL: PUBLIC_URL,
    EDITOR_PROXY_KEY: PROXY_KEY,
  });
  const res = await login(PASSWORD, '203.0.113.1');
  expect(res.status, res.text).toBe(303);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const token = (JSON.parse((await send('GET', '/api/session', proxied({ cookie }))).text) as { csrfToken: string })
    .csrfToken;
  session = { cookie, token };
}, 120_000);
afterAll(async () => {
  await editor?.stop();
});

/** A save of the file as the editor holds it (its hash), with a model nested `depth` deep. */
const nested = async (depth: number) => {
  const { hash } = JSON.parse((await send('GET', '/api/site', proxied({ cookie: session.cookie }))).text) as {
    hash: string;
  };
  return `{"baseHash":${JSON.stringify(hash)},"model":${'['.repeat(depth)}${']'.repeat(depth)}}`;
};

describe('bad input to the editor', () => {
  it.each([MAX_JSON_DEPTH + 1, 1_000, 10_000, 100_000])(
    'PUT /api/site nested %i deep: 400 in words, before it is parsed',
    async (depth) => {
      const res = await call('PUT', '/api/site', await nested(depth), { 'content-type': 'application/json' });
      const { text } = res;
      console.log(`PUT /api/site nested ${depth} deep: ${res.status} ${text}`);
      expect(res.status).toBe(400);
      expect(JSON.parse(text)).toEqual({
        error: `Refused: the request nests lists and groups more than ${MAX_JSON_DEPTH} levels deep, which no site does. Nothing was written. Reload the editor and try again.`,
      });
    },
  );

  // In UTF-16 a character's bytes can be a quote (U+2200 is 00 22): a count of UTF-8 bytes would think a
  // string begins where none does and miss every bracket after it. Only UTF-8 is read.
  it.each([
    ['PUT', '/api/site'],
    ['POST', '/api/check'],
  ])('%s %s nested 10,000 deep in UTF-16: 415 in words, nothing parsed', async (method, pathname) => {
    const text = (await nested(10_000)).replace(/^\{/, '{"note":"\u2200",');
    for (const charset of ['utf-16le', 'utf-16be', 'utf-16']) {
      const body = Buffer.from(text, 'utf16le');
      if (charset === 'utf-16be') body.swap16();
      const res = await call(method, pathname, body, { 'content-type': `application/json; charset=${charset}` });
      console.log(`${method} ${pathname} nested 10,000 deep, charset=${charset}: ${res.status} ${res.text}`);
      expect(res.status).toBe(415);
      expect(JSON.parse(res.text)).toEqual({
        error:
          'Refused: the request was sent in another character set than UTF-8, the only one the editor reads. Nothing was written. Reload the editor and try again.',
      });
    }
  });

  it('JSON that says charset=utf-8 in any spelling, or no charset, is read as usual', async () => {
    const text = JSON.stringify({ model: { note: 'plain' } });
    for (const type of ['application/json', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const res = await call('POST', '/api/check', text, { 'content-type': type });
      expect(res.status, `${type}: ${res.text}`).toBe(200);
    }
  });

  it('strings with brackets in them are no nesting: a check of a deep-looking text is answered as usual', async () => {
    const text = JSON.stringify({ model: { note: '['.repeat(1_000) + '\\"{' } });
    const res = await call('POST', '/api/check', text, { 'content-type': 'application/json' });
    expect(res.status).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    ['NUL', 'photo\u0000.jpg'],
    ['a line break', 'photo\n.jpg'],
    ['DEL', 'photo\u007f.jpg'],
  ])('a picture whose file name holds %s: 400 in words', async (_what, name) => {
    const { type, body } = await multipart('file', name, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const res = await call('POST', '/api/pictures', body, { 'content-type': type });
    const { text } = res;
    console.log(`picture named ${JSON.stringify(name)}: ${res.status} ${text}`);
    expect(res.status).toBe(400);
    // Sent escaped, the name reaches the editor and is judged; sent raw in the part's header, the parser cannot read the part.
    expect([
      "The file's name holds an invisible control character, which no picture's name may have. Rename the file on your computer and upload it again.",
      'The upload could not be read: its file name or its form is damaged. Nothing was written. Rename the picture on your computer to plain letters and digits, and upload it again.',
    ]).toContain(JSON.parse(text).error);
  });

  it('a picture whose file name holds a NUL sent escaped (filename*=) is judged by its name: 400 in words', async () => {
    const boundary = 'x-bad-name';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''photo%00.jpg\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await call('POST', '/api/pictures', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    console.log(`picture named photo%00.jpg (escaped): ${res.status} ${res.text}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error).toBe(
      "The file's name holds an invisible control character, which no picture's name may have. Rename the file on your computer and upload it again.",
    );
  });

  it('a program on this machine rotating X-Forwarded-For reaches the limit of failed logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login('wrong', `198.51.100.${i + 1}`, null)).status);
    console.log(`40 wrong logins, each from another forwarded address: ${statuses.join(' ')}`);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(10);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
  });

  it('a program that sends a wrong proxy key is no proxy: rotating X-Forwarded-For, it is limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await login('wrong', `198.51.100.${i + 101}`, PROXY_KEY.replace(/.$/, '!'))).status);
    console.log(`15 wrong logins with a wrong proxy key: ${statuses.join(' ')}`);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });

  it("one visitor's 35 wrong passwords through the proxy do not lock out the owner, who comes from another address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await login('wrong', '192.0.2.66')).status);
    console.log(`35 wrong logins through the proxy from one address: ${statuses.join(' ')}`);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const owner = await login(PASSWORD, '203.0.113.50');
    expect(owner.status, owner.text).toBe(303);
    expect((await login(PASSWORD, '192.0.2.66')).status).toBe(429); // the visitor is still refused, even the right password
  });
});
