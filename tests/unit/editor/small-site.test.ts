// The small site the editor's specs run over (tests/helpers/small-site.ts): it passes the check
// `npm run check` runs, has fewer routes than the default site, and keeps what the specs point at.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { loadSite, loadSiteText } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { projectRoot, sitePaths } from '../../../generator/paths';
import { smallSite } from '../../helpers/small-site';

const siteFile = path.join(projectRoot, 'site.json');
const imagesDir = sitePaths(siteFile).imagesDir;
const full = validate(await loadSite(siteFile), imagesDir);
const small = validate(loadSiteText(`${JSON.stringify(smallSite(), null, 2)}\n`, siteFile), imagesDir);
const defaultModel = full.model as SiteModel;

describe('the small site', () => {
  it('passes the check', () => {
    expect(small.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it('has fewer routes, and fewer town pages, than the default site', () => {
    const towns = (routes: typeof full.routes) => routes.filter((r) => r.kind === 'town').length;
    expect(small.routes.length).toBeLessThan(full.routes.length);
    expect(towns(small.routes)).toBeLessThan(towns(full.routes));
  });

  it('keeps Huron, Sandusky and Vermilion, every page at its index, and the templates and services', () => {
    expect(small.model.towns.map((t) => t.name)).toEqual(['Huron', 'Sandusky', 'Vermilion']);
    expect(small.model.towns).toEqual(defaultModel.towns.slice(0, 3));
    expect(small.model.pages).toEqual(defaultModel.pages);
    expect(small.model.templates.map((t) => t.id)).toEqual(defaultModel.templates.map((t) => t.id));
    expect(small.model.services).toEqual(defaultModel.services);
  });
});
