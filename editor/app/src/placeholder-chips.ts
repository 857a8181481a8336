// The {placeholders} a text holds, as the office manager reads them: "City: Huron", "Year: 2000".
// Names cover the site's placeholders (generator/placeholders.ts) and the labels' own ones (filled
// by the components that draw them, src/ui/labels.ts); values come from the business's facts where
// the editor knows them, else the chip says what is filled in ("Town: each town's name").
import { formatAddress, type AddressFields } from '../../../shared/site/business';
import { addressLayout } from '../../../shared/site/address-format';
import { t } from '../../shared/i18n';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

type Facts = Record<string, unknown>;
type Business = {
  name?: string;
  phone?: string;
  email?: string;
  foundingYear?: number;
  address?: AddressFields & { country?: string };
};

/** Placeholders with a readable name (chips.<placeholder>.name) and, where the editor cannot know the value yet, what it becomes (.each). */
const NAMED = [
  'city',
  'region',
  'street',
  'year',
  'name',
  'business',
  'phone',
  'tel',
  'email',
  'address',
  'hours',
  'townsServed',
  'yearFounded',
  'town',
  'townSlug',
  'county',
  'zip',
  'state',
  'service',
  'slug',
  'title',
  'excerpt',
  'count',
  'label',
  'network',
  'rating',
  'max',
  'minutes',
  'star',
  'phoneExample',
  'postalCode',
  'privacyLink',
  'size',
] as const;
type Named = (typeof NAMED)[number];
const isNamed = (name: string): name is Named => (NAMED as readonly string[]).includes(name);
const EACH: ReadonlySet<Named> = new Set<Named>([
  'hours',
  'townsServed',
  'town',
  'townSlug',
  'county',
  'zip',
  'state',
  'service',
  'slug',
  'title',
  'excerpt',
  'count',
  'label',
  'network',
  'rating',
  'max',
  'minutes',
  'star',
  'phoneExample',
  'privacyLink',
  'size',
]);
const nameOf = (name: string) => (isNamed(name) ? t(`chips.${name}.name` as 'chips.city.name') : undefined);
const eachOf = (name: string) =>
  isNamed(name) && EACH.has(name) ? t(`chips.${name}.each` as 'chips.town.each') : undefined;

/** What a placeholder becomes on this site, where the business's facts say it; `field` is the text's pointer. */
function valueOf(name: string, model: Facts, field: string): string | undefined {
  const business = (model.business ?? {}) as Business;
  const address = business.address;
  const founded = business.foundingYear === undefined ? undefined : String(business.foundingYear);
  switch (name) {
    case 'city':
      return address?.city;
    case 'region':
      return address?.region;
    case 'street':
      return address?.street;
    case 'postalCode':
      return address?.postalCode;
    case 'address':
      return address ? formatAddress(address, addressLayout(address.country ?? 'US')) : undefined;
    // The footer's tagline says since when (the founding year); the copyright line, this year.
    case 'year':
      return field.endsWith('/footerTagline') ? founded : String(new Date().getFullYear());
    case 'yearFounded':
      return founded;
    case 'name':
    case 'business':
      return business.name;
    case 'phone':
    case 'tel':
      return business.phone;
    case 'email':
      return business.email;
    default:
      return undefined;
  }
}

export interface Chip {
  placeholder: string;
  text: string;
}

/** The chips for a text, once per placeholder, in the order the text has them. */
export function chipsFor(text: string, model: Facts, field: string): Chip[] {
  const seen = new Set<string>();
  const chips: Chip[] = [];
  for (const [, placeholder] of text.matchAll(PLACEHOLDER)) {
    if (seen.has(placeholder)) continue;
    seen.add(placeholder);
    const name = nameOf(placeholder);
    const value = valueOf(placeholder, model, field) ?? eachOf(placeholder);
    chips.push({
      placeholder,
      text: name ? t('chips.chip', { name, value: value ?? '…' }) : t('chips.unknown', { placeholder }),
    });
  }
  return chips;
}

/** The text as it reads on the page, each placeholder given its value, or its readable name where the value differs by page. */
export function filledIn(text: string, model: Facts, field = ''): string {
  return text.replace(
    PLACEHOLDER,
    (whole, placeholder: string) => valueOf(placeholder, model, field) ?? nameOf(placeholder) ?? whole,
  );
}
