// Serves the prerendered site in dist/: every route is dist/<route>/index.html, reached without a
// trailing slash. Hashed files are cached forever; HTML and page.json are revalidated with an ETag.
// No directory listings, no dotfiles, no path traversal: anything unresolved ends in the 404 page.
//
// The build writes `.br` and `.gz` beside every compressible file (generator/precompress.ts); those
// files are sent from memory in the encoding the client accepts. Server CPU per GET /about (gzip),
// measured: ~1,600 µs gzipping on the fly, ~500 µs sending the .gz from disk (stat, open, read,
// close each time), ~260 µs from memory. Everything else (pictures, fonts, small files) goes through
// express.static, and compression() gzips what is worth it on the fly.
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Folders whose file names carry a content hash (written by the build). */
const HASHED_DIRS = ['assets', 'img'];

/** Precompressed encodings, best first: when a client accepts both, the smaller one wins. */
const ENCODINGS = [{ name: 'br', ext: '.br' }, { name: 'gzip', ext: '.gz' }];

/**
 * Most bytes kept in memory. The real site needs ~7 MB; a site of thousands of pages keeps the first
 * files asked for and reads the rest from disk on each request, instead of growing without bound.
 */
export const MEMORY_BUDGET = 64 * 1024 * 1024;

function isHashed(distDir: string, filePath: string): boolean {
  const [top] = path.relative(distDir, filePath).split(path.sep);
  return HASHED_DIRS.includes(top ?? '');
}

/** /about/ -> 301 /about (query kept). Leading slashes and backslashes collapse so //evil.com/ stays on this site. */
const dropTrailingSlash: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || !req.path.endsWith('/')) return next();
  const [pathname = '', query] = req.originalUrl.split(/\?(.*)/s, 2);
  const target = `/${pathname.replace(/^[/\\]+/, '').replace(/[/\\]+$/, '')}`;
  res.redirect(301, query === undefined ? target : `${target}?${query}`);
};

/** /about -> about/index.html relative to dist, or null when the path can't be a page. */
export function pageFileFor(urlPath: string): string | null {
  let decoded: string;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  if (/[\0\\]/.test(decoded)) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null; // dotfiles and ".." alike
  return [...segments, 'index.html'].join('/');
}

/**
 * Points req.url at the file to send: a page path (no dot in its last segment; site.json route paths
 * never have one) becomes <path>/index.html, a file path stays as it is. Deciding here, instead of
 * trying the path as a file first, saves a stat of the page's folder on every page view. The URL stays
 * percent-encoded, so it is decoded exactly once further on. Paths that can't name a file (bad escapes,
 * dot segments, NUL, backslash) go straight to the 404.
 */
function toFile(notFound: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (pageFileFor(req.path) === null) return notFound(req, res, next);
    if (!req.path.slice(req.path.lastIndexOf('/') + 1).includes('.')) {
      const query = req.url.indexOf('?');
      req.url = `${req.path.replace(/\/?$/, '/index.html')}${query === -1 ? '' : req.url.slice(query)}`;
    }
    next();
  };
}

interface Variant { encoding: string | null; file: string; etag: string; lastModified: string; bytes?: Buffer }
interface Precompressed { ext: string; cacheControl: string; variants: Variant[] } // best encoding first, identity last

/**
 * Finds, once at startup, every file the build precompressed: /about/index.html -> its br, gzip and
 * identity files. Only names and stats: contents are read on first use. A site rebuilt under a
 * running server needs a restart (as docs/editing.md says for `npm start`).
 */
function findPrecompressed(root: string): Map<string, Precompressed> {
  const found = new Map<string, Precompressed>();
  let names: string[];
  try { names = readdirSync(root, { recursive: true, encoding: 'utf8' }); } catch { return found; } // no dist yet: main.ts warns
  const present = new Set(names);
  const variant = (encoding: string | null, file: string): Variant => {
    const stat = statSync(file);
    // Strong and per variant (their sizes differ), made from the stat like nginx's: no hashing at startup.
    return { encoding, file, etag: `"${stat.mtime.getTime().toString(16)}-${stat.size.toString(16)}"`, lastModified: stat.mtime.toUTCString() };
  };
  for (const name of names) {
    if (name.split(path.sep).some((s) => s.startsWith('.'))) continue; // never served
    const encodings = ENCODINGS.filter((e) => present.has(name + e.ext));
    if (!encodings.length) continue;
    const file = path.join(root, name);
    found.set(`/${name.split(path.sep).join('/')}`, {
      ext: path.extname(name),
      cacheControl: isHashed(root, file) ? IMMUTABLE : REVALIDATE,
      variants: [...encodings.map((e) => variant(e.name, file + e.ext)), variant(null, file)],
    });
  }
  return found;
}

/**
 * Sends the best variant the client accepts (a `q=0` refuses one) with the file's caching headers;
 * answers 304 when the ETag or date still matches. Ranges are ignored (HTTP allows it): these
 * files are small. Returns false, having sent nothing, when the file can no longer be read.
 */
function makeSender(budget: number) {
  let held = 0;
  return async (req: Request, res: Response, entry: Precompressed): Promise<boolean> => {
    const variant = entry.variants.find((v) => v.encoding === null || req.acceptsEncodings(v.encoding) === v.encoding)!;
    let bytes = variant.bytes;
    if (!bytes) {
      try { bytes = await readFile(variant.file); } catch { return false; }
      if (!variant.bytes && held + bytes.length <= budget) { variant.bytes = bytes; held += bytes.length; } // first of concurrent loads
    }
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', variant.etag);
    res.setHeader('Last-Modified', variant.lastModified);
    if (req.fresh) { res.status(304).end(); return true; } // false for a 404 page: it is never "not modified"
    if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding); // compression() leaves encoded bodies alone
    res.type(entry.ext);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes); // Node drops the body of a HEAD response itself, keeping Content-Length
    return true;
  };
}

type Send = ReturnType<typeof makeSender>;

function fromMemory(found: Map<string, Precompressed>, send: Send): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = found.get(decodeURIComponent(req.path)); // toFile checked that it decodes
    if (!entry) return next();
    send(req, res, entry).then((sent) => { if (!sent) next(); }, next);
  };
}

function notFound(distDir: string, page: Precompressed | undefined, send: Send): RequestHandler {
  return async (req, res) => {
    res.status(404).setHeader('Cache-Control', REVALIDATE);
    if (page && await send(req, res, page)) return;
    try {
      const html = await readFile(path.join(distDir, '404.html'));
      res.type('html').send(req.method === 'HEAD' ? '' : html);
    } catch {
      res.type('text').send('Page not found. Check the address, or start from the home page at /.');
    }
  };
}

export function staticSite(distDir: string, { memoryBudget = MEMORY_BUDGET } = {}): Router {
  const root = path.resolve(distDir);
  const found = findPrecompressed(root);
  const send = makeSender(memoryBudget);
  const missing = notFound(root, found.get('/404.html'), send);
  const router = express.Router();
  router.use(dropTrailingSlash);
  router.use(toFile(missing));
  router.use(fromMemory(found, send));
  router.use(express.static(root, {
    index: false, // never serve or list a directory by itself
    redirect: false, // /about is a page, not a directory to redirect to
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', isHashed(root, filePath) ? IMMUTABLE : REVALIDATE),
  }));
  router.use(missing);
  return router;
}
