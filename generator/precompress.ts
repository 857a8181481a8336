// During the build, once the hashed files are final: `<file>.br` and `<file>.gz` beside the hashed
// files under assets/ (scripts, styles), and nowhere else. Those few files are fetched by every
// visitor and never change, so the build spends brotli 11 on them once. Every other text file (pages,
// page.json, 404.html, sitemap.xml, ...) is compressed by the server on its first request and kept in
// memory (server/static-site.ts, with FIRST_USE_LEVELS below): on a site of 6,000 town pages,
// compressing ~12,000 page files here added 24 s to a 53 s build, for pages most of which are rarely asked for.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pMap from 'p-map';

/** Text formats the build writes; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg)$/i;
/** Below this, the bytes saved don't pay for a second file and an encoded response. */
export const MIN_BYTES = 1024;
/** Compression is CPU-bound; a few at a time keeps the libuv pool (4 threads) busy without queueing the whole site. */
const CONCURRENCY = 4;

/** The encodings sent, best first (when a client accepts both, the smaller one wins), and their file names. */
export const ENCODINGS = [{ name: 'br', ext: '.br' }, { name: 'gzip', ext: '.gz' }] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];
export interface Levels { br: number; gzip: number }

/**
 * Measured on a 66 KB town page: brotli 11 makes 11.8 KB in 75 ms, brotli 5 13.1 KB in 1.6 ms;
 * gzip 9 14.2 KB in 1.7 ms, gzip 6 14.3 KB in 1.3 ms. The hashed assets get the best, once, at build.
 */
const BUILD_LEVELS: Levels = { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION };
/** Everything else, compressed by the server on first use: about 10% bigger than the best, in under 2 ms. */
export const FIRST_USE_LEVELS: Levels = { br: 5, gzip: 6 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `encoding`, on the libuv pool (never blocking the event loop). */
export function compress(bytes: Buffer, encoding: Encoding, levels: Levels): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, { params: {
      [constants.BROTLI_PARAM_QUALITY]: levels.br,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    } })
    : gzipAsync(bytes, { level: levels.gzip });
}

export interface PrecompressResult { files: number; bytes: number; brBytes: number; gzBytes: number }

/**
 * Writes the variants for every compressible file under `dir`/assets/. A variant that isn't smaller
 * than its source is not written. Every other variant of a compressible file is removed (dot folders
 * such as `.vite/` aside: the server never serves them): one left by an earlier build into the same
 * folder, when pages were still precompressed or a file changed, shrank or went away, would be sent
 * by the server instead of the current bytes.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).some((s) => s.startsWith('.')));
  const sources = new Set(files.filter((f) => f.startsWith(`assets${path.sep}`) && COMPRESSIBLE.test(f)));
  // Only variants of compressible names are ours to delete (a shipped `archive.tar.gz` is not).
  const stale = files.filter((f) => /\.(br|gz)$/.test(f) && COMPRESSIBLE.test(f.slice(0, -3)) && !sources.has(f.slice(0, -3)));
  await Promise.all(stale.map((f) => rm(path.join(dir, f), { force: true })));

  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  await pMap(sources, async (rel) => {
    const file = path.join(dir, rel);
    const bytes = await readFile(file);
    let wrote = false;
    for (const { name, ext } of ENCODINGS) {
      const packed = bytes.length >= MIN_BYTES ? await compress(bytes, name, BUILD_LEVELS) : null;
      if (!packed || packed.length >= bytes.length) { await rm(file + ext, { force: true }); continue; }
      await writeFile(file + ext, packed);
      wrote = true;
      if (name === 'br') result.brBytes += packed.length; else result.gzBytes += packed.length;
    }
    if (wrote) { result.files += 1; result.bytes += bytes.length; }
  }, { concurrency: CONCURRENCY });
  return result;
}
