// Breadcrumbs name each page as people read it (its menu name or its title), never as its address
// spells it: a town "Köln" is "Köln" in the trail and in the BreadcrumbList, not "Koeln".
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import { expand } from '../../../generator/pages/expand';
import { breadcrumbTrail, pageNames } from '../../../generator/pages/breadcrumb';
import { resolvePage, siteChrome } from '../../../generator/pages/resolve';
import type { SiteModel } from '../../../schema/generated/site';

const { raw } = await loadSite('site.json');
const site = raw as SiteModel;

/** The default site with a German electrician's template and a town Köln. */
function withKoeln(): SiteModel {
  const model = structuredClone(site);
  model.towns.push({
    ...model.towns[1]!,
    slug: 'koeln',
    name: 'Köln',
    isBase: false,
    pages: undefined,
  });
  model.templates[0] = {
    ...model.templates[0]!,
    path: '/elektroinstallation-{townSlug}',
    title: 'Elektroinstallation {town} | Kraus Elektrotechnik',
  };
  return model;
}

describe('breadcrumb trail', () => {
  const { routes } = expand(site);
  const route = (path: string) => routes.find((r) => r.path === path)!;
  const trail = (path: string) => breadcrumbTrail(route(path), pageNames(site, routes), 'Home');

  it('names a page by its menu name, a page above it by its own', () => {
    expect(trail('/portfolio')).toEqual([{ label: 'Home', href: '/' }, { label: 'Gallery' }]);
    expect(trail('/privacy-policy')).toEqual([{ label: 'Home', href: '/' }, { label: 'Privacy Policy' }]);
  });

  it("names a service's page by the service's short name, one entry per part of the address (spec section 2)", () => {
    expect(trail('/services/tree-services').map((e) => e.label)).toEqual(['Home', 'Services', 'Tree Services']);
    expect(trail('/services/snow-removal')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Snow Removal' },
    ]);
  });

  it('names a page of no menu and no single service by its title', () => {
    const model = structuredClone(site);
    const page = model.pages.find((p) => p.path === '/services/tree-services')!;
    page.service = ['tree-services', 'tree-removal'];
    const both = expand(model).routes;
    const trees = both.find((r) => r.path === '/services/tree-services')!;
    expect(breadcrumbTrail(trees, pageNames(model, both), 'Home').at(-1)).toEqual({
      label: 'Tree Trimming & Removal by Certified Arborists',
    });
  });

  it("names a town page by its title, the site's name after | left off", () => {
    expect(trail('/landscaping-in-huron')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Landscaping in Huron, OH' },
    ]);
  });

  it('names a town page by its title even when a menu links to it by the service', () => {
    const model = structuredClone(site);
    model.navigation.header.push({ label: 'Landscaping', href: '/landscaping-in-huron' });
    const linked = expand(model).routes;
    const huron = linked.find((r) => r.path === '/landscaping-in-huron')!;
    expect(breadcrumbTrail(huron, pageNames(model, linked), 'Home').at(-1)).toEqual({
      label: 'Landscaping in Huron, OH',
    });
  });

  it('names a post by its title', () => {
    const post = routes.find((r) => r.kind === 'post')!;
    expect(trail(post.path)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: post.post!.title },
    ]);
  });

  it('is Home alone on the home page', () => {
    expect(trail('/')).toEqual([{ label: 'Home' }]);
  });

  it('leaves out a part of the address that is no page', () => {
    const model = structuredClone(site);
    model.pages = model.pages.filter((p) => p.path !== '/services');
    model.navigation.header = model.navigation.header.filter((item) => item.href !== '/services');
    model.navigation.footer = model.navigation.footer.filter((item) => item.href !== '/services');
    const { routes: without } = expand(model);
    const mowing = without.find((r) => r.path === '/services/mowing')!;
    expect(breadcrumbTrail(mowing, pageNames(model, without), 'Home').map((e) => e.label)).toEqual([
      'Home',
      'Lawn Mowing',
    ]);
  });
});

describe('a town with umlauts', () => {
  const model = withKoeln();
  const { routes } = expand(model);
  const koeln = routes.find((r) => r.path === '/elektroinstallation-koeln')!;
  const page = resolvePage(model, koeln, routes, {}, siteChrome(model, routes));

  it('is "Elektroinstallation Köln" in the visible trail', () => {
    const block = page.blocks.find((b) => b.block.type === 'Breadcrumb')!;
    expect(block.data).toEqual({
      trail: [{ label: 'Home', href: '/' }, { label: 'Elektroinstallation Köln' }],
    });
  });

  it('and in the BreadcrumbList', () => {
    const list = page.meta.jsonLd.find((thing) => (thing as { '@type': string })['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(list.itemListElement.map((e) => e.name)).toEqual(['Home', 'Elektroinstallation Köln']);
    expect(list.itemListElement[1]!.item).toBe(`${model.site.origin}/elektroinstallation-koeln`);
  });
});
