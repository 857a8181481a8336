// The build's last step: .br and .gz beside every compressible file, decompressing to the very bytes
// of the original, and nothing stale left behind by an earlier build into the same folder.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompress } from '../../../generator/precompress';

const TEXT = 'Riverbend Landscaping keeps Huron green. '.repeat(100); // ~4 KB, compresses well

let dir: string;
const at = (file: string) => path.join(dir, file);
const write = (files: Record<string, string | Buffer>) => {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), content);
  }
};

beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'precompress-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

describe('precompress', () => {
  const compressible = ['index.html', 'about/index.html', 'about/page.json', 'assets/app-1a2b3c4d.js', 'assets/app-1a2b3c4d.css',
    'sitemap.xml', 'robots.txt', 'img/drainage.1a2b3c4d.svg'];

  it.each(compressible)('writes %s.br and %s.gz that decompress to the original bytes', async (file) => {
    write({ [file]: `<!-- ${file} -->${TEXT}` });
    await precompress(dir);
    const original = readFileSync(at(file));
    expect(brotliDecompressSync(readFileSync(at(`${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(at(`${file}.gz`)))).toEqual(original);
    expect(readFileSync(at(`${file}.br`)).length).toBeLessThan(original.length / 4);
  });

  it('reports what it compressed', async () => {
    write(Object.fromEntries(compressible.map((f) => [f, TEXT])));
    const result = await precompress(dir);
    expect(result.files).toBe(compressible.length);
    expect(result.bytes).toBe(compressible.length * TEXT.length);
    expect(result.brBytes).toBeGreaterThan(0);
    expect(result.brBytes).toBeLessThan(result.gzBytes); // brotli 11 beats gzip 9 on text
  });

  it('leaves alone small files, pictures, fonts and dot folders', async () => {
    write({
      'small.html': 'x'.repeat(MIN_BYTES - 1),
      'img/hero-1a2b3c4d.800.webp': TEXT, 'assets/fonts/inter-9a8b7c6d.woff2': TEXT,
      '.vite/manifest.json': TEXT, '.env': TEXT,
    });
    await precompress(dir);
    for (const file of ['small.html', 'img/hero-1a2b3c4d.800.webp', 'assets/fonts/inter-9a8b7c6d.woff2', '.vite/manifest.json', '.env']) {
      expect(existsSync(at(`${file}.br`)), file).toBe(false);
      expect(existsSync(at(`${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no variant that would be bigger than the file itself', async () => {
    write({ 'noise.txt': randomBytes(4096) });
    await precompress(dir);
    expect(existsSync(at('noise.txt.br'))).toBe(false);
    expect(existsSync(at('noise.txt.gz'))).toBe(false);
  });

  it('removes variants an earlier build left behind, and only those', async () => {
    write({ 'shrunk.html': TEXT, 'gone.js': TEXT, 'downloads/archive.tar.gz': 'not ours' });
    await precompress(dir);
    expect(existsSync(at('shrunk.html.br'))).toBe(true);
    // The next build: one file shrank below the threshold, one is gone.
    write({ 'shrunk.html': '<p>short</p>' });
    rmSync(at('gone.js'));
    await precompress(dir);
    for (const stale of ['shrunk.html.br', 'shrunk.html.gz', 'gone.js.br', 'gone.js.gz']) expect(existsSync(at(stale)), stale).toBe(false);
    expect(readFileSync(at('downloads/archive.tar.gz'), 'utf8')).toBe('not ours');
  });

  it('rewrites variants of a file that changed', async () => {
    write({ 'index.html': TEXT });
    await precompress(dir);
    write({ 'index.html': `${TEXT}changed` });
    await precompress(dir);
    expect(brotliDecompressSync(readFileSync(at('index.html.br'))).toString()).toBe(`${TEXT}changed`);
    expect(gunzipSync(readFileSync(at('index.html.gz'))).toString()).toBe(`${TEXT}changed`);
  });
});
