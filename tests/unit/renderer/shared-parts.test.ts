// The server reuses the header and the footer it drew for an earlier page (layout/SharedPart.tsx): every
// page of every shipped site must come out exactly as if it were drawn whole, styles and their order
// included, or the browser's hydration would meet different HTML. The last page's style tags, reused when its
// sheet holds the same class names, are forgotten with the parts.
import { rm } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSharedParts, renderPage, sharedPartsKept, stencilsKept } from '../../../src/renderer/render-page';
import { pageJobsOf, pagesOf } from '../../helpers/site-pages';
import { syntheticSite } from '../../../generator/tools/bench/synthetic-site';

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

describe('blocks drawn once for many town pages, each filled in with its town (stencil.ts)', () => {
  it.each([['site.json'], ['examples/plumber-leeds/site.json'], ['a site of 150 town pages']])(
    '%s: every page the same as drawn whole, its town page blocks from stencils or not',
    async (site) => {
      const synthetic = site.endsWith('.json') ? undefined : await syntheticSite(150);
      const jobs = await pageJobsOf(synthetic?.siteFile ?? site);
      if (synthetic) await rm(synthetic.dir, { recursive: true, force: true });
      const reusing = [];
      for (const { data, values } of jobs) reusing.push(await renderPage(data, { values }));
      if (!site.endsWith('.json')) expect(stencilsKept()).toBeGreaterThan(0);
      for (const [i, { data, values }] of jobs.entries()) {
        forgetSharedParts();
        expect(reusing[i], data.path).toEqual(await renderPage(data, { values }));
      }
    },
    180_000,
  );

  it('takes a town page block from its stencil: far fewer drawn than town pages × blocks', async () => {
    const synthetic = await syntheticSite(150);
    const jobs = (await pageJobsOf(synthetic.siteFile)).filter((job) => job.values);
    await rm(synthetic.dir, { recursive: true, force: true });
    for (const { data, values } of jobs) await renderPage(data, { values });
    const blocks = jobs.reduce((n, job) => n + job.data.blocks.length, 0);
    expect(sharedPartsKept()).toBeLessThan(blocks / 10);
  }, 180_000);
});

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
