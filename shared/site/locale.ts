// site.json's `locale` with the defaults filled in: every property is optional, and a site without
// them gets today's US rules; the words of the form (what a postal code and a region are called, the
// messages) and the clock come from the site's language pack (languages/; English: the schema's defaults).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Locale, SiteModel } from '../../schema/generated/site.js';
import { countryRules } from './country.js';
import { enginePack } from './languages/packs.js';
import type { EnginePack } from './languages/en.js';
import { schemaDefaults } from './schema-defaults.js';

export type SiteLocale = Required<Locale>;

const LOCALE_DEFAULTS = schemaDefaults<Locale>('Locale');

/** The last site's answer and what it was made of: every page of a build asks for the same. */
let last: { key: string; pack: EnginePack; locale: Readonly<SiteLocale> } | undefined;

export function siteLocale(model: SiteModel): Readonly<SiteLocale> {
  const pack = enginePack(model.site.locale);
  const key = `${model.site.locale}\n${JSON.stringify(model.locale ?? null)}`;
  if (last?.key === key && last.pack === pack) return last.locale;
  // The country's rules (country.ts): how its postal codes are written, its regions (the 50 states of
  // the US; none where addresses name none), and outside the pack's own country what both are called.
  const rules = countryRules(siteCountry(model), model.site.locale);
  const locale = Object.freeze({
    ...LOCALE_DEFAULTS,
    ...pack.locale,
    hourCycle: pack.formats.hourCycle,
    postalCodePattern: rules.postalCode.pattern,
    regions: rules.region.list,
    ...rules.words,
    ...model.locale,
  } as SiteLocale);
  last = { key, pack, locale };
  return locale;
}

/** The site's country (locale.country, the US when left out), whose rules its towns' postal codes and states follow. */
export const siteCountry = (model: Pick<SiteModel, 'locale'>): string =>
  model.locale?.country ?? LOCALE_DEFAULTS.country!;

/** The business phone in international form, E.164 (+14195550142): for links and search engines' data. */
export function phoneE164(model: SiteModel): string {
  const { phone } = model.business;
  const country = siteLocale(model).country;
  if (lastPhone?.phone !== phone || lastPhone.country !== country) {
    const number = parsePhoneNumberFromString(phone, country as CountryCode);
    lastPhone = { phone, country, e164: number?.number ?? phone.replace(/[^\d+]/g, '') };
  }
  return lastPhone.e164;
}
/** The last phone read, with its country: every page of a build writes the same. */
let lastPhone: { phone: string; country: string; e164: string } | undefined;

/** The business phone as a tel: link, e.g. tel:+14195550142. */
export const telHref = (model: SiteModel): string => `tel:${phoneE164(model)}`;

export { phoneExample } from './country.js';
