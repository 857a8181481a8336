// The build's last step: .br and .gz beside the hashed files under assets/ only, decompressing to the
// very bytes of the original; pages and the rest are left to the server (compressed on first use),
// and nothing stale is left behind by an earlier build into the same folder.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../generator/assets/precompress';
import { COMPRESSIBLE, FIRST_USE_LEVELS, MIN_BYTES, compress } from '../../../shared/compression';

const TEXT = 'Riverbend Landscaping keeps Huron green. '.repeat(100); // ~4 KB, compresses well

let dir: string;
const at = (file: string) => path.join(dir, file);
const write = (files: Record<string, string | Buffer>) => {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), content);
  }
};
const hasVariants = (file: string) => existsSync(at(`${file}.br`)) || existsSync(at(`${file}.gz`));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  const assets = ['assets/app-1a2b3c4d.js', 'assets/app-1a2b3c4d.css', 'assets/chunks/faq-5e6f7a8b.js'];
  const pages = [
    'index.html',
    'about/index.html',
    'about/page.json',
    '404.html',
    'sitemap.xml',
    'robots.txt',
    'img/drainage.1a2b3c4d.svg',
  ];

  it.each(assets)('writes %s.br and .gz that decompress to the original bytes', async (file) => {
    write({ [file]: `/* ${file} */${TEXT}` });
    await precompress(dir);
    const original = readFileSync(at(file));
    expect(brotliDecompressSync(readFileSync(at(`${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(at(`${file}.gz`)))).toEqual(original);
    expect(readFileSync(at(`${file}.br`)).length).toBeLessThan(original.length / 4);
  });

  it.each(pages)('leaves %s to the server', async (file) => {
    expect(file).toMatch(COMPRESSIBLE); // compressible, only not here
    write({ [file]: TEXT });
    await precompress(dir);
    expect(hasVariants(file)).toBe(false);
  });

  it('reports what it compressed: the assets', async () => {
    write(Object.fromEntries([...assets, ...pages].map((f) => [f, TEXT])));
    const result = await precompress(dir);
    expect(result.files).toBe(assets.length);
    expect(result.bytes).toBe(assets.length * TEXT.length);
    expect(result.brBytes).toBeGreaterThan(0);
    expect(result.brBytes).toBeLessThan(result.gzBytes); // brotli 11 beats gzip 9 on text
  });

  it('leaves alone small files, fonts and dot folders', async () => {
    const files = [
      'assets/small.js',
      'assets/fonts/inter-9a8b7c6d.woff2',
      '.vite/manifest.json',
      '.vite/assets/app.js',
      '.env',
    ];
    write({
      'assets/small.js': 'x'.repeat(MIN_BYTES - 1),
      ...Object.fromEntries(files.slice(1).map((f) => [f, TEXT])),
    });
    await precompress(dir);
    for (const file of files) expect(hasVariants(file), file).toBe(false);
  });

  it('writes no variant that would be bigger than the file itself', async () => {
    write({ 'assets/noise.txt': randomBytes(4096) });
    await precompress(dir);
    expect(hasVariants('assets/noise.txt')).toBe(false);
  });

  it('removes the variants of pages an earlier build wrote, so the server never sends their old bytes', async () => {
    write({ 'index.html': TEXT, 'about/page.json': TEXT, 'sitemap.xml': TEXT, 'img/drainage.1a2b3c4d.svg': TEXT });
    for (const file of ['index.html', 'about/page.json', 'sitemap.xml', 'img/drainage.1a2b3c4d.svg']) {
      write({ [`${file}.br`]: 'old bytes', [`${file}.gz`]: 'old bytes' });
    }
    await precompress(dir);
    for (const file of ['index.html', 'about/page.json', 'sitemap.xml', 'img/drainage.1a2b3c4d.svg'])
      expect(hasVariants(file), file).toBe(false);
  });

  it('removes variants of assets that shrank or went away, and only ours', async () => {
    write({
      'assets/shrunk.css': TEXT,
      'assets/gone.js': TEXT,
      'downloads/archive.tar.gz': 'not ours',
      'assets/data.tar.gz': 'not ours',
    });
    await precompress(dir);
    expect(existsSync(at('assets/shrunk.css.br'))).toBe(true);
    // The next build: one file shrank below the threshold, one is gone.
    write({ 'assets/shrunk.css': 'p{}' });
    rmSync(at('assets/gone.js'));
    await precompress(dir);
    for (const stale of ['assets/shrunk.css', 'assets/gone.js']) expect(hasVariants(stale), stale).toBe(false);
    expect(readFileSync(at('downloads/archive.tar.gz'), 'utf8')).toBe('not ours');
    expect(readFileSync(at('assets/data.tar.gz'), 'utf8')).toBe('not ours');
  });

  it('rewrites variants of an asset that changed', async () => {
    write({ 'assets/app.js': TEXT });
    await precompress(dir);
    write({ 'assets/app.js': `${TEXT}changed` });
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(at('assets/app.js.br'))).toString()).toBe(`${TEXT}changed`);
    expect(gunzipSync(readFileSync(at('assets/app.js.gz'))).toString()).toBe(`${TEXT}changed`);
  });
});

describe("precompress with a cache folder (the build's)", () => {
  it('compresses each content once: a later build of the same bytes takes the kept variants', async () => {
    const cacheDir = at('.cache');
    write({ 'assets/app-1a2b3c4d.js': TEXT });
    await precompress(dir, { cacheDir });
    const kept = readdirSync(cacheDir);
    expect(kept).toHaveLength(2);
    // A planted variant shows that a later build reads the kept one instead of compressing again.
    const keptBr = path.join(
      cacheDir,
      kept.find((f) => f.endsWith('.br'))!,
    );
    expect(readFileSync(keptBr)).toEqual(readFileSync(at('assets/app-1a2b3c4d.js.br')));
    writeFileSync(keptBr, Buffer.concat([readFileSync(keptBr), Buffer.from('kept')]));
    rmSync(at('assets/app-1a2b3c4d.js.br'));
    await precompress(dir, { cacheDir });
    expect(readFileSync(at('assets/app-1a2b3c4d.js.br'))).toEqual(readFileSync(keptBr));
  });

  it('compresses changed bytes afresh, to variants of the new bytes', async () => {
    const cacheDir = at('.cache');
    write({ 'assets/app.js': TEXT });
    await precompress(dir, { cacheDir });
    write({ 'assets/app.js': `${TEXT}changed` });
    await precompress(dir, { cacheDir });
    expect(brotliDecompressSync(readFileSync(at('assets/app.js.br'))).toString()).toBe(`${TEXT}changed`);
    expect(gunzipSync(readFileSync(at('assets/app.js.gz'))).toString()).toBe(`${TEXT}changed`);
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});

describe('compress at the levels the server uses on first use', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('%s decompresses to the original', async (encoding, decompress) => {
    const packed = await compress(Buffer.from(TEXT), encoding, FIRST_USE_LEVELS);
    expect(decompress(packed).toString()).toBe(TEXT);
    expect(packed.length).toBeLessThan(TEXT.length / 4);
  });
});
