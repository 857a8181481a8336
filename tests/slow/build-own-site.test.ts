// A second business from its own folder alone (tests/fixtures/own-site): its pictures and logo in
// assets/ beside its site.json, a blue palette, one typeface, its own schema.org type. The build must
// take all of it from there and keep nothing of the default site's look.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { loadSite } from '../../generator/check/load';
import { favicon } from '../../generator/assets/logo';
import { projectRoot, sitePaths } from '../../generator/paths';
import { validate } from '../../generator/check/validate';

const siteFile = path.join(projectRoot, 'tests/fixtures/own-site/site.json');
let out: string;
const read = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'own-site-'));
  const result = await build({ siteFile, outDir: out });
  expect(result.ok).toBe(true);
}, 120_000);

describe('a site from its own folder', () => {
  it('reads its pictures from the assets folder beside its site.json', async () => {
    expect(sitePaths(siteFile).imagesDir).toBe(path.join(projectRoot, 'tests/fixtures/own-site/assets/images'));
    const images = await readdir(path.join(out, 'img'));
    expect(images.some((f) => f.startsWith('pool-deck-'))).toBe(true);
    expect(images.some((f) => f.startsWith('lake-dock') || f.startsWith('riverbend'))).toBe(false);
  });

  it('shows its own logo beside its name and uses it as the icon', async () => {
    const html = await read('index.html');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<img src="\/img\/pool-logo\.\w+\.svg" width="60" height="40" alt=""/);
    expect(header).toContain('Fixture');
    expect(html).toMatch(/<link rel="icon" href="\/assets\/pool-logo\.\w+\.svg" type="image\/svg\+xml">/);
  });

  it('is described to search engines as the type its site.json names', async () => {
    const ld = JSON.parse(/id="structured-data">(.*?)<\/script>/s.exec(await read('index.html'))![1]!);
    expect(ld[0]['@type']).toBe('HomeAndConstructionBusiness');
  });

  it('draws in its palette, with neutrals of its hue and its one typeface', async () => {
    const html = await read('index.html');
    expect(html).toContain('#0b5cad');
    for (const green of ['#17211b', '#34403a', '#f3f6f1', '#dfe5df', '#1f6f43'])
      expect(html, green).not.toContain(green);
    expect(html).toMatch(/h1,h2,h3\{font-family:'Inter Variable'/);
    // Its one family, and the Latin Extended letters a visitor may type into the form (loaded only then).
    expect((await readdir(path.join(out, 'assets/fonts'))).sort()).toEqual([
      expect.stringMatching(/^inter-latin-ext-wght-normal\.\w+\.woff2$/),
      expect.stringMatching(/^inter-latin-wght-normal\.\w+\.woff2$/),
      expect.stringMatching(/^inter-vietnamese-wght-normal\.\w+\.woff2$/),
    ]);
    expect(html.match(/<link rel="preload"[^>]+as="font"/g)).toHaveLength(1);
  });
});

describe('a site without a logo', () => {
  it('gets its first letter on its accent colour as the icon', async () => {
    const minimal = path.join(projectRoot, 'tests/fixtures/minimal/site.json');
    const { model } = validate(await loadSite(minimal), sitePaths(minimal).imagesDir);
    const icon = await favicon(model, sitePaths(minimal).imagesDir);
    expect(icon.fileName).toBe('favicon.svg');
    expect(icon.bytes.toString()).toContain(`fill="${model.theme.accent}"`);
    expect(icon.bytes.toString()).toMatch(/>F<\/text>/);
  });
});
