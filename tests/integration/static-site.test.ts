// Point 3: serving dist/ — routes, caching, compression, redirects, 404s, no listings, no traversal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { BIG_TEXT } from './helpers/fake-dist';
import { rawRequest } from './helpers/raw-http';
import { startApp, type Running } from './helpers/start-app';

let app: Running;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About us'],
    ['/landscaping-in-huron', 'Landscaping in Huron'],
    ['/services/mowing', 'Mowing'],
  ])('%s serves its index.html directly, without a redirect', async (path, heading) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('redirects a trailing slash to the bare path with 301, keeping the query', async () => {
    const res = await get('/about/?utm_source=x&a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?utm_source=x&a=1');
    expect((await get('/services/mowing/')).headers.get('location')).toBe('/services/mowing');
  });

  it('never redirects off the site (//host/ and /\\host/ stay local)', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example//']) {
      const res = await rawRequest(app.port, 'GET', path);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/evil.example');
    }
  });

  it('serves page.json, sitemap.xml and robots.txt', async () => {
    expect(await (await get('/about/page.json')).json()).toEqual({ path: '/about' });
    expect((await get('/sitemap.xml')).headers.get('content-type')).toMatch(/xml/);
    expect(await (await get('/robots.txt')).text()).toContain('User-agent');
  });
});

describe('caching', () => {
  it.each([
    '/assets/app-3f9a1c2b.js',
    '/assets/app-3f9a1c2b.css',
    '/assets/fonts/inter-latin-9a8b7c6d.woff2',
    '/img/hero-1a2b3c4d.800.webp',
  ])('hashed file %s is cached for a year, immutable', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/about', '/about/page.json', '/sitemap.xml'])(
    '%s must be revalidated (no-cache + ETag -> 304)',
    async (path) => {
      // node:http, because fetch adds its own cache headers to conditional requests. A browser asks again
      // with the Accept-Encoding it sent the first time (each encoding has its own ETag).
      for (const acceptEncoding of ['gzip, deflate, br', 'gzip', 'identity']) {
        const res = await rawRequest(app.port, 'GET', path, { 'accept-encoding': acceptEncoding });
        expect(res.headers['cache-control']).toBe('no-cache');
        const etag = res.headers.etag;
        expect(etag).toBeTruthy();
        const again = await rawRequest(app.port, 'GET', path, {
          'accept-encoding': acceptEncoding,
          'if-none-match': etag!,
        });
        expect(again.status, acceptEncoding).toBe(304);
      }
    },
  );
});

describe('compression', () => {
  it('gzips HTML and JS when the client accepts it', async () => {
    for (const path of ['/', '/assets/app-3f9a1c2b.js']) {
      const res = await rawRequest(app.port, 'GET', path, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
    }
    const raw = await new Promise<Buffer>((resolve) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet({ host: '127.0.0.1', port: app.port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toContain(BIG_TEXT);
  });
});

describe('not found, listings and traversal', () => {
  it.each(['/mulch-installation-in-vermilion', '/nope', '/about/nope', '/assets/missing-123.js', '/blog/some-post'])(
    '%s is a 404 with the 404 page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
    },
  );

  it('never lists a directory', async () => {
    for (const path of ['/assets', '/img', '/assets/fonts']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('app-3f9a1c2b');
    }
  });

  it.each([
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/about/..%5c..%5cpackage.json',
    '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
    '/.env',
    '/%2eenv',
    '/about%00.html',
    '/%E0%A4%A',
  ])('%s is refused with the 404 page', async (path) => {
    const res = await rawRequest(app.port, 'GET', path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('SECRET');
    expect(res.body).not.toContain('"dependencies"');
    expect(res.body).not.toContain('root:');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await rawRequest(app.port, 'HEAD', '/about');
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    expect((await rawRequest(app.port, 'HEAD', '/missing')).status).toBe(404);
  });
});
