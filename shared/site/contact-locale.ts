// The site's ContactLocale (shared/contact/locale.ts): what the contact form and the server's check
// need, resolved by the build from site.json's `locale` and `labels`. Its country's rules (which address
// fields the form asks, in what order, what they are called, the postal code and phone checks) come
// from countryRules (country.ts), which siteLocale applies under site.json's own `locale` settings.
import type { SiteModel } from '../../schema/generated/site.js';
import { ownRegionFirst, type ContactLocale } from '../contact/locale.js';
import { siteLabels } from './labels.js';
import { siteLocale } from './locale.js';
import { countryMetadata, findRegion } from './country.js';

export { countryMetadata };

/** The business's region as the form's list writes it: by its code ("OH") or its name ("Québec" for "QC"). */
function ownRegion(model: SiteModel, country: string, regions: readonly string[]): string {
  const written = model.business.address.region ?? '';
  const region = written ? findRegion(written, country, model.site.locale) : undefined;
  return [written, region?.code, region?.name].find((r) => r && regions.includes(r)) ?? '';
}

/** The rules of the country, the business's own region first, the site's words. */
export function contactLocale(model: SiteModel): ContactLocale {
  const locale = siteLocale(model);
  const l = siteLabels(model);
  return {
    country: locale.country,
    phoneFormat: locale.phoneFormat,
    postalCodePattern: locale.postalCodePattern,
    regions: ownRegionFirst(locale.regions, ownRegion(model, locale.country, locale.regions)),
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
