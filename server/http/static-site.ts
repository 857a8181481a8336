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
//
// A published build (with its manifest, shared/build-manifest.ts) is served only as its manifest
// says: only the files it lists, every one of them (pictures and fonts too) from bytes that were
// hashed against it when read (kept in memory while the budget allows, hashed again when read
// again). A file that differs, appended to or changed in place at the same size, is never sent:
// that request answers 500 and `checked.damaged` is told (live-build.ts logs it once and fails readiness).
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { bytesProblem, type Manifest } from '../../shared/build-manifest.js';
import { COMPRESSIBLE, ENCODINGS, FIRST_USE_LEVELS, MIN_BYTES, compress } from '../../shared/compression.js';
import { wordsOf } from '../builds/request-build.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Folders whose file names carry a content hash (written by the build). */
const HASHED_DIRS = ['assets', 'img'];

/**
 * Most bytes kept in memory. The real site needs ~7 MB; a site of thousands of pages keeps the first
 * files asked for and reads (and compresses) the rest on each request, instead of growing without bound.
 */
const MEMORY_BUDGET = 64 * 1024 * 1024;

/** A published build's manifest, and whom to tell when a file read differs from it. */
export interface Checked {
  manifest: Manifest;
  /** Told each time a file's bytes differ from the manifest or cannot be read (`name` as the manifest lists it). */
  damaged(name: string, why: string): void;
}

/** A file whose bytes are not the ones its manifest lists: never sent. */
class DamagedFile extends Error {
  constructor(
    readonly file: string,
    readonly why: string,
  ) {
    super(why);
  }
}

/** The bytes of the build's file `name`, only if they are exactly what the manifest lists; else throws DamagedFile. */
async function readChecked(root: string, name: string, checked: Checked | undefined): Promise<Buffer> {
  const file = path.join(root, name);
  if (!checked) return readFile(file);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new DamagedFile(name, `${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const why = bytesProblem(checked.manifest, name, bytes);
  if (why) throw new DamagedFile(name, why);
  return bytes;
}

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
  /** `file`: its name under the build's folder, `/` between segments (as the manifest lists it). */
  source: { file: string } | { derive: (identity: Buffer) => Promise<Buffer> };
  /** Being loaded or loaded: concurrent first requests share one read or compression. Kept while the memory budget allows. */
  bytes?: Promise<Buffer>;
}
interface Compressible {
  /** Its name under the build's folder, `/` between segments. */
  file: string;
  ext: string;
  cacheControl: string;
  lastModified: string;
  variants: Variant[];
} // best encoding first, identity last

/** The variants of one file: the encodings (read from the build's own `.br`/`.gz` beside it, else derived on first use), identity last. */
function variantsOf(name: string, tag: string, compressible: boolean, present: (name: string) => boolean): Variant[] {
  const identity: Variant = { encoding: null, etag: `"${tag}"`, source: { file: name } };
  if (!compressible) return [identity];
  return [
    ...ENCODINGS.map(({ name: encoding, ext }): Variant => ({
      encoding,
      etag: `"${tag}-${encoding}"`,
      source: present(name + ext)
        ? { file: name + ext }
        : { derive: (bytes) => compress(bytes, encoding, FIRST_USE_LEVELS) },
    })),
    identity,
  ];
}

const isDotted = (name: string) => name.split('/').some((s) => s.startsWith('.')); // dot folders and files are never served

/**
 * Lists, once at startup, every compressible file: /about/index.html -> its br, gzip and identity
 * variants. Only names and stats: contents are read (and compressed) on first use. A site rebuilt
 * in place under a running server needs a restart; a published build (builds/, server/builds/live-build.ts)
 * is a new folder that is never written again, so reading it later is safe.
 */
function findCompressible(root: string): Map<string, Compressible> {
  const found = new Map<string, Compressible>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/'));
  } catch {
    return found;
  } // no dist yet: main.ts warns
  const present = new Set(names);
  for (const name of names) {
    if (!COMPRESSIBLE.test(name) || isDotted(name)) continue;
    const file = path.join(root, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size < MIN_BYTES) continue;
    // Strong (made from the stat like nginx's: no hashing at startup) and per encoding, as the bytes differ.
    const tag = `${stat.mtime.getTime().toString(16)}-${stat.size.toString(16)}`;
    found.set(`/${name}`, {
      file: name,
      ext: path.extname(name),
      cacheControl: isHashed(root, file) ? IMMUTABLE : REVALIDATE,
      lastModified: stat.mtime.toUTCString(),
      variants: variantsOf(name, tag, true, (n) => present.has(n)),
    });
  }
  return found;
}

/**
 * Every file a manifest lists (but dot files), all sent through the checked sender: compressible ones
 * in every encoding, the rest (pictures, fonts, small files) as they are. The ETag is the published
 * hash, so it names exactly the bytes that may be sent.
 */
function listedFiles(root: string, manifest: Manifest, only: (name: string) => boolean = () => true) {
  const found = new Map<string, Compressible>();
  for (const [name, { size, sha256 }] of Object.entries(manifest.files)) {
    if (isDotted(name) || !only(name)) continue;
    const stat = statSync(path.join(root, name), { throwIfNoEntry: false }); // a missing one answers 500 when asked for
    found.set(`/${name}`, {
      file: name,
      ext: path.extname(name),
      cacheControl: isHashed(root, path.join(root, name)) ? IMMUTABLE : REVALIDATE,
      lastModified: (stat?.mtime ?? new Date(0)).toUTCString(),
      variants: variantsOf(
        name,
        sha256.slice(0, 24),
        COMPRESSIBLE.test(name) && size >= MIN_BYTES,
        (n) => n in manifest.files,
      ),
    });
  }
  return found;
}

/**
 * Sends the best variant the client accepts (a `q=0` refuses one) with the file's caching headers;
 * answers 304 when the ETag or date still matches, without reading or compressing anything. Ranges
 * are ignored (HTTP allows it): these files are small. Returns false, having sent nothing, when the
 * file can no longer be read. With `checked`, a file that differs from the manifest is answered 500 and
 * reported, never sent.
 */
function makeSender(root: string, budget: number, checked?: Checked) {
  let held = 0;
  const load = (entry: Compressible, variant: Variant): Promise<Buffer> => {
    if (variant.bytes) return variant.bytes;
    const { source } = variant;
    // The file's own bytes are not kept for deriving: most clients never ask for them, and the budget is better spent on variants.
    const identity = () => entry.variants.at(-1)!.bytes ?? readChecked(root, entry.file, checked);
    const loading = 'file' in source ? readChecked(root, source.file, checked) : identity().then(source.derive);
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
    } catch (error) {
      res.removeHeader('ETag');
      res.removeHeader('Last-Modified'); // whoever answers instead has its own
      if (!(error instanceof DamagedFile)) return false;
      checked?.damaged(error.file, error.why);
      res.removeHeader('Cache-Control');
      res.status(500).setHeader('Cache-Control', 'no-store');
      res.type('text').send(wordsOf(res).pageFailed);
      return true;
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

/**
 * The 404 page of the address's language: a site of several languages has one under each language's
 * folder (/es/404.html, for /es/…), the main language's at the top.
 */
const notFoundPageOf = (found: Map<string, Compressible>, urlPath: string): Compressible | undefined => {
  const language = /^\/([a-z]{2})(\/|$)/.exec(urlPath)?.[1];
  return (language && found.get(`/${language}/404.html`)) || found.get('/404.html');
};

function notFound(
  distDir: string,
  pageOf: (urlPath: string) => Compressible | undefined,
  send: Send,
  checked?: Checked,
): RequestHandler {
  return async (req, res) => {
    res.status(404).setHeader('Cache-Control', REVALIDATE);
    const page = pageOf(req.path);
    if (page && (await send(req, res, page))) return;
    try {
      if (checked) throw new Error('only what the manifest lists is sent');
      const html = await readFile(path.join(distDir, '404.html'));
      res.type('html').send(req.method === 'HEAD' ? '' : html);
    } catch {
      res.type('text').send('Page not found. Check the address, or start from the home page at /.');
    }
  };
}

/** An earlier build still served for its hashed files, with its manifest when it has one. */
export interface EarlierBuild {
  dir: string;
  checked?: Checked;
}

const inHashedDir = (name: string) => HASHED_DIRS.includes(name.split('/')[0] ?? '');

/**
 * Hashed files of earlier builds: a page loaded before a publish still fetches its own scripts and
 * pictures, which the new build may have under other names. Checked against their own manifests.
 */
function earlierHashedFiles(builds: EarlierBuild[]): RequestHandler[] {
  return builds.map(({ dir, checked }) => {
    // Asked for rarely and briefly: read and hashed each time, nothing kept.
    if (checked) return fromMemory(listedFiles(dir, checked.manifest, inHashedDir), makeSender(dir, 0, checked));
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
  {
    memoryBudget = MEMORY_BUDGET,
    earlierBuilds = [] as EarlierBuild[],
    checked,
  }: { memoryBudget?: number; earlierBuilds?: EarlierBuild[]; checked?: Checked } = {},
): Router {
  const root = path.resolve(distDir);
  const found = checked ? listedFiles(root, checked.manifest) : findCompressible(root);
  const send = makeSender(root, memoryBudget, checked);
  const missing = notFound(root, (urlPath) => notFoundPageOf(found, urlPath), send, checked);
  const router = express.Router();
  router.use(dropTrailingSlash);
  router.use(toFile(missing));
  router.use(fromMemory(found, send));
  if (!checked)
    router.use(
      express.static(root, {
        index: false, // never serve or list a directory by itself
        redirect: false, // /about is a page, not a directory to redirect to
        dotfiles: 'ignore',
        fallthrough: true,
        setHeaders: (res, filePath) =>
          res.setHeader('Cache-Control', isHashed(root, filePath) ? IMMUTABLE : REVALIDATE),
      }),
    );
  for (const earlier of earlierHashedFiles(earlierBuilds)) router.use(earlier);
  router.use(missing);
  return router;
}
