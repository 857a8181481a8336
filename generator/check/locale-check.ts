// Checks of the business facts against site.json's locale, which a schema pattern cannot do for every
// country: the phone is a valid number of locale.country (libphonenumber-js), postal codes match the
// locale's pattern, regions are in its list, the office address and each town have a region where their
// country's addresses must (a US state); a label uses only the placeholders
// the table says it holds (shared/site/placeholder-table.ts).
import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { SiteModel } from '../../schema/generated/site';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';
import type { Message } from '../errors/entry';
import { labelPlaceholders } from '../../shared/site/placeholder-table';
import { phoneExample, siteLocale } from '../../shared/site/locale';
import { countryRules, findRegion, regionsOf } from '../../shared/site/country';
import { escapePointer } from '../model/walk';

export function localeProblems(model: SiteModel): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, m: Message) => problems.push({ pointer, ...m });
  const locale = siteLocale(model);
  const { business } = model;
  // The towns as far as they are a list: a file the schema refused there still has its phone checked.
  const towns = Array.isArray(model.towns) ? model.towns : [];

  if (!isSupportedCountry(locale.country)) add('/locale/country', catalogue.unknownCountry(locale.country));
  else if (!isValidPhoneNumber(business.phone, locale.country as CountryCode))
    add('/business/phone', catalogue.badPhone(business.phone, locale.country, phoneExample(locale.country)));

  let postalCode: RegExp | undefined;
  try {
    postalCode = new RegExp(locale.postalCodePattern, 'iu');
  } catch {
    add('/locale/postalCodePattern', catalogue.badRegExp(locale.postalCodePattern));
  }
  // A postal code of the site's own that is right shows how one is written (the pattern is for developers).
  const example = [business.address.postalCode, ...towns.map((t) => t.postalCode)].find((code) =>
    postalCode?.test(code),
  );
  const checkPostalCode = (value: string, pointer: string) => {
    if (postalCode && !postalCode.test(value))
      add(pointer, catalogue.badPostalCode(value, locale.postalCodeLabel, locale.postalCodePattern, example));
  };
  // A region by its name in the list, or (the country's own list) by its code: "QC" and "Québec". The
  // US's list is the spec's state codes, and so are its addresses.
  const ownList = !model.locale?.regions && locale.country !== 'US';
  const known = (value: string) =>
    locale.regions.includes(value) || (ownList && !!findRegion(value, locale.country, model.site.locale));
  const named = ownList ? regionsOf(locale.country, model.site.locale) : [];
  const allowed = named.length ? named.map((r) => `${r.name} (${r.code})`) : locale.regions;
  const checkRegion = (value: string, pointer: string) => {
    if (locale.regions.length && !known(value))
      add(pointer, catalogue.unknownRegion(value, locale.regionLabel, allowed));
  };
  // A region of the site's own that is right shows how one is written.
  const regionExample = () =>
    [business.address.region, ...towns.map((t) => t.state)].find((s) => s && known(s)) ?? locale.regions[0];
  checkPostalCode(business.address.postalCode, '/business/address/postalCode');
  const { region } = business.address;
  if (region !== undefined) checkRegion(region, '/business/address/region');
  else {
    // The region is written only where the office's country's addresses have one (Google's address metadata).
    const rules = countryRules(business.address.country);
    if (rules.region.required) {
      add('/business/address', catalogue.missingRegion(rules.region.kind, business.address.country, regionExample()));
    }
  }
  // A town's state likewise, by the rules of the site's country (whose regions locale.regions lists).
  const townRules = countryRules(locale.country);
  towns.forEach((town, i) => {
    checkPostalCode(town.postalCode, `/towns/${i}/postalCode`);
    if (town.state !== undefined) checkRegion(town.state, `/towns/${i}/state`);
    else if (townRules.region.required)
      add(
        `/towns/${i}/state`,
        catalogue.townMissingRegion(town.name, townRules.region.kind, locale.country, regionExample()),
      );
  });
  for (const [key, text] of Object.entries(model.labels ?? {})) {
    const allowed: string[] = labelPlaceholders(key);
    for (const name of placeholders(text))
      if (!allowed.includes(name)) add(`/labels/${escapePointer(key)}`, catalogue.unknownPlaceholder(name, allowed));
  }
  return problems;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
