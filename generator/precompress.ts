// After the build: `<file>.br` and `<file>.gz` beside every compressible file, so the server sends
// bytes compressed once instead of gzipping every response again (server/static-site.ts picks the
// variant from Accept-Encoding).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats the build writes; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg)$/i;
/** Below this, the bytes saved don't pay for a second file and an encoded response. */
export const MIN_BYTES = 1024;
/** Compression is CPU-bound; a few at a time keeps the libuv pool (4 threads) busy without queueing the whole site. */
const CONCURRENCY = 4;

/**
 * Brotli quality by kind of file, measured on a 66 KB town page (HTML + page.json): quality 11 makes
 * 11.8 KB in 75 ms, quality 5 13.1 KB in 1.6 ms (gzip 9: 14.2 KB in 1.6 ms). The few hashed files
 * under assets/ (scripts, styles, fonts' CSS) are fetched by every visitor and never change: the best
 * is worth it. Pages are many (thousands on a large site) and rebuilt often: quality 5.
 */
const BROTLI_QUALITY = { asset: constants.BROTLI_MAX_QUALITY, page: 5 };

const VARIANTS = [
  { ext: '.br', compress: (b: Buffer, kind: keyof typeof BROTLI_QUALITY) => promisify(brotliCompress)(b, { params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind],
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
  } }) },
  { ext: '.gz', compress: (b: Buffer) => promisify(gzip)(b, { level: constants.Z_BEST_COMPRESSION }) },
];

export interface PrecompressResult { files: number; bytes: number; brBytes: number; gzBytes: number }

/**
 * Writes the variants for every compressible file under `dir` (dot folders such as `.vite/` are
 * skipped: the server never serves them). A variant that isn't smaller than its source is not
 * written, and stale variants from an earlier build into the same folder are removed: the server
 * would otherwise send old bytes for a file that changed or shrank below MIN_BYTES.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).some((s) => s.startsWith('.')));
  const sources = new Set(files.filter((f) => COMPRESSIBLE.test(f)));
  // Only variants of compressible names are ours to delete (a shipped `archive.tar.gz` is not).
  const orphans = files.filter((f) => /\.(br|gz)$/.test(f) && COMPRESSIBLE.test(f.slice(0, -3)) && !sources.has(f.slice(0, -3)));
  await Promise.all(orphans.map((f) => rm(path.join(dir, f), { force: true })));

  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const queue = [...sources];
  const worker = async () => {
    for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) {
      const file = path.join(dir, rel);
      const bytes = await readFile(file);
      let wrote = false;
      for (const { ext, compress } of VARIANTS) {
        const packed = bytes.length >= MIN_BYTES ? await compress(bytes, rel.startsWith(`assets${path.sep}`) ? 'asset' : 'page') : null;
        if (!packed || packed.length >= bytes.length) { await rm(file + ext, { force: true }); continue; }
        await writeFile(file + ext, packed);
        wrote = true;
        if (ext === '.br') result.brBytes += packed.length; else result.gzBytes += packed.length;
      }
      if (wrote) { result.files += 1; result.bytes += bytes.length; }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}
