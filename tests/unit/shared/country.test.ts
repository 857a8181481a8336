// Countries (issue 24, item 2): locale.country alone gives the address format (OpenCage's templates,
// shared/site/address-format.ts), the postal code's rule, name and example, whether the form asks a
// region and what it is called (Google's address metadata, shared/site/country.ts), and the phone rule
// (a valid number of the country, libphonenumber-js; not only a possible one).
import { describe, expect, it } from 'vitest';
import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { addressLayout, ownAddressLayout } from '../../../shared/site/address-format';
import { addressLines, formatAddress, US_ADDRESS_LAYOUT } from '../../../shared/site/business';
import { countryMetadata, countryRules } from '../../../shared/site/country';
import { US_CONTACT_LOCALE, validateContact, type ContactLocale } from '../../../shared/contact/rules';
import { COUNTRIES_FILE, usPhoneJson, US_PHONE_FILE } from '../../../generator/gen-countries';
import { readFileSync } from 'node:fs';

const address = (street: string, postalCode: string, city: string, region = '') => ({
  street,
  city,
  region,
  postalCode,
});

describe('addresses in the order of their country', () => {
  it('US: street, then city, state and ZIP code, as every US site wrote it', () => {
    const huron = address('9810 River Road', '44839', 'Huron', 'OH');
    expect(formatAddress(huron, addressLayout('US'))).toBe('9810 River Road, Huron, OH 44839');
    expect(formatAddress(huron)).toBe('9810 River Road, Huron, OH 44839');
    expect(addressLayout('US')).toEqual(US_ADDRESS_LAYOUT);
    expect(ownAddressLayout('US')).toBeUndefined(); // US pages carry no layout: they stay as they were
  });

  it('DE: street, then postal code and city; no region', () => {
    const koeln = address('Breite Straße 12', '50667', 'Köln', 'Nordrhein-Westfalen');
    expect(formatAddress(koeln, addressLayout('DE'))).toBe('Breite Straße 12, 50667 Köln');
    expect(addressLines(koeln, addressLayout('DE'))).toEqual([['Breite Straße 12'], ['50667', ' ', 'Köln']]);
  });

  it('FR: street, then postal code and city', () => {
    const lyon = address('12 Rue de la République', '69002', 'Lyon', 'Auvergne-Rhône-Alpes');
    expect(formatAddress(lyon, addressLayout('FR'))).toBe('12 Rue de la République, 69002 Lyon');
  });

  it('GB: street, town, postcode, each on its own line', () => {
    const leeds = address('14 Kirkgate', 'LS2 7DJ', 'Leeds', '');
    expect(addressLines(leeds, addressLayout('GB'))).toEqual([['14 Kirkgate'], ['Leeds'], ['LS2 7DJ']]);
    expect(formatAddress(leeds, addressLayout('GB'))).toBe('14 Kirkgate, Leeds, LS2 7DJ');
  });

  it('CA: street, then city, province and postal code (the US order)', () => {
    const ottawa = address('100 Queen St', 'K1A 0B1', 'Ottawa', 'ON');
    expect(formatAddress(ottawa, addressLayout('CA'))).toBe('100 Queen St, Ottawa, ON K1A 0B1');
  });

  it('leaves out a field left empty with the text before it', () => {
    expect(formatAddress(address('9810 River Road', '44839', 'Huron'))).toBe('9810 River Road, Huron 44839');
  });
});

describe("a country's contact-form rules", () => {
  const postalCode = (country: string) => new RegExp(countryRules(country).postalCode.pattern, 'iu');

  it.each([
    ['US', ['44839', '44839-1234'], ['4483', '44839 1234', 'K1A 0B1']],
    ['DE', ['50667', '01067'], ['5066', '506677', 'D-50667']],
    ['FR', ['69002', '75 001'], ['6900', 'LYON']],
    ['GB', ['LS2 7DJ', 'EC1Y 8SY', 'ls27dj'], ['LS2', '12345']],
    ['CA', ['K1A 0B1', 'H3Z2Y7'], ['K1A 0B', 'D1A 0B1', '12345']],
  ])('%s postal codes: %j valid, %j not', (country, valid, invalid) => {
    for (const code of valid) expect(postalCode(country).test(code), code).toBe(true);
    for (const code of invalid) expect(postalCode(country).test(code), code).toBe(false);
  });

  it('name and example the postal code as the country does', () => {
    expect(countryRules('US', 'en-US').postalCode).toMatchObject({ kind: 'zip', label: 'ZIP code', example: '95014' });
    expect(countryRules('CA', 'en-CA').postalCode).toMatchObject({ kind: 'postal', label: 'Postal code' });
    expect(countryRules('DE', 'de-DE').postalCode).toMatchObject({ example: '26133', required: true });
    expect(countryRules('FR', 'fr-FR').postalCode.label).toBe('Code postal');
  });

  it('ask a region where the country writes one: the US a state, required; Canada a province', () => {
    expect(countryRules('US', 'en-US').region).toMatchObject({ asked: true, required: true, name: 'State' });
    expect(countryRules('US').region.list).toEqual(US_CONTACT_LOCALE.regions); // the 50 states, as before
    const ca = countryRules('CA', 'en-CA').region;
    expect(ca).toMatchObject({ asked: true, required: true, kind: 'province', name: 'Province' });
    expect(ca.list).toContain('Ontario');
    expect(countryRules('CA', 'fr-CA').region.name).toBe('Province');
  });

  it('ask none where addresses have none: Germany, France, Britain', () => {
    for (const country of ['DE', 'FR', 'GB']) expect(countryRules(country).region.asked, country).toBe(false);
  });

  it('put the address fields in the order the country writes them', () => {
    expect(countryRules('US').addressOrder).toEqual(['street_address', 'city', 'state', 'zip_code']);
    expect(countryRules('DE').addressOrder).toEqual(['street_address', 'zip_code', 'city']);
    expect(countryRules('FR').addressOrder).toEqual(['street_address', 'zip_code', 'city']);
  });

  it("word the form's messages in the site's language outside the language pack's own country", () => {
    expect(countryRules('CA', 'en-CA').words).toMatchObject({
      postalCodeLabel: 'Postal code',
      postalCodeMessage: 'Please enter a valid postal code (for example H3Z 2Y7).',
      regionLabel: 'Province',
      regionMessage: 'Please choose your province from the list.',
    });
    expect(countryRules('AT', 'de-DE').words.postalCodeMessage).toBe(
      'Bitte prüfen Sie das Feld „Postleitzahl“ (zum Beispiel 1010).',
    );
    // Austria's own regional form (de-AT) is the pack for Austria: its own words.
    expect(countryRules('AT', 'de-AT').words.postalCodeMessage).toBe('Bitte geben Sie eine gültige Postleitzahl ein.');
    // US English: the words every US site had (the schema's defaults).
    expect(countryRules('US', 'en-US').words.postalCodeMessage).toBe(
      'Please enter a valid ZIP code (12345 or 12345-6789).',
    );
  });

  it('compile for every country with the flags the form and the server use', () => {
    const countries = Object.keys(JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8')) as object);
    expect(countries.length).toBeGreaterThan(240);
    for (const country of countries)
      expect(() => new RegExp(countryRules(country).postalCode.pattern, 'iu')).not.toThrow();
  });
});

describe('phone numbers: valid ones of the country, not merely possible ones', () => {
  const values = {
    first_name: 'Anna',
    last_name: 'Schmidt',
    email: 'anna@example.com',
    street_address: 'Breite Straße 12',
    city: 'Köln',
    state: 'OH',
    zip_code: '44839',
  };
  const de: ContactLocale = { ...US_CONTACT_LOCALE, country: 'DE', phoneMetadata: countryMetadata('DE') };
  const phoneOk = (phone: string, locale: ContactLocale) =>
    validateContact({ ...values, cell_phone: phone }, locale)?.field !== 'cell_phone';

  it.each([
    ['US', '(419) 555-0134', US_CONTACT_LOCALE],
    ['DE', '0221 1234567', de],
    ['DE', '0151 23456789', de],
  ])('%s %s is accepted', (_, phone, locale) => expect(phoneOk(phone, locale)).toBe(true));

  it.each([
    ['US', '(123) 456-7890', US_CONTACT_LOCALE],
    ['US', '(555) 555-5555', US_CONTACT_LOCALE],
    ['DE', '12345', de],
    ['DE', '0000 000000', de],
  ])('%s %s is possible but no valid number: refused', (country, phone, locale) => {
    expect(isPossiblePhoneNumber(phone, country as CountryCode)).toBe(true);
    expect(phoneOk(phone, locale)).toBe(false);
  });

  it("comes with the country's own metadata (the US's in the rules; others' with the page)", () => {
    expect(countryRules('DE').phone.metadata).toEqual(countryMetadata('DE'));
    expect(countryRules('DE').phone.example).toBe('01512 3456789');
  });
});

describe('the generated country data', () => {
  it('holds the US phone metadata of the installed libphonenumber-js', () => {
    expect(readFileSync(US_PHONE_FILE, 'utf8')).toBe(usPhoneJson());
  });
});
