// "Find text on the site" finds every text a visitor reads, on every route of the default site, and
// leads to the field that changes it: a template's text names all its pages, a label is a label.
import { beforeAll, describe, expect, it } from 'vitest';
import { TextIndex } from '../../../editor/server/find-text';
import { visibleTexts } from '../../../generator/text/visible-text';
import { renderedSite } from '../../helpers/rendered-site';

let index: TextIndex;
let site: Awaited<ReturnType<typeof renderedSite>>;

beforeAll(async () => {
  site = await renderedSite();
  const started = performance.now();
  index = new TextIndex(site.model, site.pages);
  console.log(`Text index of ${site.pages.length} routes built in ${Math.round(performance.now() - started)} ms`);
}, 120_000);

describe('find text on the site', () => {
  it('traces every visible text of every route to a field of site.json', () => {
    expect(index.untraced()).toEqual([]);
    expect(index.find('Fall Cleanup').length).toBeGreaterThan(0);
  });

  it('finds every visible text of every route, on that route', () => {
    const missed: string[] = [];
    const results = new Map<string, ReturnType<TextIndex['find']>>();
    for (const page of site.pages) {
      if (page.route.kind === 'alias') continue;
      for (const text of new Set(visibleTexts(page.html))) {
        if (!results.has(text)) results.set(text, index.find(text, Infinity));
        if (!results.get(text)!.some((r) => r.pages.some((p) => p.path === page.path)))
          missed.push(`${page.path}: ${text}`);
      }
    }
    expect(missed).toEqual([]);
  }, 300_000);

  it('says a template text comes from the template, names every page it changes, and finds it from any of them', () => {
    const fromTemplate = index
      .find('{town}', Infinity)
      .find((r) => /^\/templates\/\d+\/blocks\//.test(r.pointer) && r.shownOn.length > 1);
    expect(fromTemplate, 'a template text with {town} shown on several pages').toBeDefined();
    // Its pages: the template's, less a town's page that writes its own text for that field or leaves the block out.
    const [, , ti, , bi, field] = fromTemplate!.pointer.split('/');
    const template = site.model.templates[Number(ti)];
    const block = template.blocks[Number(bi)];
    const expected = site.pages
      .filter(
        ({ route }) =>
          route.template === template &&
          route.town &&
          (!block.towns || block.towns.includes(route.town.slug)) &&
          !(
            block.id &&
            (route.town.pages?.[template.id]?.blocks?.[block.id] as Record<string, unknown> | undefined)?.[field]
          ),
      )
      .map((p) => p.path);
    expect(fromTemplate!.shownOn).toEqual(expected);
    expect(fromTemplate!.everyPage).toBe(false);
    for (const path of expected) {
      const page = site.pages.find((p) => p.path === path)!;
      const found = visibleTexts(page.html).some((t) =>
        index
          .find(t, Infinity)
          .some((r) => r.pointer === fromTemplate!.pointer && r.pages.some((p) => p.path === path)),
      );
      expect(found, `${fromTemplate!.pointer} found by the words on ${path}`).toBe(true);
    }
  }, 120_000);

  it('says a footer text is a label shown on every page, and names them', () => {
    const footer = visibleTexts(site.pages[0].html).find((t) => t.startsWith('Serving '))!;
    const [first] = index.find(footer);
    expect(first.pointer).toBe('/labels/footerTagline');
    expect(first.everyPage).toBe(true);
    expect(first.shownOn).toEqual([...new Set(site.pages.filter((p) => p.route.kind !== 'alias').map((p) => p.path))]);
  });

  it('finds a business fact written without letters: the phone number leads to its field', () => {
    const phone = site.model.business.phone;
    expect(phone).not.toMatch(/\p{L}/u);
    expect(index.find(phone).map((f) => f.pointer)).toContain('/business/phone');
  });

  it('finds a text by the way it is written, placeholders included', () => {
    expect(index.find('{town}').length).toBeGreaterThan(5);
  });
});
