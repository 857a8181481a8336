// During the build, once the hashed files are final: `<file>.br` and `<file>.gz` beside the hashed files under assets/ (scripts,
// styles), and nowhere else. Those few files are fetched by every visitor and never change, so the
// build spends brotli 11 on them once. Every other text file (pages, page.json, 404.html,
// sitemap.xml, ...) is compressed by the server on its first request and kept in memory
// (server/http/static-site.ts, with FIRST_USE_LEVELS from shared/compression.ts): on a site of 6,000 town pages, compressing
// ~12,000 page files here added 24 s to a 53 s build, for pages most of which are rarely asked for.
// Not vite-plugin-compression2 (2.5.3, tried): same bytes for the 23 files, but it compresses inside Vite's bundle step (client build 19.2 and 15.9 s vs 14.3 and 12.0 s with this, load ~19), not beside the pictures, and misses non-Vite assets (a site's logo) and stale variants.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:zlib';
import pMap from 'p-map';
import { COMPRESSIBLE, ENCODINGS, MIN_BYTES, compress, type Encoding, type Levels } from '../../shared/compression';

/** Compression is CPU-bound; a few at a time keeps the libuv pool (4 threads) busy without queueing the whole site. */
const CONCURRENCY = 4;

/** The hashed assets get the best levels, once, at build (brotli 11: 75 ms for 66 KB, see shared/compression.ts). */
const BUILD_LEVELS: Levels = { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION };

export interface PrecompressResult {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

/**
 * Writes the variants for every compressible file under `dir`/assets/. A variant that isn't smaller
 * than its source is not written. Every other variant of a compressible file is removed (dot folders
 * such as `.vite/` aside: the server never serves them): one left by an earlier build into the same
 * folder, when pages were still precompressed or a file changed, shrank or went away, would be sent
 * by the server instead of the current bytes.
 */
export async function precompress(dir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !rel.split(path.sep).some((s) => s.startsWith('.')));
  const sources = new Set(files.filter((f) => f.startsWith(`assets${path.sep}`) && COMPRESSIBLE.test(f)));
  // Only variants of compressible names are ours to delete (a shipped `archive.tar.gz` is not).
  const stale = files.filter(
    (f) => /\.(br|gz)$/.test(f) && COMPRESSIBLE.test(f.slice(0, -3)) && !sources.has(f.slice(0, -3)),
  );
  await Promise.all(stale.map((f) => rm(path.join(dir, f), { force: true })));

  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  await pMap(
    sources,
    async (rel) => {
      const file = path.join(dir, rel);
      const bytes = await readFile(file);
      let wrote = false;
      for (const { name, ext } of ENCODINGS) {
        const packed = bytes.length >= MIN_BYTES ? await compressOnce(bytes, name, ext, cacheDir) : null;
        if (!packed || packed.length >= bytes.length) {
          await rm(file + ext, { force: true });
          continue;
        }
        await writeFile(file + ext, packed);
        wrote = true;
        if (name === 'br') result.brBytes += packed.length;
        else result.gzBytes += packed.length;
      }
      if (wrote) {
        result.files += 1;
        result.bytes += bytes.length;
      }
    },
    { concurrency: CONCURRENCY },
  );
  return result;
}

/**
 * `bytes` compressed at BUILD_LEVELS; with a cache folder, kept there by the hash of the bytes, as the
 * pictures and fonts are: a build of unchanged code (every publish of an edit to site.json) spends no
 * brotli 11 on it again (about 0.7 s for the default site's scripts).
 */
async function compressOnce(bytes: Buffer, encoding: Encoding, ext: string, cacheDir?: string): Promise<Buffer> {
  if (!cacheDir) return compress(bytes, encoding, BUILD_LEVELS);
  const cached = path.join(
    cacheDir,
    `compressed-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${ext}`,
  );
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return kept;
  const packed = await compress(bytes, encoding, BUILD_LEVELS);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, packed);
  return packed;
}
