// The self-hosted fonts are cut at build time to the weights the styles use and the characters the
// site shows (generator/assets/fonts.ts).
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  charactersBeyondAscii,
  cutFonts,
  fontProblems,
  fontStacks,
  unicodeRange,
  type CutFont,
} from '../../../generator/assets/fonts';
import { fontCharacters } from '../../helpers/font-glyphs';
import type { DocumentAssets } from '../../../generator/assets/static-assets';
import { renderDocument } from '../../../generator/render/document';
import type { PageData } from '../../../src/page-data';
import { sampleChrome } from '../../helpers/sample-chrome';
import { projectRoot, sitePaths } from '../../../generator/paths';
import { charactersShown } from '../../../generator/assets/static-assets';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import type { SiteModel } from '../../../schema/generated/site';

const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fonts-cache-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const packageFile = (name: string) => readFileSync(path.join(projectRoot, 'node_modules/@fontsource-variable', name));
const ascii = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)).join('');

describe('cutFonts', () => {
  /** The files every page loads: one per family. */
  const mains = (fonts: CutFont[]) => fonts.filter((font) => font.kind === 'main');

  it('cuts Inter to its 400–700 range and fixes Fraunces at 650, at under half the bytes', async () => {
    const fonts = await cutFonts(cacheDir, '’');
    expect(mains(fonts).map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Inter Variable', weights: '400 700' },
      { family: 'Fraunces Variable', weights: '650' },
    ]);
    const [inter, fraunces] = mains(fonts);
    // woff2 files (signature "wOF2"), each smaller than the package's file it was cut from.
    for (const font of fonts) expect(font.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(inter!.bytes.length).toBeLessThan(packageFile('inter/files/inter-latin-wght-normal.woff2').length * 0.6);
    expect(fraunces!.bytes.length).toBeLessThan(
      packageFile('fraunces/files/fraunces-latin-wght-normal.woff2').length * 0.4,
    );
  }, 30_000);

  it('keeps ASCII and the characters the site shows in both; Latin-1 letters (typed into the form) in Inter only', async () => {
    const [inter, fraunces] = mains(await cutFonts(cacheDir, '’–'));
    for (const font of [inter!, fraunces!])
      for (const char of `${ascii}’–`) expect(font.characters, font.family).toContain(char);
    expect(inter!.characters).toContain('é');
    expect(fraunces!.characters).not.toContain('é');
    expect(fraunces!.characters).not.toContain('—'); // not shown by this (made-up) site
  }, 30_000);

  it('keeps only what a file has: a character no subset of the family has is left to the fallback font', async () => {
    const fonts = await cutFonts(cacheDir, '’→');
    expect(fonts.some((font) => font.characters.includes('→'))).toBe(false);
    for (const font of fonts) {
      const glyphs = await fontCharacters(font.bytes);
      expect(
        // A soft hyphen (U+00AD) is a place to break, never drawn.
        [...font.characters].filter((char) => !glyphs.has(char) && !/\p{Cf}/u.test(char)),
        `${font.fileName}: characters declared but not drawn`,
      ).toEqual([]);
    }
  }, 60_000);

  it('draws a Polish, Czech and Vietnamese name the site shows ("Łódź", "Dvořák", "Nguyễn") in both fonts', async () => {
    // A small site naming them: a town, the business and a service.
    const file = path.join(projectRoot, 'tests/fixtures/minimal/site.json');
    const site = await loadSite(file);
    const raw = structuredClone(site.raw) as SiteModel;
    raw.towns[0]!.name = 'Łódź';
    raw.business.name = 'Dvořák & Nguyễn';
    raw.services[0]!.name = 'Lawn Care by Nguyễn';
    const { model, problems } = validate({ ...site, raw }, sitePaths(file).imagesDir);
    expect(problems).toEqual([]);
    const names = 'Łódź Dvořák Nguyễn';
    const fonts = await cutFonts(cacheDir, charactersShown(model, []), model.theme.fonts);
    for (const family of ['Inter Variable', 'Fraunces Variable']) {
      const files = fonts.filter((font) => font.family === family && font.kind !== 'typed');
      const glyphs = new Set<string>();
      for (const file of files) for (const char of await fontCharacters(file.bytes)) glyphs.add(char);
      expect(
        [...names.replace(/ /g, '')].filter((char) => !glyphs.has(char)),
        `${family}: letters of the names not in its cut files`,
      ).toEqual([]);
      // Ł, ź, ř from the latin-ext subset and ễ from the vietnamese one, each file loaded by the pages showing them.
      expect(files.map((f) => [f.fileName.replace(/^\w+-/, ''), f.kind, f.characters])).toEqual([
        ['latin-wght-normal.woff2', 'main', expect.stringMatching(/á.*ó/)],
        ['latin-ext-wght-normal.woff2', 'shown', 'Łřź'],
        ['vietnamese-wght-normal.woff2', 'shown', 'ễ'],
      ]);
    }
  }, 60_000);

  it('keeps Latin Extended in the body font for the form, in files loaded only when a visitor types such a letter', async () => {
    const fonts = await cutFonts(cacheDir, charactersBeyondAscii('Łódź'));
    const typed = fonts.filter((font) => font.kind === 'typed');
    expect(typed.map((f) => [f.family, f.fileName])).toEqual([
      ['Inter Variable', 'inter-latin-ext-wght-normal.woff2'],
      ['Inter Variable', 'inter-vietnamese-wght-normal.woff2'],
    ]);
    const glyphs = new Set<string>();
    for (const file of typed) for (const char of await fontCharacters(file.bytes)) glyphs.add(char);
    for (const char of 'ąęńśżčěřšůžőűăđơưễ') expect(glyphs.has(char), char).toBe(true);
    // What the site shows is in the files its pages load, not again in the form's.
    expect(typed.some((f) => f.characters.includes('Ł'))).toBe(false);
    // Each character in one file of its family: the unicode-ranges do not overlap.
    const inter = fonts.filter((font) => font.family === 'Inter Variable').flatMap((f) => [...f.characters]);
    expect(inter.length).toBe(new Set(inter).size);
  }, 60_000);

  it('writes a unicode-range CSS reads: runs of code points as ranges', () => {
    expect(unicodeRange(' !"#ŁŃ’')).toBe('U+20-23,U+141,U+143,U+2019');
  });

  it('takes the cut files from the cache the second time, byte for byte', async () => {
    const first = await cutFonts(cacheDir, '’');
    const cached = await readdir(cacheDir);
    const again = await cutFonts(cacheDir, '’');
    expect(await readdir(cacheDir)).toEqual(cached);
    again.forEach((font, i) => expect(font.bytes.equals(first[i]!.bytes)).toBe(true));
  }, 30_000);

  it('cuts the families theme.fonts names; one family in both roles is one file at 400–700', async () => {
    const fonts = await cutFonts(cacheDir, '’', { heading: 'Inter', body: 'Inter' });
    expect(mains(fonts).map(({ family, weights }) => ({ family, weights }))).toEqual([
      { family: 'Inter Variable', weights: '400 700' },
    ]);
    const swapped = await cutFonts(cacheDir, '’', { heading: 'Inter', body: 'Fraunces' });
    expect(mains(swapped).map(({ family, weights }) => ({ family, weights }))).toEqual([
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

describe('the fonts in the page (document.ts)', () => {
  const data = {
    path: '/',
    meta: { title: 't', description: 'd', canonical: 'https://example.com/', image: '', type: 'website', jsonLd: [] },
    blocks: [],
    images: {},
    chrome: { ...sampleChrome, locale: 'pl-PL' },
  } as PageData;
  const assets: DocumentAssets = {
    script: '/assets/entry.js',
    favicon: '/assets/favicon.svg',
    fonts: [
      { family: 'Inter Variable', weights: '400 700', url: '/m.woff2', unicodeRange: 'U+20-7E', kind: 'main' },
      {
        family: 'Inter Variable',
        weights: '400 700',
        url: '/s.woff2',
        unicodeRange: 'U+141,U+17A',
        kind: 'shown',
        characters: 'Łź',
      },
      { family: 'Inter Variable', weights: '400 700', url: '/t.woff2', unicodeRange: 'U+100-140', kind: 'typed' },
    ],
  };
  const page = (html: string) => renderDocument(data, { head: '', html, styles: '' }, assets);
  const preloads = (doc: string) => [...doc.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);

  it('declares each file with the characters it holds; the form’s swap in when typed, the page’s are optional', () => {
    const doc = page('<p>Hello</p>');
    expect(doc).toContain(
      "@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:400 700;src:url(/s.woff2) format('woff2');unicode-range:U+141,U+17A}",
    );
    expect(doc).toContain('font-display:swap;font-weight:400 700;src:url(/t.woff2)');
    expect(doc).toContain('<html lang="pl-PL">'); // the language hyphenation follows
  });

  it('preloads the main file on every page, another subset’s on the pages that show one of its letters, the form’s never', () => {
    expect(preloads(page('<p>Hello</p>'))).toEqual(['/m.woff2']);
    expect(preloads(page('<h1>Usługi w Łodzi</h1>'))).toEqual(['/m.woff2', '/s.woff2']);
  });
});
