// What the build and the server agree on about compression: which files, which encodings, at what
// levels the server compresses on first use. Node only (node:zlib). It lives outside generator/ and
// server/ because both import it, and the server must not depend on build code (a production
// install has no build tools).
// Node's own zlib, no library: the build's plugin candidate (vite-plugin-compression2) sees only Vite's output, not the pages the server compresses on first use (see generator/assets/precompress.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats the build writes; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg)$/i;
/** Below this, the bytes saved don't pay for a second file and an encoded response. */
export const MIN_BYTES = 1024;

/** The encodings sent, best first (when a client accepts both, the smaller one wins), and their file names. */
export const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];
export interface Levels {
  br: number;
  gzip: number;
}

/**
 * Measured on a 66 KB town page: brotli 5 makes 13.1 KB in 1.6 ms (brotli 11: 11.8 KB in 75 ms),
 * gzip 6 14.3 KB in 1.3 ms (gzip 9: 14.2 KB in 1.7 ms). What the server compresses on first use:
 * about 10% bigger than the best, in under 2 ms.
 */
export const FIRST_USE_LEVELS: Levels = { br: 5, gzip: 6 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `encoding`, on the libuv pool (never blocking the event loop). */
export function compress(bytes: Buffer, encoding: Encoding, levels: Levels): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.br,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: levels.gzip });
}
