// How each country writes a postal address, from OpenCage's address templates (maintained data for
// some 250 countries, through @fragaria/address-formatter): the build, the editor and the checks ask
// here, and hand the pages and the server the few words of the layout (business.ts formats with it),
// so neither the browser nor the public server carries every country's templates.
import addressFormatter from '@fragaria/address-formatter';
import { US_ADDRESS_LAYOUT, type AddressLayout } from './business.js';

/** Values no template changes, put in place of the fields and back: what is left is the country's layout. */
const MARKS = {
  road: 'STREETMARK',
  city: 'CITYMARK',
  state: 'REGIONMARK',
  state_code: 'REGIONCODEMARK',
  countyCode: 'PROVINCECODEMARK',
  postcode: 'POSTCODEMARK',
} as const;
const FIELDS: [string, string][] = [
  [MARKS.road, '{street}'],
  [MARKS.city, '{city}'],
  [MARKS.state_code, '{regionCode}'],
  [MARKS.countyCode, '{regionCode}'],
  [MARKS.state, '{region}'],
  [MARKS.postcode, '{postalCode}'],
];

/** Countries whose addresses' region is what the templates call a county: Italy's province, written by its code ("40128 Bologna BO"). */
const REGION_IS_COUNTY = new Set(['IT']);

const layouts = new Map<string, AddressLayout>();

/**
 * The country's address layout, e.g. DE ["{street}", "{postalCode} {city}"], FR the same, GB
 * ["{street}", "{city}", "{postalCode}", "{region}"], US and CA ["{street}", "{city}, {regionCode}
 * {postalCode}"]: where the post writes a region by its code ("QC"), the layout says {regionCode}.
 * `country`: ISO 3166 code. An address is written without its country's name (the site's visitors live there).
 */
export function addressLayout(country: string): AddressLayout {
  const known = layouts.get(country);
  if (known) return known;
  const lines = addressFormatter.format(
    { ...MARKS, countyCode: REGION_IS_COUNTY.has(country) ? MARKS.countyCode : undefined, countryCode: country },
    { output: 'array', appendCountry: false, cleanupPostcode: false },
  );
  const layout = lines.map((line) => FIELDS.reduce((text, [mark, field]) => text.replace(mark, field), line));
  layouts.set(country, layout);
  return layout;
}

/** The layout when it is not the US's, which pages and the server take when none is given (their data stays as it was). */
export function ownAddressLayout(country: string): AddressLayout | undefined {
  const layout = addressLayout(country);
  return layout.join('\n') === US_ADDRESS_LAYOUT.join('\n') ? undefined : layout;
}
