// A country's contact-form rules (CountryRules, shared/contact/locale.ts), from maintained data:
// Google's address metadata (countries.generated.json, npm run gen:countries) says whether an address
// has a postal code and a region, how a postal code is written, what both are called; libphonenumber-js
// says what a valid phone number is. For the build, the editor and the checks; the browser and the
// server get what they need of it resolved (ContactLocale).
import allMetadata from 'libphonenumber-js/metadata.max.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { US_CONTACT_LOCALE, type CountryRules, type PostalCodeKind, type RegionKind } from '../contact/locale.js';
import type { ContactField } from '../contact/fields.js';
import usPhone from '../contact/us-phone.generated.json' with { type: 'json' };
import countries from './countries.generated.json' with { type: 'json' };
import { countryWords, inSentence } from './country-words.js';
import { fill } from './fill.js';
import { enginePack } from './languages/packs.js';
import { languageOf } from './languages/languages.js';

/** One country of Google's address metadata, as gen-countries.ts keeps it. */
interface CountryData {
  /** The address's layout: %A street, %C city, %S region, %Z postal code, %n a new line. */
  fmt?: string;
  /** The fields an address must have, e.g. "ACSZ". */
  require?: string;
  zip?: string;
  zipex?: string;
  zipName?: string;
  regionName?: string;
  /** Each region: its code, its name in the country's own language, and its names in others. */
  regions?: [code: string, name: string, names?: Record<string, string>][];
}
const COUNTRIES = countries as unknown as Record<string, CountryData>;
/** Google's defaults for a country that says nothing. */
const DEFAULT_FMT = '%N%n%O%n%A%n%C';
const DEFAULT_REQUIRE = 'AC';

const FORM_FIELDS: Record<string, ContactField> = { A: 'street_address', C: 'city', S: 'state', Z: 'zip_code' };

/**
 * The rules of `country` (ISO 3166 code) in the language of `locale` (site.locale). US: the form every
 * site had before (its ZIP pattern without a space, the 50 states), so US sites stay as they were.
 */
export function countryRules(country: string, locale = 'en-US'): CountryRules {
  const key = `${country} ${locale}`;
  const known = rulesByCountry.get(key);
  if (known) return known;
  const rules = rulesOf(country, locale);
  rulesByCountry.set(key, rules);
  return rules;
}
/** Made once per country and language: siteLocale asks on every page. */
const rulesByCountry = new Map<string, CountryRules>();

function rulesOf(country: string, locale: string): CountryRules {
  const data = COUNTRIES[country] ?? {};
  const fmt = data.fmt ?? DEFAULT_FMT;
  const required = data.require ?? DEFAULT_REQUIRE;
  const words = countryWords(locale);
  const postalKind = (data.zipName ?? 'postal') as PostalCodeKind;
  const regionKind = (data.regionName ?? 'province') as RegionKind;
  const us = country === 'US';
  const postalCode = {
    asked: !!data.zip && fmt.includes('%Z'),
    required: !!data.zip && required.includes('Z'),
    pattern: us ? US_CONTACT_LOCALE.postalCodePattern : data.zip ? `^(?:${data.zip})$` : '',
    example: data.zipex ?? '',
    kind: postalKind,
    label: words.postalCode[postalKind],
  };
  const region = {
    asked: fmt.includes('%S'),
    required: required.includes('S'),
    kind: regionKind,
    name: words.region[regionKind],
    list: us ? US_CONTACT_LOCALE.regions : regionsOf(country, locale).map((r) => r.name),
  };
  const phone = {
    example: phoneExample(country),
    metadata: us ? (usPhone as unknown as MetadataJson) : countryMetadata(country),
  };
  // In the country a language pack is written for, its own words (US English: the schema's defaults).
  const pack = enginePack(locale);
  const own = pack.country === country;
  const packWords = pack.locale;
  if (own) {
    postalCode.label = packWords.postalCodeLabel;
    region.name = packWords.regionLabel;
  }
  return {
    country,
    postalCode,
    region,
    phone,
    addressOrder: [...fmt.matchAll(/%([ACSZ])/g)]
      .map((m) => m[1]!)
      .filter((f) => (f === 'S' ? region.asked : f === 'Z' ? postalCode.asked : true))
      .map((f) => FORM_FIELDS[f]!),
    words: own
      ? packWords
      : {
          postalCodeLabel: postalCode.label,
          postalCodeMessage: fill(words.postalCodeMessage, {
            label: postalKind === 'eircode' ? postalCode.label : inSentence(postalCode.label, words),
            example: postalCode.example,
          }),
          phoneMessage: fill(words.phoneMessage, { example: phone.example }),
          regionLabel: region.name,
          regionMessage: fill(region.list.length ? words.regionChoose : words.regionType, {
            name: inSentence(region.name, words),
          }),
        },
  };
}

/**
 * An example number of the country as it is dialled there, e.g. (201) 555-0123 in the US; in North
 * America, in the business's own area ("418 555-0123" for an office in Québec City), with the
 * 555-01xx numbers kept for examples.
 */
export function phoneExample(country: string, businessPhone?: string): string {
  const own = businessPhone ? parsePhoneNumberFromString(businessPhone, country as CountryCode) : undefined;
  if (own?.isValid() && own.countryCallingCode === '1') {
    const example = parsePhoneNumberFromString(`+1${own.nationalNumber.slice(0, 3)}5550123`);
    if (example) return example.formatNational();
  }
  return getExampleNumber(country as CountryCode, mobileExamples)?.formatNational() ?? '';
}

/** libphonenumber-js's full metadata cut to one country (its calling code maps to it alone): enough to tell a valid number. */
export function countryMetadata(country: string): MetadataJson {
  const metadata = allMetadata as unknown as { version: number; countries: Record<string, [string, ...unknown[]]> };
  const countryMetadata = metadata.countries[country];
  if (!countryMetadata)
    return { version: metadata.version, country_calling_codes: {}, countries: {} } as unknown as MetadataJson;
  return {
    version: metadata.version,
    country_calling_codes: { [countryMetadata[0]]: [country] },
    countries: { [country]: countryMetadata },
  } as unknown as MetadataJson;
}

export interface Region {
  /** Its code, as the post writes it where addresses name regions by code ("QC", "OH"). */
  code: string;
  /** Its name in the site's language, else in the country's own ("Québec" for fr, "Quebec" for en). */
  name: string;
}

/** The country's regions, each by its code and its name in the language of `locale`. */
export function regionsOf(country: string, locale: string): Region[] {
  const language = languageOf(locale);
  return (COUNTRIES[country]?.regions ?? []).map(([code, name, names]) => ({ code, name: names?.[language] ?? name }));
}

/** The region a value names: by its code or its name in the site's language, in any case; none for another. */
export function findRegion(value: string, country: string, locale: string): Region | undefined {
  const wanted = value.trim().toLocaleLowerCase();
  return regionsOf(country, locale).find(
    (r) => r.code.toLocaleLowerCase() === wanted || r.name.toLocaleLowerCase() === wanted,
  );
}

/**
 * The office address with its region's code beside a region written by its name ("Québec" → "QC"),
 * for a country whose post writes the code (a layout's {regionCode}), and the region's name in the
 * site's language ("QC" → "Québec"), so a sentence can tell it from the city's; as it is otherwise.
 */
export function withRegionCode<A extends { region?: string; country: string }>(
  address: A,
  locale: string,
): A & { regionCode?: string; regionName?: string } {
  const region = address.region ? findRegion(address.region, address.country, locale) : undefined;
  if (!region) return address;
  return region.code !== address.region
    ? { ...address, regionCode: region.code, regionName: region.name }
    : { ...address, regionName: region.name };
}
