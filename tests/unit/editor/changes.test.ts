// The Save dialog's summary of what a change does to the site, computed over the routes the generator
// expands from the default site.json before and after an edit: pages removed (with a page, or with a
// town and so all its pages), pages added, and titles changed as old → new.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadSiteText } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';
import { changesBetween } from '../../../editor/server/changes';

const loaded = loadSiteText(readFileSync('site.json', 'utf8'));
const { imagesDir } = sitePaths('site.json');
const routesOf = (raw: unknown) => validate({ ...loaded, raw, positions: new Map() }, imagesDir).routes;
const before = routesOf(loaded.raw);
const model = () => structuredClone(loaded.raw) as SiteModel;
const titleOf = (path: string) => before.find((r) => r.path === path)!.title;

describe("changesBetween (the Save dialog's summary)", () => {
  it('says nothing changed when no page or title changed', () => {
    const next = model();
    next.pages[0].blocks.reverse(); // blocks move; pages and titles stay
    expect(changesBetween(before, routesOf(next))).toEqual({ added: [], removed: [], retitled: [] });
  });

  it('lists a removed page with its title', () => {
    const next = model();
    const at = next.pages.findIndex((p) => p.path === '/image-credits');
    expect(at).toBeGreaterThan(-1);
    next.pages.splice(at, 1);
    expect(changesBetween(before, routesOf(next))).toEqual({
      added: [],
      retitled: [],
      removed: [{ path: '/image-credits', title: titleOf('/image-credits') }],
    });
  });

  it('lists every page of a removed town, its aliases too, with their titles filled in', () => {
    const next = model();
    next.towns = next.towns.filter((t) => t.slug !== 'castalia');
    const townPaths = new Set(before.filter((r) => r.town?.slug === 'castalia').map((r) => r.path));
    const expected = before.filter((r) => townPaths.has(r.canonicalPath)).map(({ path, title }) => ({ path, title }));
    expect(expected.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/landscaping-in-castalia',
        '/landscape-design-in-castalia',
        '/services/landscape-design-castalia',
      ]),
    );
    const changes = changesBetween(before, routesOf(next));
    expect(changes.removed).toEqual(expected);
    expect(changes.removed.map((p) => p.title).join(' ')).not.toContain('{'); // the town's words, not the template's placeholders
    expect(changes.added).toEqual([]);
    expect(changes.retitled).toEqual([]);
  });

  it("lists an added town's pages as added", () => {
    const next = model();
    next.towns.push({
      ...structuredClone(next.towns.find((t) => t.slug === 'milan')!),
      slug: 'bellevue',
      name: 'Bellevue',
      pages: undefined,
    });
    const changes = changesBetween(before, routesOf(next));
    expect(changes.added.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/landscaping-in-bellevue', '/lawn-care-in-bellevue']),
    );
    expect(changes.added.every((p) => p.path.endsWith('-bellevue') && p.title.includes('Bellevue'))).toBe(true);
    expect(changes.removed).toEqual([]);
  });

  it("lists a page's changed title as old → new", () => {
    const next = model();
    const about = next.pages.find((p) => p.path === '/about')!;
    const old = about.title;
    about.title = 'About the Riverbend family';
    expect(changesBetween(before, routesOf(next))).toEqual({
      added: [],
      removed: [],
      retitled: [{ path: '/about', from: old, to: 'About the Riverbend family' }],
    });
  });

  it("lists a town page's new title, and its alias's, when the town writes its own", () => {
    const next = model();
    const castalia = next.towns.find((t) => t.slug === 'castalia')!;
    castalia.pages!['landscape-design']!.title = 'Estate garden design in Castalia';
    const from = titleOf('/landscape-design-in-castalia');
    expect(changesBetween(before, routesOf(next))).toEqual({
      added: [],
      removed: [],
      retitled: [
        { path: '/landscape-design-in-castalia', from, to: 'Estate garden design in Castalia' },
        { path: '/services/landscape-design-castalia', from, to: 'Estate garden design in Castalia' }, // an alias of that page
      ],
    });
  });

  it("lists the template's new title, filled in, for a town that stops writing its own", () => {
    const next = model();
    const t = next.templates.findIndex((x) => x.id === 'lawn-care');
    next.templates[t].title = 'Lawn care in {town} | Riverbend';
    delete next.towns.find((town) => town.slug === 'milan')!.pages!['lawn-care']!.title;
    // Every town of the default site writes its own lawn-care title, so only Milan's page changes.
    expect(changesBetween(before, routesOf(next))).toEqual({
      added: [],
      removed: [],
      retitled: [
        { path: '/lawn-care-in-milan', from: titleOf('/lawn-care-in-milan'), to: 'Lawn care in Milan | Riverbend' },
      ],
    });
  });
});
