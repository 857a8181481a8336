// Every problem in one run (issue 32, item 4): the checks after the schema run on the parts it passed,
// so an empty business name and the phone "12345" are both reported at once, in the editor's list and
// in `npm run check` (both call validate()). A check's problem is not repeated where the schema already
// speaks, a part the schema refused does not stop the others, and links wait while an address is refused.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';

const site = await loadSite('site.json');
const imagesDir = sitePaths('site.json').imagesDir;
/** `pointer code` of every problem of the default site after `change`, as the editor's /api/check gets them. */
function problemsAfter(change: (raw: SiteModel) => void): string[] {
  const raw = structuredClone(site.raw) as SiteModel;
  change(raw);
  return validate({ file: 'site.json', raw, positions: new Map() }, imagesDir).problems.map(
    (p) => `${p.pointer} ${p.code}`,
  );
}

describe('every problem in one run', () => {
  it('reports an empty business name and the phone "12345" together', () => {
    const raw = structuredClone(site.raw) as SiteModel;
    raw.business.name = '';
    raw.business.phone = '12345';
    const { problems } = validate({ ...site, raw }, imagesDir);
    expect(problems.map((p) => `${p.pointer}  ${p.message}`)).toEqual([
      '/business/name  This is empty.',
      '/business/phone  "12345" is not a valid phone number in the United States.',
    ]);
  });

  it('checks references beside a schema problem elsewhere: a template block refused, an unknown service, impossible hours', () => {
    const mowing = (site.raw as SiteModel).pages.findIndex((p) => p.path === '/services/mowing');
    expect(
      problemsAfter((raw) => {
        (raw.templates[0]!.blocks[0] as { heading: unknown }).heading = 42;
        raw.pages[mowing]!.service = 'mowingg';
        raw.business.hours.saturday = { opens: '08:00', closes: '07:00' };
      }).sort(),
    ).toEqual([
      '/business/hours/saturday/closes E-HOURS-CLOSE-BEFORE-OPEN',
      `/pages/${mowing}/service E-SERVICE-UNKNOWN`,
      '/templates/0/blocks/0/heading E-WRONG-TYPE',
    ]);
  });

  it("says a field's problem once, in the schema's words, when a later check would find it too", () => {
    expect(problemsAfter((raw) => ((raw.business as { phone: unknown }).phone = 12345))).toEqual([
      '/business/phone E-WRONG-TYPE',
    ]);
  });

  it('keeps checking when a part is not even the right kind (towns not a list)', () => {
    const problems = problemsAfter((raw) => {
      (raw as { towns: unknown }).towns = 'Huron, Sandusky';
      raw.business.phone = '12345';
    });
    expect(problems).toContain('/towns E-WRONG-TYPE');
    expect(problems).toContain('/business/phone E-PHONE-INVALID');
  });

  it("does not call links broken while a page's address is refused, and checks them once it is written right", () => {
    const broken = (raw: SiteModel) => {
      raw.pages.find((p) => p.path === '/portfolio')!.path = '/Our Work';
      raw.business.phone = '12345';
    };
    const problems = problemsAfter(broken);
    expect(problems.filter((p) => p.includes('E-LINK-BROKEN'))).toEqual([]);
    expect(problems).toContain('/business/phone E-PHONE-INVALID');
    expect(
      problemsAfter((raw) => {
        raw.pages.find((p) => p.path === '/portfolio')!.path = '/our-work';
      }).filter((p) => p.includes('E-LINK-BROKEN')).length,
    ).toBeGreaterThan(0);
  });
});
