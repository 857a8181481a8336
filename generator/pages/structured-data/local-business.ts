// The business as the schema.org LocalBusiness type site.json names (business.type).
import { normalTag } from '../../../shared/site/languages/languages';
import type { SiteModel, Town } from '../../../schema/generated/site';
import { phoneE164, siteLocale } from '../../../shared/site/locale';

const dayNames = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

function postalAddress(model: SiteModel) {
  const a = model.business.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

/** The schema.org type of the business: site.json's, or plain LocalBusiness. */
export const businessType = (model: SiteModel): string => model.business.type ?? 'LocalBusiness';
/**
 * A served town: a City in its State (US), elsewhere in its AdministrativeArea (a county, a province);
 * a town without a state (the country's addresses name none) is a City alone.
 */
export function city(town: Pick<Town, 'name' | 'state'>, model: SiteModel) {
  if (town.state === undefined) return { '@type': 'City', name: town.name };
  const region = siteLocale(model).country === 'US' ? 'State' : 'AdministrativeArea';
  return { '@type': 'City', name: town.name, containedInPlace: { '@type': region, name: town.state } };
}

/** The short form used as provider/publisher. */
export function businessRef(model: SiteModel, absolute: (p: string) => string) {
  return {
    '@type': businessType(model),
    '@id': absolute('/#business'),
    name: model.business.name,
    telephone: phoneE164(model),
    address: postalAddress(model),
  };
}

export function localBusiness(model: SiteModel, absolute: (p: string) => string, image: string) {
  const b = model.business;
  const hours = Object.entries(b.hours).flatMap(([day, h]) =>
    h === 'closed'
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: dayNames[day as keyof typeof dayNames],
            opens: h.opens,
            closes: h.closes,
          },
        ],
  );
  // Optional facts are written only when site.json gives them: search engines must not read invented figures.
  return {
    ...businessRef(model, absolute),
    url: absolute('/'),
    image,
    email: b.email,
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: hours,
    ...(b.priceRange && { priceRange: b.priceRange }),
    ...(b.payment && { paymentAccepted: b.payment.join(', ') }),
    ...(b.foundingYear !== undefined && { foundingDate: String(b.foundingYear) }),
    ...(b.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: b.rating.value,
        reviewCount: b.rating.count,
        bestRating: 5,
      },
    }),
    areaServed: model.towns.map((t) => city(t, model)),
    ...(b.social && { sameAs: [b.social.url] }),
    // A business of several languages answers in each (schema.org's ContactPoint names them).
    ...(model.site.languages && {
      knowsLanguage: model.site.languages.map(normalTag),
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: businessRef(model, absolute).telephone,
        contactType: 'customer service',
        availableLanguage: model.site.languages.map(normalTag),
      },
    }),
  };
}
