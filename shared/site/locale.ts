// site.json's `locale` with the schema's defaults filled in: every property is optional, and a site
// without them gets today's US rules.
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { Locale, SiteModel } from '../../schema/generated/site.js';
import { US_CONTACT_LOCALE } from '../contact/locale.js';
import { schemaDefaults } from './schema-defaults.js';

export type SiteLocale = Required<Locale>;

const LOCALE_DEFAULTS = schemaDefaults<Locale>('Locale');

export function siteLocale(model: SiteModel): SiteLocale {
  // The 50 states are the default of a US site only: elsewhere the region is typed unless listed.
  const regions = (model.locale?.country ?? 'US') === 'US' ? US_CONTACT_LOCALE.regions : [];
  return { ...LOCALE_DEFAULTS, regions, ...model.locale } as SiteLocale;
}

/** The business phone as a tel: link in international form, e.g. tel:+14195550142. */
export function telHref(model: SiteModel): string {
  const { phone } = model.business;
  const number = parsePhoneNumberFromString(phone, siteLocale(model).country as CountryCode);
  return `tel:${number?.number ?? phone.replace(/[^\d+]/g, '')}`;
}

/** An example number of the country as it is dialled there, e.g. (201) 555-0123 in the US. */
export function phoneExample(country: string): string {
  return getExampleNumber(country as CountryCode, mobileExamples)?.formatNational() ?? '';
}
