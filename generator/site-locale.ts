// site.json's `labels` and `locale`, with the schema's defaults filled in: every new property is
// optional, and a site without them gets today's English, US wording and rules.
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import allMetadata from 'libphonenumber-js/metadata.min.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import schema from '../schema/site.schema.json' with { type: 'json' };
import type { Locale, SiteModel } from '../schema/generated/site';
import { fill, type Labels } from '../src/ui/labels';
import { ownRegionFirst, US_CONTACT_LOCALE, type ContactLocale } from '../src/contact/locale';

type Defaults<T> = { [K in keyof T]-?: { default?: T[K] } };
const defs = schema.$defs as unknown as {
  Labels: { properties: Defaults<Labels> };
  Locale: { properties: Defaults<Locale> };
};

function defaultsOf<T>(properties: Defaults<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, p]) =>
      (p as { default?: unknown }).default === undefined ? [] : [[key, (p as { default?: unknown }).default]],
    ),
  ) as Partial<T>;
}

/** The schema's default wording of every label (what a site without `labels` shows). */
export const LABEL_DEFAULTS = defaultsOf(defs.Labels.properties) as Labels;

export type SiteLocale = Required<Locale>;

const LOCALE_DEFAULTS = defaultsOf(defs.Locale.properties);

export function siteLocale(model: SiteModel): SiteLocale {
  // The 50 states are the default of a US site only: elsewhere the region is typed unless listed.
  const regions = (model.locale?.country ?? 'US') === 'US' ? US_CONTACT_LOCALE.regions : [];
  return { ...LOCALE_DEFAULTS, regions, ...model.locale } as SiteLocale;
}

/**
 * The labels the pages show: site.json's over the defaults, with the placeholders that stand for
 * business facts filled in here ({phoneExample}: an example number of the country, as libphonenumber-js
 * writes it; {postalCode}: the office's). The rest ({town}, {count}...) are filled in where shown.
 */
/** Placeholders for business facts, filled in by the build in any label. */
export const LABEL_FACTS = ['phoneExample', 'postalCode'] as const;

export function siteLabels(model: SiteModel): Labels {
  const labels = { ...LABEL_DEFAULTS, ...model.labels };
  const facts = {
    phoneExample: phoneExample(siteLocale(model).country),
    postalCode: model.business.address.postalCode,
  };
  return Object.fromEntries(Object.entries(labels).map(([key, text]) => [key, fill(text, facts)])) as Labels;
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

/** What the contact form and the server's check need: the rules of the country, the business's own region first, the site's words. */
export function contactLocale(model: SiteModel): ContactLocale {
  const locale = siteLocale(model);
  const l = siteLabels(model);
  return {
    country: locale.country,
    phoneFormat: locale.phoneFormat,
    postalCodePattern: locale.postalCodePattern,
    regions: ownRegionFirst(locale.regions, model.business.address.region),
    messages: {
      phone: locale.phoneMessage,
      postalCode: locale.postalCodeMessage,
      region: locale.regionMessage,
      honeypot: l.messageHoneypot,
      firstName: l.messageFirstName,
      lastName: l.messageLastName,
      email: l.messageEmail,
      street: l.messageStreet,
      city: l.messageCity,
      comments: l.messageComments,
      hiddenCharacters: l.messageHiddenCharacters,
      tooLong: l.messageTooLong,
      required: l.messageRequired,
      unexpectedField: l.messageUnexpectedField,
      invalid: l.messageInvalid,
      success: l.messageSuccess,
      failure: l.messageFailure,
      rateLimited: l.messageRateLimited,
      busy: l.messageBusy,
    },
    fieldLabels: {
      first_name: l.firstName,
      last_name: l.lastName,
      cell_phone: l.cellPhone,
      email: l.emailField,
      street_address: l.street,
      city: l.city,
      state: locale.regionLabel,
      zip_code: locale.postalCodeLabel,
      comments: l.comments,
    },
    ...(locale.country !== 'US' && { phoneMetadata: countryMetadata(locale.country) }),
  };
}

/** libphonenumber-js's metadata cut to one country (its calling code maps to it alone). */
export function countryMetadata(country: string): MetadataJson {
  const metadata = allMetadata as unknown as { version: number; countries: Record<string, [string, ...unknown[]]> };
  const countryMetadata = metadata.countries[country];
  return {
    version: metadata.version,
    country_calling_codes: { [countryMetadata[0]]: [country] },
    countries: { [country]: countryMetadata },
  } as unknown as MetadataJson;
}
