// An address's region (issue 24): site.json gives one only where the country's addresses have one.
// The schema leaves it optional; the check asks for it where Google's address metadata requires it (a
// US state), in plain words; an address without one is written, marked up (JSON-LD) and shown in the
// footer's line without a gap or a stray comma.
import { describe, expect, it } from 'vitest';
import { SITES_WITHOUT_REGIONS, problemsOf } from '../../helpers/site-problems';
import { readFileSync } from 'node:fs';
import type { SiteModel } from '../../../schema/generated/site';
import { addressLayout } from '../../../shared/site/address-format';
import { addressLines, formatAddress } from '../../../shared/site/business';
import { countryRules } from '../../../shared/site/country';
import { fill } from '../../../shared/site/fill';
import { enginePack } from '../../../shared/site/languages/packs';
import { contactLocale } from '../../../shared/site/contact-locale';
import { businessRef } from '../../../generator/pages/structured-data/local-business';

const siteOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SiteModel;
const withoutRegion = <T extends { region?: string }>({ region: _region, ...rest }: T) => rest;

describe("a country's addresses", () => {
  it('need a region where Google says so (US, Canada, Spain), not in Germany, France or Britain', () => {
    expect(['US', 'CA', 'ES', 'IT'].filter((c) => countryRules(c).region.required)).toEqual(['US', 'CA', 'ES', 'IT']);
    expect(['DE', 'FR', 'GB', 'AT', 'CH'].filter((c) => countryRules(c).region.required)).toEqual([]);
  });

  it('are written without one, with no gap or stray comma', () => {
    const koeln = { street: 'Venloer Straße 412', city: 'Köln', postalCode: '50825' };
    expect(formatAddress(koeln, addressLayout('DE'))).toBe('Venloer Straße 412, 50825 Köln');
    expect(formatAddress(koeln, addressLayout('FR'))).toBe('Venloer Straße 412, 50825 Köln');
    expect(addressLines({ street: '14 Kirkgate', city: 'Leeds', postalCode: 'LS2 7DJ' }, addressLayout('GB'))).toEqual([
      ['14 Kirkgate'],
      ['Leeds'],
      ['LS2 7DJ'],
    ]);
    // Where the post writes the region by its code: Canada's province, Italy's province after the town.
    const region = { region: 'Québec', regionCode: 'QC' };
    expect(
      formatAddress(
        { street: '845, rue Saint-Jean', city: 'Québec', postalCode: 'G1R 4P5', ...region },
        addressLayout('CA'),
      ),
    ).toBe('845, rue Saint-Jean, Québec, QC G1R 4P5');
    expect(
      formatAddress(
        { street: 'Via di Corticella 88', city: 'Bologna', postalCode: '40128', region: 'Bologna', regionCode: 'BO' },
        addressLayout('IT'),
      ),
    ).toBe('Via di Corticella 88, 40128 Bologna BO');
    // A US address needs its state (the check says so), but is never written with "undefined".
    expect(formatAddress({ street: '9810 River Road', city: 'Huron', postalCode: '44839' })).toBe(
      '9810 River Road, Huron 44839',
    );
  });
});

describe("the footer's line", () => {
  it('leaves the region out with the words that join it, in every language', () => {
    const line = (locale: string, year?: number) => {
      const { labels } = enginePack(locale);
      return fill(year ? labels.footerTagline : labels.footerTaglineNoYear, { city: 'Köln', region: undefined, year });
    };
    expect(line('en-US', 2000)).toBe('Serving Köln and nearby towns since 2000.');
    expect(line('de-DE', 2009)).toBe('Seit 2009 für Sie da – in Köln und Umgebung.');
    expect(line('fr-FR')).toBe('À votre service à Köln et dans les environs.');
    expect(line('es-ES')).toBe('Al servicio de Köln y alrededores.');
  });

  it('keeps the region where the site gives one, as before', () => {
    const { labels } = enginePack('en-US');
    expect(fill(labels.footerTagline, { city: 'Huron', region: 'OH', year: 2000 })).toBe(
      'Serving Huron, OH and nearby towns since 2000.',
    );
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}'); // a name without a value stays as written
  });
});

describe('the German and French examples', () => {
  for (const name of ['elektriker-koeln', 'plombier-lyon']) {
    const model = siteOf(`examples/${name}/site.json`);

    it(`${name}: give no region, and its JSON-LD names none`, () => {
      expect(model.business.address).not.toHaveProperty('region');
      const address = businessRef(model, (p) => `https://example.com${p}`).address;
      expect(JSON.parse(JSON.stringify(address))).not.toHaveProperty('addressRegion');
      expect(address).toMatchObject({ addressLocality: model.business.address.city });
    });

    it(`${name}: the contact form's regions do not ask for it`, () => {
      expect(contactLocale(model).regions).toEqual([]);
    });
  }

  it('the US default site keeps addressRegion in its JSON-LD', () => {
    expect(businessRef(siteOf('site.json'), (p) => p).address).toMatchObject({ addressRegion: 'OH' });
  });
});

describe('the check (E-REGION-MISSING)', () => {
  it('says in plain words that a US address needs its state', async () => {
    const problems = await problemsOf('tests/fixtures/minimal/site.json', (site) => {
      site.business.address = withoutRegion(site.business.address);
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/business/address',
        code: 'E-REGION-MISSING',
        message: 'The office address has no state, which addresses in the United States must have.',
        hint: 'Fill in its "State or region" as the post office writes it, like OH.',
      }),
    ]);
  });

  it('asks nothing of a German or French address without one', async () => {
    for (const file of SITES_WITHOUT_REGIONS)
      expect(
        await problemsOf(file, (site) => {
          site.business.address = withoutRegion(site.business.address);
        }),
        file,
      ).toEqual([]);
  });

  it('names the kind of region and the country: a province in Spain', async () => {
    const problems = await problemsOf('tests/fixtures/german/site.json', (site) => {
      site.business.address = { ...withoutRegion(site.business.address), country: 'ES' };
    });
    expect(problems.filter((p) => p.code === 'E-REGION-MISSING')).toEqual([
      expect.objectContaining({
        message: 'The office address has no province, which addresses in Spain must have.',
      }),
    ]);
  });
});
