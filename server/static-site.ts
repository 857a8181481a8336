// Serves the prerendered site in dist/: every route is dist/<route>/index.html, reached without a
// trailing slash. Hashed files are cached forever; HTML and page.json are revalidated with an ETag.
// No directory listings, no dotfiles, no path traversal: anything unresolved ends in the 404 page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Folders whose file names carry a content hash (written by the build). */
const HASHED_DIRS = ['assets', 'img'];

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

function servePage(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = pageFileFor(req.path);
    if (!file) return next();
    res.sendFile(file, { root: distDir, dotfiles: 'deny', cacheControl: false, headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (!err) return;
      // Client went away, or the file failed mid-stream: nothing more can be sent on this response.
      if (res.headersSent || (err as NodeJS.ErrnoException).code === 'ECONNABORTED') { res.destroy(); return; }
      next(); // not a page: fall through to the 404
    });
  };
}

function notFound(distDir: string): RequestHandler {
  return async (req, res) => {
    res.status(404).setHeader('Cache-Control', REVALIDATE);
    try {
      const html = await readFile(path.join(distDir, '404.html'));
      res.type('html').send(req.method === 'HEAD' ? '' : html);
    } catch {
      res.type('text').send('Page not found. Check the address, or start from the home page at /.');
    }
  };
}

export function staticSite(distDir: string): Router {
  const root = path.resolve(distDir);
  const router = express.Router();
  router.use(dropTrailingSlash);
  router.use(express.static(root, {
    index: false, // never serve or list a directory by itself
    redirect: false, // /about is a page, not a directory to redirect to
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', isHashed(root, filePath) ? IMMUTABLE : REVALIDATE),
  }));
  router.use(servePage(root));
  router.use(notFound(root));
  return router;
}
