// A page's "service" names what its Service structured data is about (serviceType); cross-check.ts
// makes sure the ids exist and that a Service page names one.
import { describe, expect, it } from 'vitest';
import { crossCheck } from '../../../generator/check/cross-check';
import { expand } from '../../../generator/pages/expand';
import { loadSite } from '../../../generator/check/load';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';

const { raw } = await loadSite('site.json');
const problemsWith = (change: (model: SiteModel) => void) => {
  const model = structuredClone(raw) as SiteModel;
  change(model);
  return crossCheck(model, expand(model).routes, sitePaths().imagesDir);
};
const pageIndex = (model: SiteModel, path: string) => model.pages.findIndex((p) => p.path === path);

describe("a page's service", () => {
  it('is fine as site.json has it', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('must be a service id, with a did-you-mean', () => {
    let at = -1;
    const problems = problemsWith((model) => {
      at = pageIndex(model, '/tree-removal');
      model.pages[at]!.service = 'tree-remval';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: `/pages/${at}/service`,
        message: 'No service with id "tree-remval".',
        hint: expect.stringContaining('"tree-removal"'),
      }),
    ]);
  });

  it('may list several ids, each checked', () => {
    let at = -1;
    const problems = problemsWith((model) => {
      at = pageIndex(model, '/services');
      model.pages[at]!.service = ['lawn-care', 'snow-remova'];
    });
    expect(problems.map((p) => p.pointer)).toEqual([`/pages/${at}/service/1`]);
  });

  it('is needed on a page whose structured data is a Service', () => {
    let at = -1;
    const problems = problemsWith((model) => {
      at = pageIndex(model, '/lawn-care');
      delete model.pages[at]!.service;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: `/pages/${at}`,
        message: 'A page described to search engines as a service needs its service.',
      }),
    ]);
  });
});
