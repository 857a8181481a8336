// Town pages of the default site, resolved from site.json: the office card only for the base town,
// area cards only where a template reaches, and a new town that needs no reviews of its own.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { loadSite } from '../../../generator/check/load';
import { projectRoot, sitePaths } from '../../../generator/paths';
import { resolvePage, siteChrome } from '../../../generator/pages/resolve';
import { validate } from '../../../generator/check/validate';

const siteFile = path.join(projectRoot, 'site.json');
const loaded = await loadSite(siteFile);

/** The default site, changed by `edit` (on a copy), validated. */
function site(edit: (raw: SiteModel) => void = () => {}) {
  const raw = structuredClone(loaded.raw) as SiteModel;
  edit(raw);
  return validate({ ...loaded, raw }, sitePaths(siteFile).imagesDir);
}

function blockData(result: ReturnType<typeof site>, routePath: string, type: string) {
  const route = result.routes.find((r) => r.path === routePath)!;
  const page = resolvePage(result.model, route, result.routes, {}, siteChrome(result.model, result.routes));
  return page.blocks.filter((b) => b.block.type === type).map((b) => b.data as Record<string, unknown>);
}

const portClinton = (raw: SiteModel) => {
  raw.towns.push({
    ...raw.towns.find((t) => t.slug === 'milan')!,
    slug: 'port-clinton',
    name: 'Port Clinton',
    postalCode: '43452',
    pages: {},
  });
};

describe('town pages', () => {
  const defaults = site();

  it('show the office card for the base town only; the others say crews come from the base', () => {
    const towns = defaults.model.towns.map((t) => t.slug);
    expect(towns).toEqual(['huron', 'sandusky', 'vermilion', 'milan', 'norwalk', 'castalia']);
    for (const slug of towns) {
      expect(blockData(defaults, `/landscaping-in-${slug}`, 'AreasServed'), slug).toEqual([
        { town: expect.any(String), isBase: slug === 'huron' },
      ]);
    }
    expect(blockData(defaults, '/contact', 'AreasServed').every((d) => d.isBase)).toBe(true);
  });

  it('area cards list only the towns the template covers, unless the block asks for all towns', () => {
    const cardTowns = (result: ReturnType<typeof site>, page: string) =>
      (blockData(result, page, 'AreaCards')[0]!.cards as { town: string; href: string }[]).map(
        (c) => `${c.town} ${c.href}`,
      );
    // The mulch overview asks for all six (allTowns); towns mulch does not cover link to their first page.
    expect(cardTowns(defaults, '/mulch-installation')).toEqual([
      'Huron /mulch-installation-in-huron',
      'Sandusky /mulch-installation-in-sandusky',
      'Vermilion /landscaping-in-vermilion',
      'Milan /landscaping-in-milan',
      'Norwalk /landscaping-in-norwalk',
      'Castalia /landscaping-in-castalia',
    ]);
    const withoutOption = site((raw) => {
      for (const page of raw.pages)
        for (const block of page.blocks) if (block.type === 'AreaCards') delete block.allTowns;
    });
    expect(cardTowns(withoutOption, '/mulch-installation')).toEqual([
      'Huron /mulch-installation-in-huron',
      'Sandusky /mulch-installation-in-sandusky',
    ]);
  });

  it("the footer's link to all towns leads to an overview with a card for every town", () => {
    const many = site((raw) => {
      for (const name of ['Ashland', 'Bellevue', 'Clyde', 'Fremont', 'Monroeville', 'Oberlin', 'Wakeman', 'Willard']) {
        raw.towns.push({ ...raw.towns[3]!, slug: name.toLowerCase(), name, pages: {} });
      }
    });
    expect(many.problems).toEqual([]);
    const chrome = siteChrome(many.model, many.routes);
    expect(chrome.allTowns).toEqual({ count: 14, href: '/landscaping-services' });
    expect((blockData(many, chrome.allTowns!.href!, 'AreaCards')[0]!.cards as unknown[]).length).toBe(14);
  });

  it("a town added as one entry, without reviews of its own, checks and shows the site's general reviews", () => {
    const added = site(portClinton);
    expect(added.problems).toEqual([]);
    const [reviews] = blockData(added, '/landscaping-in-port-clinton', 'Testimonials');
    expect((reviews!.items as { id: string }[]).map((t) => t.id)).toEqual(['home-1', 'home-2']);
    // A town with its own reviews keeps them.
    const [own] = blockData(added, '/landscaping-in-milan', 'Testimonials');
    expect((own!.items as { id: string }[]).map((t) => t.id)).toEqual(['milan-1', 'milan-2']);
  });

  it('without a fallback, names the new town (not the template) and both ways to fix it', () => {
    const noFallback = site((raw) => {
      portClinton(raw);
      for (const template of raw.templates)
        for (const block of template.blocks) if (block.type === 'Testimonials') delete block.fallbackIds;
    });
    expect(noFallback.problems).toEqual([
      expect.objectContaining({
        pointer: '/towns/6',
        message:
          'The town Port Clinton has no testimonial "port-clinton-1" or "port-clinton-2", which its "landscaping" page shows.',
        hint: expect.stringContaining('"Reviews when none are found"'), // the fallback field, by its title in the editor
      }),
    ]);
  });
});

describe('placeholders of the business facts', () => {
  it('state the facts in any text, and follow business when it changes', () => {
    const contact = (result: ReturnType<typeof site>) => result.routes.find((r) => r.path === '/contact')!;
    expect(contact(site()).description).toBe(
      'Request a free landscaping, lawn or tree service quote. Call (419) 555-0142 or send the form. Open Monday to Saturday, 8 AM to 5 PM.',
    );
    const changed = site((raw) => {
      raw.business.hours.saturday = { opens: '09:00', closes: '13:30' };
      raw.business.foundingYear = 1998;
      raw.business.address.street = '1 Lake Street';
    });
    expect(changed.problems).toEqual([]);
    expect(contact(changed).description).toContain('Open Monday to Friday, 8 AM to 5 PM; Saturday, 9 AM to 1:30 PM.');
    const about = changed.routes.find((r) => r.path === '/about')!;
    expect(about.description).toContain('since 1998');
    expect(JSON.stringify(contact(changed).blocks)).toContain('Our yard is at 1 Lake Street, Huron, OH 44839.');
  });

  it('list the towns served, and are checked like every placeholder', () => {
    const result = site((raw) => {
      raw.pages[0]!.description = 'Serving {townsServed}. {unknownFact}';
    });
    expect(result.routes[0]!.description).toBe(
      'Serving Huron, Sandusky, Vermilion, Milan, Norwalk and Castalia. {unknownFact}',
    );
    expect(result.problems).toEqual([
      expect.objectContaining({ pointer: '/pages/0/description', message: expect.stringContaining('unknownFact') }),
    ]);
  });
});
