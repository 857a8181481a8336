// The icons of the built site (dist/, from this project's globalSetup): one sprite holding exactly the
// icons in use, each drawn once, which every page points at; no icon a page draws is missing from it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { iconsInUse } from '../../generator/assets/icons';
import { loadSite } from '../../generator/check/load';
import { projectRoot, sitePaths } from '../../generator/paths';
import { validate } from '../../generator/check/validate';
import { requireBuiltSite } from '../setup/require-built-site';

/** Icons drawn only after the visitor acts: the open menu's close button, the form's answers. */
const AFTER_AN_ACTION = ['x', 'check', 'circle-alert'];

describe('the icons of the built site', async () => {
  const outDir = requireBuiltSite();
  const paths = sitePaths(path.join(projectRoot, 'site.json'), outDir);
  const { model, routes } = validate(await loadSite(paths.siteFile), paths.imagesDir);
  const files = (await readdir(outDir, { recursive: true })).filter(
    (file) => file.endsWith('index.html') || file === '404.html',
  );
  const pages = await Promise.all(
    files.map(async (file) => ({ file, $: load(await readFile(path.join(outDir, file), 'utf8')) })),
  );
  /** The sprite address and icon name of each icon a page draws. */
  const uses = (page: (typeof pages)[number]) =>
    page
      .$('svg use')
      .toArray()
      .map((use) => page.$(use).attr('href')!.split('#') as [string, string]);
  const sprites = new Set(pages.flatMap((page) => uses(page).map(([sprite]) => sprite)));
  const [href] = sprites;
  const sprite = await readFile(path.join(outDir, href ?? 'none'), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);

  it('every page points at one hashed sprite, which holds exactly the icons the site uses, each once', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect([...sprites]).toEqual([expect.stringMatching(/^\/assets\/icons\.[0-9a-f]{10}\.svg$/)]);
    expect(symbols).toEqual(iconsInUse(model, routes));
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols).toEqual(expect.arrayContaining(['leaf', 'phone', 'chevron-down', 'star']));
  });

  it('holds every icon a page draws, and none that no page draws but those drawn after an action', () => {
    const drawn = new Set(pages.flatMap((page) => uses(page).map(([, name]) => name)));
    expect([...drawn].filter((name) => !symbols.includes(name))).toEqual([]);
    expect(symbols.filter((name) => !drawn.has(name) && !AFTER_AN_ACTION.includes(name))).toEqual([]);
  });

  it('draws the specialty cards of the town pages with the icon site.json names for them (a leaf here)', () => {
    const town = pages.find((page) => page.file === path.join('lawn-care-in-huron', 'index.html'))!;
    const cards = town.$('h3').closest('article').find('use').toArray();
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.map((use) => town.$(use).attr('href')!.split('#')[1])).toContain('leaf');
  });

  it('keeps icons decorative: hidden from screen readers, or an image with a name', () => {
    for (const page of pages)
      for (const svg of page.$('svg:has(use)').toArray()) {
        const hidden = page.$(svg).attr('aria-hidden') === 'true';
        const named = page.$(svg).attr('role') === 'img' && page.$(svg).find('title').text() !== '';
        expect(hidden || named, `${page.file}: ${page.$.html(svg)}`).toBe(true);
      }
  });
});
