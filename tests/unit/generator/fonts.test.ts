// The self-hosted fonts are cut at build time to the weights the styles use (generator/fonts.ts).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cutFonts } from '../../../generator/fonts';
import { projectRoot } from '../../../generator/paths';

const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fonts-cache-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const packageFile = (name: string) => readFileSync(path.join(projectRoot, 'node_modules/@fontsource-variable', name));

describe('cutFonts', () => {
  it('cuts Inter to its 400–700 range and fixes Fraunces at 650, at about half the bytes', async () => {
    const fonts = await cutFonts(cacheDir);
    expect(fonts.map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Inter Variable', weights: '400 700' },
      { family: 'Fraunces', weights: '650' },
    ]);
    const [inter, fraunces] = fonts;
    // woff2 files (signature "wOF2"), each smaller than the package's file it was cut from.
    for (const font of fonts) expect(font.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(inter!.bytes.length).toBeLessThan(packageFile('inter/files/inter-latin-wght-normal.woff2').length * 0.7);
    expect(fraunces!.bytes.length).toBeLessThan(packageFile('fraunces/files/fraunces-latin-wght-normal.woff2').length * 0.6);
  }, 30_000);

  it('takes the cut files from the cache the second time, byte for byte', async () => {
    const first = await cutFonts(cacheDir);
    const cached = await readdir(cacheDir);
    const again = await cutFonts(cacheDir);
    expect(await readdir(cacheDir)).toEqual(cached);
    expect(cached.filter((f) => f.startsWith('font-'))).toHaveLength(2);
    again.forEach((font, i) => expect(font.bytes.equals(first[i]!.bytes)).toBe(true));
  }, 30_000);
});
