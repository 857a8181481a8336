// Template expansion against the real site.json: the spec's route table, towns lists, overrides, aliases.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import { expand } from '../../../generator/pages/expand';
import type { Route } from '../../../generator/model/route';
import type { SiteModel } from '../../../schema/generated/site';

const towns = ['huron', 'sandusky', 'vermilion', 'milan', 'norwalk', 'castalia'];
let routes: Route[];
let byPath: Map<string, Route>;

beforeAll(async () => {
  const site = await loadSite('site.json');
  const manifest = expand(site.raw as SiteModel);
  expect(manifest.problems).toEqual([]);
  routes = manifest.routes;
  byPath = new Map(routes.map((r) => [r.path, r]));
});

describe('route table of the spec', () => {
  it('has every fixed route', () => {
    const fixed = [
      '/',
      '/services',
      '/landscaping-services',
      '/lawn-care',
      '/tree-removal',
      '/fall-cleanups',
      '/mulch-installation',
      '/landscape-design',
      '/services/mowing',
      '/services/snow-removal',
      '/services/cleanup',
      '/services/tree-services',
      '/blog',
      '/portfolio',
      '/about',
      '/contact',
      '/privacy-policy',
      '/cookie-policy',
    ];
    for (const path of fixed) expect(byPath.has(path), path).toBe(true);
  });

  it.each(['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup'])(
    'makes /%s-in-{town} for all six towns',
    (prefix) => {
      for (const town of towns) expect(byPath.get(`/${prefix}-in-${town}`)?.town?.slug).toBe(town);
    },
  );

  it('makes mulch town pages only for Huron and Sandusky', () => {
    expect(routes.filter((r) => r.path.startsWith('/mulch-installation-in-')).map((r) => r.path)).toEqual([
      '/mulch-installation-in-huron',
      '/mulch-installation-in-sandusky',
    ]);
  });

  it('applies per-town overrides: Castalia tree removal is "near Castalia"', () => {
    const castalia = byPath.get('/tree-removal-in-castalia')!;
    expect(castalia.title).toMatch(/near Castalia/);
    const hero = castalia.blocks.find((b) => b.type === 'Hero');
    expect(hero && 'heading' in hero ? hero.heading : '').toMatch(/near Castalia/);
    expect(byPath.get('/tree-removal-in-huron')!.title).not.toMatch(/near/);
  });

  it('fills every placeholder', () => {
    for (const route of routes)
      expect(JSON.stringify(route.blocks) + route.title + route.description, route.path).not.toMatch(
        /\{(town|townSlug|county|zip|state|service|phone|tel|email|business|slug|title|excerpt)\}/,
      );
  });

  it('serves aliases with the canonical link of their primary route', () => {
    expect(byPath.get('/services/landscape-design')).toMatchObject({
      kind: 'alias',
      canonicalPath: '/landscape-design',
    });
    expect(byPath.get('/services/mulch-installation')).toMatchObject({
      kind: 'alias',
      canonicalPath: '/mulch-installation',
    });
    expect(byPath.get('/services/landscape-design-castalia')).toMatchObject({
      kind: 'alias',
      canonicalPath: '/landscape-design-in-castalia',
    });
  });

  it('makes a page per blog post', () => {
    for (const slug of [
      'ohio-winter-landscaping-tips',
      'fall-yard-preparation-ohio',
      'native-plants-erie-county',
      'spring-lawn-care-huron',
      'mulching-benefits-ohio',
    ]) {
      expect(byPath.get(`/blog/${slug}`)?.post?.slug).toBe(slug);
    }
  });

  it('has no route the spec does not have', () => {
    expect(byPath.has('/mulch-installation-in-vermilion')).toBe(false);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('drops blocks limited to other towns (fall cleanup banner, Castalia FAQ)', () => {
    const hasCta = (path: string) => byPath.get(path)!.blocks.some((b) => b.type === 'CtaBand');
    expect(hasCta('/fall-cleanup-in-huron')).toBe(true);
    expect(hasCta('/fall-cleanup-in-sandusky')).toBe(false);
    expect(byPath.get('/landscape-design-in-castalia')!.blocks.some((b) => b.type === 'Faq')).toBe(true);
    expect(byPath.get('/landscape-design-in-milan')!.blocks.some((b) => b.type === 'Faq')).toBe(false);
  });
});
