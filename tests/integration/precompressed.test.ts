// Serving the build's .br/.gz files: the encoding the client accepts, the same bytes once decoded,
// Vary, the caching rules and validators of the original, HEAD, and the 404 page still a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import http from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../generator/precompress';
import { staticSite } from '../../server/static-site';
import { BIG_TEXT, makeFakeDist } from './helpers/fake-dist';
import { startApp, type Running } from './helpers/start-app';

const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1><p>${BIG_TEXT}</p>`;
// The fake dist with files big enough to be precompressed (the small ones stay as they are).
const BIG_FILES = {
  'about/index.html': page('About us'),
  'about/page.json': JSON.stringify({ path: '/about', text: BIG_TEXT }),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>https://riverbend.example/about</loc></url>'.repeat(40)}</urlset>`,
  '404.html': page('Page not found'),
};

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
/** node:http, so the body arrives exactly as sent (fetch would decode it and add its own headers). */
function raw(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.request({ host: '127.0.0.1', port, path: urlPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

const decode = (res: Raw): Buffer => {
  const encoding = res.headers['content-encoding'];
  return encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
};

let dist: string;
let app: Running;
const file = (name: string) => readFileSync(path.join(dist, name));
const get = (urlPath: string, headers?: Record<string, string>, method?: string) => raw(app.port, urlPath, headers, method);

beforeAll(async () => {
  dist = makeFakeDist(BIG_FILES);
  await precompress(dist);
  app = await startApp({ distDir: dist });
});
afterAll(async () => {
  await app.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('choosing the encoding', () => {
  it.each([
    ['br, gzip', 'br'], ['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'br'], ['br;q=0, *', 'gzip'],
  ])('Accept-Encoding "%s" gets %s, decoding to the file', async (accept, encoding) => {
    const res = await get('/about', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/i);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body).toEqual(file(`about/index.html.${encoding === 'br' ? 'br' : 'gz'}`)); // the build's bytes, not compressed again
    expect(decode(res)).toEqual(file('about/index.html'));
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])('Accept-Encoding %s gets the file itself', async (accept) => {
    const res = await get('/about', accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body).toEqual(file('about/index.html'));
  });

  it.each([
    ['/about/page.json', /^application\/json/], ['/sitemap.xml', /xml/], ['/assets/app-3f9a1c2b.js', /javascript/],
  ])('%s is sent precompressed with its own Content-Type', async (urlPath, type) => {
    const res = await get(urlPath, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(type);
    expect(decode(res)).toEqual(file(urlPath.slice(1)));
  });

  it('still gzips on the fly what the build did not precompress (small files are sent as they are)', async () => {
    const small = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual(file('robots.txt'));
    // index.html of the fake dist has no variants written beside it: compression() handles it.
    rmSync(path.join(dist, 'index.html.br')); rmSync(path.join(dist, 'index.html.gz'));
    const other = await startApp({ distDir: dist });
    try {
      const res = await raw(other.port, '/', { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body)).toEqual(file('index.html'));
    } finally { await other.stop(); }
  });
});

describe('caching and validators', () => {
  it('pages and page.json are revalidated, hashed assets immutable, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get('/about', { 'accept-encoding': accept })).headers['cache-control']).toBe('no-cache');
      expect((await get('/about/page.json', { 'accept-encoding': accept })).headers['cache-control']).toBe('no-cache');
      expect((await get('/assets/app-3f9a1c2b.js', { 'accept-encoding': accept })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives each encoding its own strong ETag, and answers a matching If-None-Match with 304', async () => {
    const etags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get('/about', { 'accept-encoding': accept });
      const etag = res.headers.etag!;
      expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
      etags.add(etag);
      const again = await get('/about', { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(etags.size).toBe(3);
    // The br ETag does not validate the gzip variant.
    const brTag = (await get('/about', { 'accept-encoding': 'br' })).headers.etag!;
    expect((await get('/about', { 'accept-encoding': 'gzip', 'if-none-match': brTag })).status).toBe(200);
  });

  it('answers If-Modified-Since with 304 too', async () => {
    const res = await get('/about', { 'accept-encoding': 'br' });
    expect((await get('/about', { 'accept-encoding': 'br', 'if-modified-since': res.headers['last-modified']! })).status).toBe(304);
  });
});

describe('HEAD, 404 and the rest of the stack', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(file('about/index.html.br').length);
  });

  it.each([['br'], ['gzip'], ['identity']])('an unknown path is a 404 with the 404 page (%s)', async (accept) => {
    const res = await get('/nope', { 'accept-encoding': accept });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode(res)).toEqual(file('404.html'));
  });

  it('a 404 stays a 404 for HEAD, POST and a conditional request', async () => {
    const first = await get('/nope', { 'accept-encoding': 'br' });
    expect((await get('/nope', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })).status).toBe(404);
    const head = await get('/nope', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.body.length]).toEqual([404, 0]);
    const post = await get('/about', { 'accept-encoding': 'gzip' }, 'POST');
    expect(post.status).toBe(404);
    expect(decode(post).toString()).toContain('Page not found');
  });

  it('keeps the security headers and logs the request', async () => {
    const res = await get('/about', { 'accept-encoding': 'br' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const requestId = res.headers['x-request-id'];
    await new Promise((resolve) => setTimeout(resolve, 20)); // the line is written on 'close'
    expect(app.logs).toContainEqual(expect.objectContaining({ msg: 'request', path: '/about', status: 200, requestId }));
  });

  it('refuses traversal and dotfiles before looking for variants', async () => {
    for (const urlPath of ['/..%2fpackage.json', '/.env', '/%E0%A4%A', '/about%00.html']) {
      const res = await get(urlPath, { 'accept-encoding': 'br' });
      expect(res.status, urlPath).toBe(404);
      expect(decode(res).toString(), urlPath).toContain('Page not found');
    }
  });
});

describe('over the memory budget', () => {
  it('reads the variants from disk on every request, with the same answers', async () => {
    const server = express().use(staticSite(dist, { memoryBudget: 0 })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await raw(port, '/about', { 'accept-encoding': accept });
        expect(decode(res)).toEqual(file('about/index.html'));
        expect((await raw(port, '/about', { 'accept-encoding': accept, 'if-none-match': res.headers.etag! })).status).toBe(304);
      }
      expect((await raw(port, '/nope', { 'accept-encoding': 'gzip' })).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
