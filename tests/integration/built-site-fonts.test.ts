// The self-hosted fonts of the built site (dist/, from this project's globalSetup) hold every character
// its pages show that the font packages have. Moved from tests/unit/generator/fonts.test.ts: it reads a build.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';
import { charactersShown } from '../../generator/assets/static-assets';
import { charactersBeyondAscii, cutFonts, fontPackage } from '../../generator/assets/fonts';
import { fontCharacters } from '../helpers/font-glyphs';
import { loadSite } from '../../generator/check/load';
import { projectRoot, sitePaths } from '../../generator/paths';
import { validate } from '../../generator/check/validate';
import { requireBuiltSite } from '../setup/require-built-site';

const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fonts-cache-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('the fonts of the built site', () => {
  it("keep every character of every page's text that the fonts have (else it would be drawn in a fallback font)", async () => {
    const outDir = requireBuiltSite();
    const paths = sitePaths(path.join(projectRoot, 'site.json'), outDir);
    const { model } = validate(await loadSite(paths.siteFile), paths.imagesDir);
    const scripts = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
    const code = await Promise.all(scripts.map((file) => readFile(path.join(outDir, 'assets', file), 'utf8'))); // the browser code, as the build has it
    const fonts = await cutFonts(cacheDir, charactersShown(model, code));
    const pages = (await readdir(outDir, { recursive: true })).filter(
      (file) => file.endsWith('index.html') || file === '404.html',
    );
    expect(pages.length).toBeGreaterThan(50);
    const text = (
      await Promise.all(pages.map(async (file) => load(await readFile(path.join(outDir, file), 'utf8'))('body').text()))
    ).join('');
    const used = charactersBeyondAscii(text);
    expect(used.length).toBeGreaterThan(0); // the site's own typography: ’ – — ©
    // Each family's files that pages load (its main file and those of the characters the site shows)
    // keep every character its package has a glyph for; one none of its files has (an arrow "→" for
    // Inter and Fraunces) is drawn in the fallback font whatever the cut.
    for (const family of new Set(fonts.map((font) => font.family))) {
      const kept = fonts
        .filter((font) => font.family === family && font.kind !== 'typed')
        .map((font) => font.characters)
        .join('');
      const offered = new Set<string>();
      for (const { file } of fontPackage(family.replace(/ Variable$/, ''))!.subsets)
        for (const char of await fontCharacters(await readFile(path.join(projectRoot, 'node_modules', file))))
          offered.add(char);
      expect(
        [...used].filter((char) => !kept.includes(char) && offered.has(char)),
        family,
      ).toEqual([]);
    }
  }, 60_000);
});
