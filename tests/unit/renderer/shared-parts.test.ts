// The server reuses the header and the footer it drew for an earlier page (layout/SharedPart.tsx): every
// page of every shipped site must come out exactly as if it were drawn whole, styles and their order
// included, or the browser's hydration would meet different HTML. The last page's style tags, reused when its
// sheet holds the same class names, are forgotten with the parts.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSharedParts, renderPage, sharedPartsKept } from '../../../src/renderer/render-page';
import { pagesOf } from '../../helpers/site-pages';

beforeEach(() => forgetSharedParts());

describe.each(['site.json', 'examples/plumber-leeds/site.json', 'examples/pool-spa-sarasota/site.json'])(
  '%s',
  (siteFile) => {
    it('draws every page the same, header and footer reused or not', async () => {
      const pages = await pagesOf(siteFile);
      const reusing = [];
      for (const data of pages) reusing.push(await renderPage(data));
      // Far fewer parts kept than pages drawn: most pages took their header and footer as drawn before.
      expect(sharedPartsKept()).toBeLessThan(pages.length * 2);
      for (const [i, data] of pages.entries()) {
        forgetSharedParts();
        expect(reusing[i], data.path).toEqual(await renderPage(data));
      }
    }, 120_000);
  },
);

describe('which pages share a header and footer', () => {
  it('draws them once for all pages none of whose links they mark; a page they link to draws its own', async () => {
    const pages = await pagesOf('site.json');
    const page = (p: string) => pages.find((data) => data.path === p)!;
    // Tree removal in Castalia: linked from neither the menus nor the footer's towns (landscaping pages only).
    await renderPage(page('/tree-removal-in-castalia'));
    expect(sharedPartsKept()).toBe(2);
    await renderPage(page('/lawn-care-in-norwalk'));
    expect(sharedPartsKept()).toBe(2);
    // The menu marks About as the page shown: drawn in the page, and not kept (no other page shares it).
    expect((await renderPage(page('/about'))).html).toContain('aria-current="page"');
    expect(sharedPartsKept()).toBe(2);
  });
});
