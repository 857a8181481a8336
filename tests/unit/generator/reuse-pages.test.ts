// A page's key changes with anything its files are drawn from (its data, the document's assets, the
// renderer's bundle, the day) and with nothing else: a build reuses an earlier page only when all are
// the same (generator/render/reuse-pages.ts).
import { describe, expect, it } from 'vitest';
import { pageKeyOf, routeFiles, type PageKeyBasis } from '../../../generator/render/reuse-pages';
import type { PageData } from '../../../src/page-data';
import type { Route } from '../../../generator/model/route';

const basis: PageKeyBasis = {
  assets: { script: '/assets/index-abc.js', fonts: [], favicon: '/assets/favicon.123.svg' },
  rendererId: 'bundle-1111',
  day: 'Sun Nov 29 2026',
};
const data = { path: '/lawn-care', blocks: [{ type: 'RichText', text: 'Mowed weekly.' }] } as unknown as PageData;
const key = pageKeyOf(basis)(data);

describe('page keys', () => {
  it('are the same for the same data, assets, renderer and day', () => {
    expect(pageKeyOf({ ...basis })(structuredClone(data))).toBe(key);
  });

  it.each<[string, () => string]>([
    ['its data', () => pageKeyOf(basis)({ ...data, path: '/lawn-care-in-huron' })],
    [
      'the browser script',
      () => pageKeyOf({ ...basis, assets: { ...basis.assets, script: '/assets/index-def.js' } })(data),
    ],
    [
      'the fonts',
      () =>
        pageKeyOf({
          ...basis,
          assets: {
            ...basis.assets,
            fonts: [{ family: 'Inter', weights: '400 700', url: '/f.woff2', unicodeRange: 'U+0-FF', kind: 'main' }],
          },
        } as PageKeyBasis)(data),
    ],
    ["the renderer (the engine's code)", () => pageKeyOf({ ...basis, rendererId: 'bundle-2222' })(data)],
    ["the day (the footer's year, a policy's date)", () => pageKeyOf({ ...basis, day: 'Fri Jan 01 2027' })(data)],
  ])('change with %s', (_, changed) => {
    expect(changed()).not.toBe(key);
  });

  it("name the files build.ts writes for a route: its folder's page and data, the 404 page alone", () => {
    expect(routeFiles({ path: '/lawn-care' } as Route)).toEqual(['lawn-care/index.html', 'lawn-care/page.json']);
    expect(routeFiles({ path: '/' } as Route)).toEqual(['index.html', 'page.json']);
    expect(routeFiles({ path: '/404' } as Route)).toEqual(['404.html']);
  });
});
