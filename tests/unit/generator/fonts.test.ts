// The self-hosted fonts are cut at build time to the weights the styles use and the characters the
// site shows (generator/fonts.ts).
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { charactersBeyondAscii, cutFonts, fontProblems, fontStacks } from '../../../generator/fonts';
import { projectRoot } from '../../../generator/paths';

const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fonts-cache-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const packageFile = (name: string) => readFileSync(path.join(projectRoot, 'node_modules/@fontsource-variable', name));
const ascii = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)).join('');

describe('cutFonts', () => {
  it('cuts Inter to its 400–700 range and fixes Fraunces at 650, at under half the bytes', async () => {
    const fonts = await cutFonts(cacheDir, '’');
    expect(fonts.map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Inter Variable', weights: '400 700' },
      { family: 'Fraunces Variable', weights: '650' },
    ]);
    const [inter, fraunces] = fonts;
    // woff2 files (signature "wOF2"), each smaller than the package's file it was cut from.
    for (const font of fonts) expect(font.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(inter!.bytes.length).toBeLessThan(packageFile('inter/files/inter-latin-wght-normal.woff2').length * 0.6);
    expect(fraunces!.bytes.length).toBeLessThan(
      packageFile('fraunces/files/fraunces-latin-wght-normal.woff2').length * 0.4,
    );
  }, 30_000);

  it('keeps ASCII and the characters the site shows in both; Latin-1 letters (typed into the form) in Inter only', async () => {
    const [inter, fraunces] = await cutFonts(cacheDir, '’→');
    for (const font of [inter!, fraunces!])
      for (const char of `${ascii}’→`) expect(font.characters, font.family).toContain(char);
    expect(inter!.characters).toContain('é');
    expect(fraunces!.characters).not.toContain('é');
    expect(fraunces!.characters).not.toContain('—'); // not shown by this (made-up) site
  }, 30_000);

  it('takes the cut files from the cache the second time, byte for byte', async () => {
    const first = await cutFonts(cacheDir, '’');
    const cached = await readdir(cacheDir);
    const again = await cutFonts(cacheDir, '’');
    expect(await readdir(cacheDir)).toEqual(cached);
    again.forEach((font, i) => expect(font.bytes.equals(first[i]!.bytes)).toBe(true));
  }, 30_000);

  it('cuts the families theme.fonts names; one family in both roles is one file at 400–700', async () => {
    const fonts = await cutFonts(cacheDir, '’', { heading: 'Inter', body: 'Inter' });
    expect(fonts.map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Inter Variable', weights: '400 700' },
    ]);
    const swapped = await cutFonts(cacheDir, '’', { heading: 'Inter', body: 'Fraunces' });
    expect(swapped.map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Fraunces Variable', weights: '400 700' },
      { family: 'Inter Variable', weights: '650' },
    ]);
  }, 30_000);

  it("gives each role its family and a fallback of its kind; today's by default", () => {
    expect(fontStacks()).toEqual({
      heading: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    });
    expect(fontStacks({ heading: 'Inter' }).heading).toBe(
      "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    );
  });

  it('names a font that is not installed, with the command that installs it and the installed ones', () => {
    expect(fontProblems()).toEqual([]);
    const [problem, ...rest] = fontProblems({ heading: 'Open Sans' });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      pointer: '/theme/fonts/heading',
      message: 'The font "Open Sans" is not installed.',
    });
    expect(problem!.hint).toContain('npm install @fontsource-variable/open-sans');
    expect(problem!.hint).toContain('Fraunces, Inter');
  });

  it('charactersBeyondAscii: each character above ASCII once, in code point order', () => {
    expect(charactersBeyondAscii('Zoë’s café — “ok”', 'é→')).toBe('éë—’“”→');
  });
});

// The fonts of the built site (a build's output): tests/integration/built-site-fonts.test.ts.
