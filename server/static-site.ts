// Serves the prerendered site in dist/: every route is dist/<route>/index.html, reached without a
// trailing slash. Hashed files are cached forever; HTML and page.json are revalidated with an ETag.
// No directory listings, no dotfiles, no path traversal: anything unresolved ends in the 404 page.
//
// Compressible files (shared/compression.ts: COMPRESSIBLE, at least MIN_BYTES) are sent from
// memory in the encoding the client accepts. The hashed files under assets/ have `.br` and `.gz`
// beside them, written once by the build at the best levels. Every other one (pages, page.json,
// 404.html, sitemap.xml, ...) is compressed here on its first request (FIRST_USE_LEVELS: brotli 5,
// ~1.5 ms for a 66 KB page) and kept: precompressing the ~12,000 page files of a 6,000-town site
// at build took 24 s of a 53 s build. Server CPU per GET /about (gzip), measured: ~1,600 µs
// gzipping on the fly, ~500 µs sending the .gz from disk (stat, open, read, close each time),
// ~260 µs from memory. Everything else (pictures, fonts, small files) goes through express.static,
// and compression() gzips what is worth it on the fly.
// Not express-static-gzip: it sends the .gz/.br from disk (measured ~500 µs per GET /about vs ~260 µs from memory) and pages have none.
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { COMPRESSIBLE, ENCODINGS, FIRST_USE_LEVELS, MIN_BYTES, compress } from '../shared/compression.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Folders whose file names carry a content hash (written by the build). */
const HASHED_DIRS = ['assets', 'img'];

/**
 * Most bytes kept in memory. The real site needs ~7 MB; a site of thousands of pages keeps the first
 * files asked for and reads (and compresses) the rest on each request, instead of growing without bound.
 */
const MEMORY_BUDGET = 64 * 1024 * 1024;

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
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
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

/**
 * One encoding of a file. Its bytes come from a file (the file itself, or a variant the build wrote
 * beside it) or are derived from the file's own bytes on first use.
 */
interface Variant {
  encoding: string | null;
  etag: string;
  source: { file: string } | { derive: (identity: Buffer) => Promise<Buffer> };
  /** Being loaded or loaded: concurrent first requests share one read or compression. Kept while the memory budget allows. */
  bytes?: Promise<Buffer>;
}
interface Compressible {
  file: string;
  ext: string;
  cacheControl: string;
  lastModified: string;
  variants: Variant[];
} // best encoding first, identity last

/**
 * Lists, once at startup, every compressible file: /about/index.html -> its br, gzip and identity
 * variants. Only names and stats: contents are read (and compressed) on first use. A site rebuilt
 * in place under a running server needs a restart; a published build (builds/, server/live-build.ts)
 * is a new folder that is never written again, so reading it later is safe.
 */
function findCompressible(root: string): Map<string, Compressible> {
  const found = new Map<string, Compressible>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return found;
  } // no dist yet: main.ts warns
  const present = new Set(names);
  for (const name of names) {
    if (!COMPRESSIBLE.test(name) || name.split(path.sep).some((s) => s.startsWith('.'))) continue; // dot folders are never served
    const file = path.join(root, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size < MIN_BYTES) continue;
    // Strong (made from the stat like nginx's: no hashing at startup) and per encoding, as the bytes differ.
    const tag = `${stat.mtime.getTime().toString(16)}-${stat.size.toString(16)}`;
    found.set(`/${name.split(path.sep).join('/')}`, {
      file,
      ext: path.extname(name),
      cacheControl: isHashed(root, file) ? IMMUTABLE : REVALIDATE,
      lastModified: stat.mtime.toUTCString(),
      variants: [
        ...ENCODINGS.map(({ name: encoding, ext }): Variant => ({
          encoding,
          etag: `"${tag}-${encoding}"`,
          source: present.has(name + ext)
            ? { file: file + ext }
            : { derive: (identity) => compress(identity, encoding, FIRST_USE_LEVELS) },
        })),
        { encoding: null, etag: `"${tag}"`, source: { file } },
      ],
    });
  }
  return found;
}

/**
 * Sends the best variant the client accepts (a `q=0` refuses one) with the file's caching headers;
 * answers 304 when the ETag or date still matches, without reading or compressing anything. Ranges
 * are ignored (HTTP allows it): these files are small. Returns false, having sent nothing, when the
 * file can no longer be read.
 */
function makeSender(budget: number) {
  let held = 0;
  const load = (entry: Compressible, variant: Variant): Promise<Buffer> => {
    if (variant.bytes) return variant.bytes;
    const { source } = variant;
    // The file's own bytes are not kept for deriving: most clients never ask for them, and the budget is better spent on variants.
    const identity = () => entry.variants.at(-1)!.bytes ?? readFile(entry.file);
    const loading = 'file' in source ? readFile(source.file) : identity().then(source.derive);
    variant.bytes = loading;
    // Over the budget (or failed), the next request reads or compresses again.
    const forget = () => {
      if (variant.bytes === loading) variant.bytes = undefined;
    };
    loading.then((bytes) => {
      if (held + bytes.length <= budget) held += bytes.length;
      else forget();
    }, forget);
    return loading;
  };
  return async (req: Request, res: Response, entry: Compressible): Promise<boolean> => {
    const variant = entry.variants.find((v) => v.encoding === null || req.acceptsEncodings(v.encoding) === v.encoding)!;
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', variant.etag);
    res.setHeader('Last-Modified', entry.lastModified);
    if (req.fresh) {
      res.status(304).end();
      return true;
    } // false for a 404 page: it is never "not modified"
    let bytes: Buffer;
    try {
      bytes = await load(entry, variant);
    } catch {
      res.removeHeader('ETag');
      res.removeHeader('Last-Modified'); // whoever answers instead has its own
      return false;
    }
    if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding); // compression() leaves encoded bodies alone
    res.type(entry.ext);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes); // Node drops the body of a HEAD response itself, keeping Content-Length
    return true;
  };
}

type Send = ReturnType<typeof makeSender>;

function fromMemory(found: Map<string, Compressible>, send: Send): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const entry = found.get(decodeURIComponent(req.path)); // toFile checked that it decodes
    if (!entry) return next();
    send(req, res, entry).then((sent) => {
      if (!sent) next();
    }, next);
  };
}

function notFound(distDir: string, page: Compressible | undefined, send: Send): RequestHandler {
  return async (req, res) => {
    res.status(404).setHeader('Cache-Control', REVALIDATE);
    if (page && (await send(req, res, page))) return;
    try {
      const html = await readFile(path.join(distDir, '404.html'));
      res.type('html').send(req.method === 'HEAD' ? '' : html);
    } catch {
      res.type('text').send('Page not found. Check the address, or start from the home page at /.');
    }
  };
}

/**
 * Hashed files of earlier builds: a page loaded before a publish still fetches its own scripts and
 * pictures, which the new build may have under other names.
 */
function earlierHashedFiles(dirs: string[]): RequestHandler[] {
  return dirs.map((dir) => {
    const files = express.static(dir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    });
    return (req, res, next) => (HASHED_DIRS.includes(req.path.split('/')[1] ?? '') ? files(req, res, next) : next());
  });
}

export function staticSite(
  distDir: string,
  { memoryBudget = MEMORY_BUDGET, earlierBuilds = [] as string[] } = {},
): Router {
  const root = path.resolve(distDir);
  const found = findCompressible(root);
  const send = makeSender(memoryBudget);
  const missing = notFound(root, found.get('/404.html'), send);
  const router = express.Router();
  router.use(dropTrailingSlash);
  router.use(toFile(missing));
  router.use(fromMemory(found, send));
  router.use(
    express.static(root, {
      index: false, // never serve or list a directory by itself
      redirect: false, // /about is a page, not a directory to redirect to
      dotfiles: 'ignore',
      fallthrough: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', isHashed(root, filePath) ? IMMUTABLE : REVALIDATE),
    }),
  );
  for (const earlier of earlierHashedFiles(earlierBuilds)) router.use(earlier);
  router.use(missing);
  return router;
}
