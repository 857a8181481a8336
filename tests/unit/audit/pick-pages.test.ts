// Which pages `npm run audit` visits: one of every kind by default, every page of its own with --all.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import { expand } from '../../../generator/pages/expand';
import type { Route } from '../../../generator/model/route';
import { allPages, pickPages } from '../../../generator/tools/audit/pick-pages';
import type { SiteModel } from '../../../schema/generated/site';

let routes: Route[];

beforeAll(async () => {
  routes = expand((await loadSite('site.json')).raw as SiteModel).routes;
});

describe('audit pages', () => {
  it('by default: home, the fixed pages and the first page of each of the six town templates', () => {
    const picked = pickPages(routes);
    expect(picked[0]).toEqual({ label: 'Home', path: '/' });
    const towns = picked.filter((p) => p.label.startsWith('Town page'));
    expect(towns.map((p) => p.path)).toEqual([
      '/landscaping-in-huron',
      '/landscape-design-in-huron',
      '/tree-removal-in-huron',
      '/lawn-care-in-huron',
      '/fall-cleanup-in-huron',
      '/mulch-installation-in-huron',
    ]);
    expect(picked.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/services', '/blog', '/portfolio', '/about', '/contact']),
    );
    expect(new Set(picked.map((p) => p.path)).size).toBe(picked.length);
  });

  it('with --all: every route once, except aliases (they repeat their primary) and the 404 page', () => {
    const all = allPages(routes);
    const expected = routes.filter((r) => r.kind !== 'alias' && r.path !== '/404').map((r) => r.path);
    expect(all.map((p) => p.path)).toEqual(expected);
    expect(all.map((p) => p.path)).not.toContain('/services/landscape-design');
    expect(all.find((p) => p.path === '/tree-removal-in-castalia')?.label).toBe('Town page (tree-removal)');
    expect(all.find((p) => p.path === '/blog/spring-lawn-care-huron')?.label).toBe('Blog post');
    expect(all.length).toBeGreaterThan(50);
  });
});
