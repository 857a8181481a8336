// The {placeholders} a text holds, as the office manager reads them: "City: Huron", "Year: 2000".
// Names cover the site's placeholders (generator/placeholders.ts) and the labels' own ones (filled
// by the components that draw them, src/ui/labels.ts); values come from the business's facts where
// the editor knows them, else the chip says what is filled in ("Town: each town's name").
import { formatAddress } from '../../../shared/site/business';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

type Facts = Record<string, unknown>;
type Business = {
  name?: string;
  phone?: string;
  email?: string;
  foundingYear?: number;
  address?: Parameters<typeof formatAddress>[0];
};

/** A readable name for each placeholder, and what it becomes when the editor cannot know it yet. */
const NAMES: Record<string, { name: string; each?: string }> = {
  city: { name: 'City' },
  region: { name: 'State' },
  street: { name: 'Street' },
  year: { name: 'Year' },
  name: { name: 'Business name' },
  business: { name: 'Business name' },
  phone: { name: 'Phone' },
  tel: { name: 'Phone number to dial' },
  email: { name: 'E-mail' },
  address: { name: 'Address' },
  hours: { name: 'Opening hours', each: 'the opening hours' },
  townsServed: { name: 'Towns served', each: 'the towns served' },
  yearFounded: { name: 'Year founded' },
  town: { name: 'Town', each: "each town's name" },
  townSlug: { name: "Town's address name", each: "each town's address name" },
  county: { name: 'County', each: "each town's county" },
  zip: { name: 'ZIP code', each: "each town's ZIP code" },
  state: { name: 'State', each: "each town's state" },
  service: { name: 'Service', each: "the page's service" },
  slug: { name: "Post's address name", each: "each post's address name" },
  title: { name: 'Title', each: 'the title' },
  excerpt: { name: 'Post summary', each: "each post's summary" },
  count: { name: 'Number', each: 'the number' },
  label: { name: 'Entry', each: "the entry's name" },
  network: { name: 'Network', each: 'Facebook, Instagram, …' },
  rating: { name: 'Rating', each: 'the stars given' },
  max: { name: 'Most stars', each: '5' },
  minutes: { name: 'Minutes', each: 'the minutes' },
  star: { name: 'Star', each: '*' },
  phoneExample: { name: 'Example phone number', each: 'an example number' },
  postalCode: { name: 'Postal code' },
};

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
      return address ? formatAddress(address) : undefined;
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
    const known = NAMES[placeholder];
    const value = valueOf(placeholder, model, field) ?? known?.each;
    chips.push({ placeholder, text: known ? `${known.name}: ${value ?? '…'}` : `${placeholder}: not filled in here` });
  }
  return chips;
}

/** The text as it reads on the page, each placeholder given its value, or its readable name where the value differs by page. */
export function filledIn(text: string, model: Facts, field = ''): string {
  return text.replace(
    PLACEHOLDER,
    (whole, placeholder: string) => valueOf(placeholder, model, field) ?? NAMES[placeholder]?.name ?? whole,
  );
}
