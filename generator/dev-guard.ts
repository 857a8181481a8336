// What `npm run dev` may hand out. Vite's root is the project (the pages' modules live in src/ and
// shared/), and Vite serves any file under its root, and under /@fs/ any file it may read: the lead
// database in data/, the saved versions in .site-versions/, the server's sources with ?raw. So every
// request passes here first, decoded as Vite decodes it, and only the site's own public files and
// modules go on: a path naming anything else of the project is refused (403). Paths that name nothing
// in the project are the site's pages (or its 404 page), drawn by dev.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The project's folders the browser loads from in development (its modules, their packages, pictures). */
export const PUBLIC_DIRS = ['src', 'shared/site', 'shared/contact', 'node_modules', 'assets'];
/** Vite's own addresses (its client, React's refresh); no file of the project. */
const VITE_PATHS = new Set(['@vite', '@react-refresh']);
/** Vite's modules by id: /@id/<id>, a package's name or a virtual module, or a path Vite resolves from its root (/@id/./server/…). */
const BY_ID = '@id';
/** Lead stores, wherever they are. */
const DATABASE = /\.(sqlite|sqlite-wal|sqlite-shm|sqlite3|db)$/i;

const inside = (file: string, dir: string) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The path as Vite reads it: without its query, percent-decoded until nothing changes; null when it cannot be. */
function decodedPath(url: string): string | null {
  let pathname = url.split(/[?#]/, 1)[0]!;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (next === pathname) break;
    pathname = next;
  }
  return /[\0\\]/.test(pathname) ? null : pathname;
}

/** Whether the dev server may answer `url` (a request's path and query) for a project at `root`. */
function devServes(url: string, root: string, publicDirs = PUBLIC_DIRS.map((d) => path.join(root, d))): boolean {
  const decoded = decodedPath(url);
  if (decoded === null) return false;
  if (decoded.startsWith('/@fs/')) {
    const file = path.resolve(decoded.slice('/@fs'.length));
    return !DATABASE.test(file) && publicDirs.some((dir) => inside(file, dir)) && !hiddenIn(file, root);
  }
  const normalized = path.posix.normalize(decoded);
  const segments = normalized.split('/').filter(Boolean);
  if (segments.length === 0) return true; // the home page
  const [first] = segments as [string, ...string[]];
  const vitePrefix = VITE_PATHS.has(first) || first === BY_ID;
  if (vitePrefix && decoded.startsWith(`/${first}//`)) return false; // an absolute path after Vite's prefix
  if (VITE_PATHS.has(first)) return !(segments[1] ?? '').startsWith('.');
  // An id is judged as the path it names in the project: Vite would read /@id/./data/… as data/….
  if (first === BY_ID) return segments.length > 1 && projectServes(segments.slice(1), root, publicDirs);
  return projectServes(segments, root, publicDirs);
}

/** Whether the path of `segments` (normalized, below `root`) is the site's: a public file, a module, or a page that names no file. */
function projectServes(segments: string[], root: string, publicDirs: string[]): boolean {
  const file = path.join(root, ...segments);
  if (DATABASE.test(file) || hiddenIn(file, root)) return false;
  if (!existsSync(path.join(root, segments[0]!))) return true; // a page of the site, or a package or virtual module by id
  return publicDirs.some((dir) => inside(file, dir));
}

/** A dot folder or file (.site-versions, .env, .git) below `root`; Vite's own package cache (node_modules/.vite) is not one. */
function hiddenIn(file: string, root: string): boolean {
  return path
    .relative(root, file)
    .split(path.sep)
    .some((segment, i, all) => segment.startsWith('.') && !(segment === '.vite' && all[i - 1] === 'node_modules'));
}

/** Refuses (403, in words) every request for something `devServes` does not allow. */
export function devGuard(root: string, publicDirs?: string[]): RequestHandler {
  return (req, res, next) => {
    if (devServes(req.originalUrl, root, publicDirs)) return next();
    res
      .status(403)
      .type('text')
      .send('The preview serves only the site: its pages, pictures and modules. Open a page of the site, such as /.');
  };
}
