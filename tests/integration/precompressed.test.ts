// Serving compressed text: the build's .br/.gz for the hashed assets, and for everything else (pages,
// page.json, 404.html, sitemap.xml) variants the server makes on first use, none of them on disk.
// The encoding the client accepts, the same bytes once decoded, Vary, the caching rules and strong
// per-encoding validators of the original, HEAD, 404, one compression for concurrent first requests,
// and the same answers over the memory budget.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import express from 'express';
import http from 'node:http';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../generator/assets/precompress';
import { compress } from '../../shared/compression';
import { staticSite } from '../../server/http/static-site';
import { BIG_TEXT, makeFakeDist } from './helpers/fake-dist';
import { startApp, type Running } from './helpers/start-app';
import { until } from '../helpers/until';

// The server's compress(), counted (the build's calls in beforeAll are cleared before each test).
vi.mock('../../shared/compression', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/compression')>();
  return { ...actual, compress: vi.fn(actual.compress) };
});
const compressMock = vi.mocked(compress);
const { compress: realCompress } =
  await vi.importActual<typeof import('../../shared/compression')>('../../shared/compression');

const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1><p>${BIG_TEXT}</p>`;
// The fake dist with files big enough to be compressed (the small ones stay as they are).
const BIG_FILES = {
  'about/index.html': page('About us'),
  'about/page.json': JSON.stringify({ path: '/about', text: BIG_TEXT }),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>https://riverbend.example/about</loc></url>'.repeat(40)}</urlset>`,
  '404.html': page('Page not found'),
  'services/index.html': page('Services'),
  'blog/index.html': page('Blog'),
};
const DERIVED = ['index.html', ...Object.keys(BIG_FILES)];

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
/** node:http, so the body arrives exactly as sent (fetch would decode it and add its own headers). */
function raw(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const decode = (res: Raw): Buffer => {
  const encoding = res.headers['content-encoding'];
  return encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
};

let dist: string;
let app: Running;
const file = (name: string) => readFileSync(path.join(dist, name));
const get = (urlPath: string, headers?: Record<string, string>, method?: string) =>
  raw(app.port, urlPath, headers, method);
/** How often the server compressed `name` into `encoding`. */
const compressions = (name: string, encoding: string) =>
  compressMock.mock.calls.filter(([bytes, e]) => e === encoding && bytes.equals(file(name))).length;

/** staticSite() alone on a free port, counting the requests that reached it. */
async function serve(options: Parameters<typeof staticSite>[1] = {}) {
  const seen = { requests: 0 };
  const server = express()
    .use((_req, _res, next) => {
      seen.requests += 1;
      next();
    })
    .use(staticSite(dist, options))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    get: (urlPath: string, headers?: Record<string, string>, method?: string) => raw(port, urlPath, headers, method),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

beforeAll(async () => {
  dist = makeFakeDist(BIG_FILES);
  await precompress(dist);
  app = await startApp({ distDir: dist });
});
afterAll(async () => {
  await app.stop();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  compressMock.mockClear();
});

describe('what the build wrote', () => {
  it('precompressed the hashed assets only', () => {
    expect(existsSync(path.join(dist, 'assets/app-3f9a1c2b.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/app-3f9a1c2b.js.gz'))).toBe(true);
    for (const name of DERIVED)
      for (const ext of ['.br', '.gz']) expect(existsSync(path.join(dist, name + ext)), name + ext).toBe(false);
  });
});

describe('choosing the encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
  ])('Accept-Encoding "%s" gets %s, decoding to the file', async (accept, encoding) => {
    const res = await get('/about', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/i);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(file('about/index.html').length / 4);
    expect(decode(res)).toEqual(file('about/index.html'));
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])(
    'Accept-Encoding %s gets the file itself',
    async (accept) => {
      const res = await get('/about', accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body).toEqual(file('about/index.html'));
    },
  );

  it.each([
    ['/about/page.json', /^application\/json/],
    ['/sitemap.xml', /xml/],
    ['/', /^text\/html/],
  ])('%s is compressed on first use, with its own Content-Type', async (urlPath, type) => {
    for (const encoding of ['br', 'gzip']) {
      const res = await get(urlPath, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(type);
      expect(decode(res)).toEqual(file(urlPath === '/' ? 'index.html' : urlPath.slice(1)));
    }
  });

  it("sends the build's own bytes for a precompressed asset, compressing nothing", async () => {
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const res = await get('/assets/app-3f9a1c2b.js', { 'accept-encoding': encoding! });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.body).toEqual(file(`assets/app-3f9a1c2b.js${ext}`));
    }
    expect(compressMock).not.toHaveBeenCalled();
  });

  it('sends small files as they are', async () => {
    const small = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual(file('robots.txt'));
  });
});

describe('caching and validators', () => {
  it('pages and page.json are revalidated, hashed assets immutable, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get('/about', { 'accept-encoding': accept })).headers['cache-control']).toBe('no-cache');
      expect((await get('/about/page.json', { 'accept-encoding': accept })).headers['cache-control']).toBe('no-cache');
      expect((await get('/assets/app-3f9a1c2b.js', { 'accept-encoding': accept })).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('gives each encoding its own strong ETag, the same on every request, and answers a matching If-None-Match with 304', async () => {
    const etags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get('/about', { 'accept-encoding': accept });
      const etag = res.headers.etag!;
      expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
      etags.add(etag);
      const repeat = await get('/about', { 'accept-encoding': accept });
      expect([repeat.headers.etag, repeat.body]).toEqual([etag, res.body]); // a strong ETag promises the same bytes
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
    expect(
      (await get('/about', { 'accept-encoding': 'br', 'if-modified-since': res.headers['last-modified']! })).status,
    ).toBe(304);
  });

  it('answers a conditional request for a variant not made yet with 304, without compressing', async () => {
    const brTag = (await get('/services', { 'accept-encoding': 'br' })).headers.etag!;
    const site = await serve(); // has made nothing yet
    try {
      compressMock.mockClear();
      expect((await site.get('/services', { 'accept-encoding': 'br', 'if-none-match': brTag })).status).toBe(304);
      expect(compressMock).not.toHaveBeenCalled();
    } finally {
      await site.stop();
    }
  });
});

describe('compressing on first use', () => {
  it('compresses a page once per encoding and keeps it', async () => {
    const site = await serve();
    try {
      for (const encoding of ['br', 'gzip']) {
        const first = await site.get('/about/page.json', { 'accept-encoding': encoding });
        for (let i = 0; i < 3; i++)
          expect((await site.get('/about/page.json', { 'accept-encoding': encoding })).body).toEqual(first.body);
        expect(compressions('about/page.json', encoding)).toBe(1);
      }
    } finally {
      await site.stop();
    }
  });

  it.each([['br'], ['gzip']])(
    'concurrent first requests (%s) share one compression and get the same bytes',
    async (encoding) => {
      const site = await serve();
      try {
        const all = await Promise.all(
          Array.from({ length: 10 }, () => site.get('/blog', { 'accept-encoding': encoding })),
        );
        for (const res of all) {
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.body).toEqual(all[0]!.body);
          expect(res.headers.etag).toBe(all[0]!.headers.etag);
        }
        expect(decode(all[0]!)).toEqual(file('blog/index.html'));
        expect(compressions('blog/index.html', encoding)).toBe(1);
      } finally {
        await site.stop();
      }
    },
  );
});

describe('HEAD, 404 and the rest of the stack', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBe('br');
    const full = await get('/about', { 'accept-encoding': 'br' });
    expect(Number(res.headers['content-length'])).toBe(full.body.length);
    expect(res.headers.etag).toBe(full.headers.etag);
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
    await until(() => app.logs.some((l) => l.requestId === requestId), "the request's log line"); // written on 'close'
    expect(app.logs).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/about', status: 200, requestId }),
    );
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
  it('reads and compresses on every request, with the same answers and validators', async () => {
    const site = await serve({ memoryBudget: 0 });
    try {
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await site.get('/about', { 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
        expect(decode(res)).toEqual(file('about/index.html'));
        expect(res.headers.etag).toBe((await get('/about', { 'accept-encoding': accept })).headers.etag); // as within the budget
        const repeat = await site.get('/about', { 'accept-encoding': accept });
        expect([repeat.headers.etag, repeat.body]).toEqual([res.headers.etag, res.body]);
        expect(
          (await site.get('/about', { 'accept-encoding': accept, 'if-none-match': res.headers.etag! })).status,
        ).toBe(304);
      }
      expect(compressions('about/index.html', 'br')).toBe(2); // nothing kept
      const missing = await site.get('/nope', { 'accept-encoding': 'gzip' });
      expect([missing.status, gunzipSync(missing.body).equals(file('404.html'))]).toEqual([404, true]);
      const asset = await site.get('/assets/app-3f9a1c2b.js', { 'accept-encoding': 'br' });
      expect(asset.body).toEqual(file('assets/app-3f9a1c2b.js.br'));
    } finally {
      await site.stop();
    }
  });

  it('still shares one compression among concurrent requests', async () => {
    const site = await serve({ memoryBudget: 0 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    compressMock.mockImplementation(async (...args) => {
      await gate;
      return realCompress(...args);
    });
    try {
      const pending = Promise.all(
        Array.from({ length: 8 }, () => site.get('/sitemap.xml', { 'accept-encoding': 'br' })),
      );
      await vi.waitFor(() => expect(site.seen.requests).toBe(8));
      // Not observable from here: a moment for each request to reach the shared compression before it is let go.
      await new Promise((resolve) => setTimeout(resolve, 20));
      open();
      const all = await pending;
      for (const res of all) expect(res.body).toEqual(all[0]!.body);
      expect(decode(all[0]!)).toEqual(file('sitemap.xml'));
      expect(compressions('sitemap.xml', 'br')).toBe(1);
    } finally {
      compressMock.mockImplementation(realCompress);
      await site.stop();
    }
  });
});
