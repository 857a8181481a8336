// site.json's labels and locale: defaults give today's site, a UK business can be expressed, the
// facts are checked against the locale, optional facts stay out of JSON-LD, the built-in 404 page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../../generator/check/load';
import type { LoadedSite } from '../../../generator/model/loaded-site';
import { validate } from '../../../generator/check/validate';
import { contactLocale } from '../../../shared/site/contact-locale';
import { LABEL_DEFAULTS, siteLabels } from '../../../shared/site/labels';
import { siteLocale, telHref } from '../../../shared/site/locale';
import { localBusiness } from '../../../generator/pages/structured-data/local-business';
import { imagesOf, resolvePage, siteChrome } from '../../../generator/pages/resolve';
import { renderPage } from '../../../src/renderer/render-page';
import { fakeImage } from '../../helpers/render-block';
import { sitePaths } from '../../../generator/paths';
import { US_CONTACT_LOCALE, US_STATES } from '../../../shared/contact/rules';
import type { SiteModel } from '../../../schema/generated/site';

// The real notice opens after mount (it reads the visitor's stored choice), so server HTML never has
// it: a stand-in that renders at once shows where the layout puts it.
vi.mock('../../../src/renderer/layout/ConsentNotice', async () => {
  const { createElement } = await import('react');
  return { ConsentNotice: () => createElement('aside', { id: 'consent-notice' }) };
});

const FIXTURE = 'tests/fixtures/minimal/site.json';
let site: LoadedSite;
beforeAll(async () => {
  site = await loadSite(FIXTURE);
});

/** The fixture, changed, validated: its model, routes and problems. */
function check(change: (raw: SiteModel) => void) {
  const raw = structuredClone(site.raw) as SiteModel;
  change(raw);
  return validate({ ...site, raw }, sitePaths(FIXTURE).imagesDir);
}
const pointers = (problems: { pointer: string }[]) => problems.map((p) => p.pointer);

/** The home page's HTML, as the build renders it (pictures stood in by fakes). */
async function homeHtml({ model, routes }: ReturnType<typeof check>): Promise<string> {
  const images = Object.fromEntries(
    [...imagesOf(model), model.site.defaultImage.src].map((src) => [src, fakeImage(src)]),
  );
  const home = routes.find((r) => r.path === '/')!;
  return (await renderPage(resolvePage(model, home, routes, images, siteChrome(model, routes, images)))).html;
}

/** A plumber in Leeds: UK phone and postcode, counties, 24-hour time. */
function leeds(raw: SiteModel) {
  raw.locale = {
    country: 'GB',
    postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
    postalCodeLabel: 'Postcode',
    regionLabel: 'County',
    hourCycle: 24,
    postalCodeMessage: 'Please enter a valid postcode (LS1 4AP).',
    phoneMessage: 'Please enter a valid UK phone number.',
    regionMessage: 'Please enter your county.',
  };
  raw.business.phone = '0113 496 0142';
  raw.business.address = {
    street: '12 Wharf Street',
    city: 'Leeds',
    region: 'West Yorkshire',
    postalCode: 'LS2 7EQ',
    country: 'GB',
  };
  raw.towns = raw.towns.map((t, i) => ({ ...t, state: 'West Yorkshire', postalCode: i === 0 ? 'LS1 4AP' : 'LS6 2AA' }));
}

describe('defaults: a site.json without labels or locale', () => {
  it('keeps checking, with the US rules it had', () => {
    const { model, problems } = check(() => {});
    expect(problems).toEqual([]);
    expect(contactLocale(model)).toEqual({
      ...US_CONTACT_LOCALE,
      regions: ['OH', ...US_STATES.filter((s) => s !== 'OH')],
    });
    expect(siteLocale(model).hourCycle).toBe(12);
    expect(telHref(model)).toMatch(/^tel:\+1\d{10}$/);
  });

  it("shows the schema's English wording, placeholders filled from the business's own facts", () => {
    const { model } = check(() => {});
    const labels = siteLabels(model);
    expect(labels.quoteButton).toBe('Get Free Quote');
    expect(labels.quoteHref).toBe('/contact#contact-form');
    expect(labels.footerTagline).toBe('Serving {city}, {region} and nearby towns since {year}.');
    expect(labels.postalCodePlaceholder).toBe('44839');
    expect(labels.phonePlaceholder).toBe('(419) 555-0123'); // an example in the business's own area code, in the US format
  });

  it('has a default for every label, none naming one business', () => {
    const texts = Object.values(LABEL_DEFAULTS);
    expect(texts.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    expect(texts.join(' ')).not.toMatch(/landscap|mulch|riverbend|huron|ohio|419|44839|property/i);
  });

  it("asks for consent only with analytics, and gives a site without a /404 page the engine's own", async () => {
    const plain = check((raw) => {
      raw.pages = raw.pages.filter((p) => p.path !== '/404');
    });
    expect(siteChrome(plain.model, plain.routes).needsConsent).toBe(false);
    expect(await homeHtml(plain)).not.toContain('id="consent-notice"');
    const notFound = plain.routes.find((r) => r.path === '/404')!;
    expect(notFound.blocks).toEqual([
      expect.objectContaining({
        type: 'Hero',
        heading: 'Page not found',
        buttons: [{ label: 'Back to the home page', href: '/' }],
      }),
    ]);
    // With analytics, the page asks first.
    const withAnalytics = check((raw) => {
      raw.site.analytics = {};
    });
    expect(siteChrome(withAnalytics.model, withAnalytics.routes).needsConsent).toBe(true);
    expect(await homeHtml(withAnalytics)).toContain('id="consent-notice"');
  });
});

describe('a UK business', () => {
  it('checks, with UK rules for its form and server', () => {
    const { model, problems } = check(leeds);
    expect(problems).toEqual([]);
    expect(contactLocale(model)).toMatchObject({
      country: 'GB',
      regions: [],
      messages: { postalCode: 'Please enter a valid postcode (LS1 4AP).' },
    });
    expect(telHref(model)).toBe('tel:+441134960142');
    expect(siteLabels(model).phonePlaceholder).toBe('07400 123456');
    expect(siteLabels(model).postalCodePlaceholder).toBe('LS2 7EQ');
  });

  it('places its towns in their county in JSON-LD', () => {
    const { model } = check(leeds);
    const ld = localBusiness(model, (p) => `https://x.example${p}`, 'https://x.example/i.jpg');
    expect(ld.areaServed[0]).toEqual({
      '@type': 'City',
      name: model.towns[0].name,
      containedInPlace: { '@type': 'AdministrativeArea', name: 'West Yorkshire' },
    });
  });

  it('lists what does not fit the locale: phone, postcodes, regions not in the list', () => {
    const { problems } = check((raw) => {
      leeds(raw);
      raw.business.phone = '(419) 555-0142';
      raw.towns[1].postalCode = '44870';
      raw.locale!.regions = ['West Yorkshire', 'North Yorkshire'];
      raw.towns[0].state = 'Yorkshire';
    });
    expect(pointers(problems)).toEqual(['/business/phone', '/towns/0/state', '/towns/1/postalCode']);
    expect(problems[0].message).toBe('"(419) 555-0142" is not a valid phone number in the United Kingdom.');
    expect(problems[2].message).toBe('"44870" is not a valid Postcode.');
  });

  it('names a placeholder a label cannot fill', () => {
    const { problems } = check((raw) => {
      raw.labels = { areaCardLink: 'All about {twon}', footerTagline: 'Since {year}, call {phoneExample}' };
    });
    expect(pointers(problems)).toEqual(['/labels/areaCardLink']);
    expect(problems[0].message).toBe('The text asks to fill in "twon", which the site does not know here.');
    expect(problems[0].hint).toMatch(/^Did you mean "town"\?/);
  });

  it('names a bad pattern and an unknown country', () => {
    const { problems } = check((raw) => {
      raw.locale = { country: 'XX', postalCodePattern: '^(\\d' };
    });
    expect(pointers(problems)).toEqual(['/locale/country', '/locale/postalCodePattern']);
  });
});

describe('optional facts', () => {
  it('may all be left out; JSON-LD then states none of them', () => {
    const { model, problems } = check((raw) => {
      for (const key of ['foundingYear', 'rating', 'priceRange', 'payment', 'social'] as const)
        delete raw.business[key];
      delete (raw.theme as { emergency?: string }).emergency;
    });
    expect(problems).toEqual([]);
    const ld = localBusiness(model, (p) => `https://x.example${p}`, 'https://x.example/i.jpg');
    for (const key of ['aggregateRating', 'foundingDate', 'priceRange', 'paymentAccepted', 'sameAs'])
      expect(ld).not.toHaveProperty(key);
  });

  it('are written when given', () => {
    const { model } = check(() => {});
    const ld = localBusiness(model, (p) => `https://x.example${p}`, 'https://x.example/i.jpg');
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: model.business.rating!.value });
  });
});
