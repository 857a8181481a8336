// The self-hosted fonts are cut at build time to the weights the styles use and the characters the
// site shows (generator/fonts.ts).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';
import { charactersShown } from '../../../generator/assets';
import { charactersBeyondAscii, cutFonts, fontProblems, fontStacks } from '../../../generator/fonts';
import { loadSite } from '../../../generator/load';
import { projectRoot, sitePaths } from '../../../generator/paths';
import { validate } from '../../../generator/validate';

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
    expect(fraunces!.bytes.length).toBeLessThan(packageFile('fraunces/files/fraunces-latin-wght-normal.woff2').length * 0.4);
  }, 30_000);

  it('keeps ASCII and the characters the site shows in both; Latin-1 letters (typed into the form) in Inter only', async () => {
    const [inter, fraunces] = await cutFonts(cacheDir, '’→');
    for (const font of [inter!, fraunces!]) for (const char of `${ascii}’→`) expect(font.characters, font.family).toContain(char);
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
    expect(fonts.map(({ family, weights }) => ({ family, weights }))).toEqual([{ family: 'Inter Variable', weights: '400 700' }]);
    const swapped = await cutFonts(cacheDir, '’', { heading: 'Inter', body: 'Fraunces' });
    expect(swapped.map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Fraunces Variable', weights: '400 700' },
      { family: 'Inter Variable', weights: '650' },
    ]);
  }, 30_000);

  it('gives each role its family and a fallback of its kind; today\'s by default', () => {
    expect(fontStacks()).toEqual({
      heading: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    });
    expect(fontStacks({ heading: 'Inter' }).heading).toBe("'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
  });

  it('names a font that is not installed, with the command that installs it and the installed ones', () => {
    expect(fontProblems()).toEqual([]);
    const [problem, ...rest] = fontProblems({ heading: 'Open Sans' });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ pointer: '/theme/fonts/heading', message: 'The font "Open Sans" is not installed.' });
    expect(problem!.hint).toContain('npm install @fontsource-variable/open-sans');
    expect(problem!.hint).toContain('Fraunces, Inter');
  });

  it('charactersBeyondAscii: each character above ASCII once, in code point order', () => {
    expect(charactersBeyondAscii('Zoë’s café — “ok”', 'é→')).toBe('éë—’“”→');
  });
});

const outDir = path.join(projectRoot, 'dist');
const built = existsSync(path.join(outDir, 'sitemap.xml'));

describe('the fonts of the built site', () => {
  it.skipIf(!built)('keep every character of every page\'s text (else it would be drawn in a fallback font)', async () => {
    const paths = sitePaths(path.join(projectRoot, 'site.json'), outDir);
    const { model } = validate(await loadSite(paths.siteFile), paths.imagesDir);
    const scripts = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
    const code = await Promise.all(scripts.map((file) => readFile(path.join(outDir, 'assets', file), 'utf8'))); // the browser code, as the build has it
    const fonts = await cutFonts(cacheDir, charactersShown(model, code));
    const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('index.html') || file === '404.html');
    expect(pages.length).toBeGreaterThan(50);
    const text = (await Promise.all(pages.map(async (file) => load(await readFile(path.join(outDir, file), 'utf8'))('body').text()))).join('');
    const used = charactersBeyondAscii(text);
    expect(used.length).toBeGreaterThan(0); // the site's own typography: ’ – — ©
    for (const font of fonts) expect([...used].filter((char) => !font.characters.includes(char)), font.family).toEqual([]);
  }, 60_000);
});
