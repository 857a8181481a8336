// Spec points a line-by-line audit of the built site found missing, checked on every built page
// (dist/, which `npm test` builds before Vitest runs): the design process on the design overview,
// the snow page's own emergency line, business structured data and the hero preload on every page,
// the breadcrumb by short names, serviceType naming the service, and the image credits the privacy
// policy points to.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../generator/paths';
import { requireBuiltSite } from '../setup/require-built-site';
import type { SiteModel } from '../../schema/generated/site';

const dist = requireBuiltSite(); // built by this project's globalSetup; fails here, not skips, when missing

const site = JSON.parse(readFileSync(path.join(projectRoot, 'site.json'), 'utf8')) as SiteModel;
const pageAt = (route: string): CheerioAPI => load(readFileSync(path.join(dist, route, 'index.html'), 'utf8'));
/** Every built page but the 404 page, as its route. */
const routes = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(`${path.sep}index.html`) || f === 'index.html')
    .map((f) => `/${path.dirname(f).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'));
type Thing = Record<string, unknown>;
const jsonLd = ($: CheerioAPI): Thing[] =>
  $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => [JSON.parse($(el).text()) as Thing | Thing[]].flat());
/** Every object in the structured data, nested ones included. */
const things = (value: unknown): Thing[] =>
  Array.isArray(value)
    ? value.flatMap(things)
    : value && typeof value === 'object'
      ? [value as Thing, ...Object.values(value).flatMap(things)]
      : [];

describe('spec points on the built pages', () => {
  it('the landscape design overview (and its alias) shows the four-step design process', () => {
    for (const route of ['/landscape-design', '/services/landscape-design']) {
      const steps = pageAt(route)('[data-block="ProcessSteps"] ol > li');
      expect(steps.length, route).toBe(4);
      expect(steps.text(), route).toContain('Consultation');
    }
  });

  it("the snow removal page's emergency band speaks of snow, not tree service; the tree pages' still of trees", () => {
    const band = (route: string) => pageAt(route)('[data-block="CtaBand"]').text();
    expect(band('/services/snow-removal')).toContain('24/7 emergency snow and ice service');
    expect(band('/services/snow-removal')).not.toMatch(/tree/i);
    expect(band('/tree-removal')).toContain('24/7 emergency tree service');
  });

  it('every page names the business in its structured data (name, telephone, address)', () => {
    const pages = routes();
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/portfolio', '/privacy-policy', '/cookie-policy', '/blog', '/image-credits']),
    );
    for (const route of pages) {
      const business = things(jsonLd(pageAt(route))).find((t) => t['@type'] === 'LandscapingBusiness');
      expect(business, route).toMatchObject({
        name: site.business.name,
        telephone: '+14195550142', // E.164, as search engines read it (the page shows (419) 555-0142)
        address: { streetAddress: site.business.address.street },
      });
    }
  });

  it('every page with a hero preloads its image, photo or SVG illustration', () => {
    let svgHeroes = 0;
    for (const route of routes()) {
      const $ = pageAt(route);
      const hero = $('[data-block="Hero"] img').first();
      if (!hero.length) continue;
      const preload = $('link[rel="preload"][as="image"]');
      expect(preload.length, route).toBe(1);
      const heroSrc = hero.attr('src') ?? hero.attr('data-src');
      if (heroSrc?.endsWith('.svg')) {
        svgHeroes += 1;
        expect(preload.attr('href'), route).toBe(heroSrc);
      } else {
        const avif = $('[data-block="Hero"] source[type="image/avif"]').first();
        expect(preload.attr('imagesrcset'), route).toBe(avif.attr('srcset') ?? avif.attr('data-srcset'));
      }
    }
    expect(svgHeroes).toBeGreaterThan(0); // the audit counted 24
  });

  it('the breadcrumb: Home and one short entry per part of the address, the same in the BreadcrumbList', () => {
    const trails = (route: string) => {
      const $ = pageAt(route);
      const shown = $('nav[aria-label="Breadcrumb"] ol li')
        .toArray()
        .map((li) => $(li).text().trim());
      const list = things(jsonLd($)).find((t) => t['@type'] === 'BreadcrumbList');
      const listed = (list?.itemListElement as Thing[] | undefined)?.map((e) => e.name);
      return { shown, listed };
    };
    expect(trails('/services/tree-services')).toEqual({
      shown: ['Home', 'Services', 'Tree Services'],
      listed: ['Home', 'Services', 'Tree Services'],
    });
    expect(trails('/services/snow-removal').shown).toEqual(['Home', 'Services', 'Snow Removal']);
  });

  it("a Service's serviceType is the service's name, never the page's title", () => {
    const names = new Set(site.services.map((s) => s.name));
    const serviceTypes = new Map<string, unknown>();
    for (const route of routes()) {
      const $ = pageAt(route);
      for (const service of things(jsonLd($)).filter((t) => t['@type'] === 'Service')) {
        serviceTypes.set(route, service.serviceType);
        for (const type of [service.serviceType].flat()) {
          expect(names.has(type as string), `${route}: serviceType "${type}"`).toBe(true);
          expect(type, route).not.toBe($('title').text());
        }
      }
    }
    expect(serviceTypes.get('/tree-removal')).toBe('Tree Removal');
    expect(serviceTypes.get('/services/mowing')).toBe('Lawn Mowing');
    expect(serviceTypes.get('/lawn-care-in-huron')).toBe('Lawn Care');
  });

  it('the privacy policy links to the image credits page, which credits every photo of CREDITS.md', () => {
    const privacy = pageAt('/privacy-policy');
    expect(privacy('main a[href="/image-credits"]').length).toBe(1);
    expect(privacy('main').text()).not.toContain('CREDITS.md');
    const $ = pageAt('/image-credits');
    const paragraphs = $('main p')
      .toArray()
      .map((p) => $(p).text());
    const rows = readFileSync(path.join(projectRoot, 'CREDITS.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| [\w-]+\.jpg \|/.test(line));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [file, , authors, license] = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const credit = paragraphs.find((p) => p.startsWith(`${file}:`));
      expect(credit, file).toBeDefined();
      for (const author of authors!.split(', ')) expect(credit, `${file}: ${author}`).toContain(author);
      expect(credit, file).toContain(license);
    }
  });
});
