// What each language pack says of a country's postal code and regions (country-words.ts tells what for):
// its shape alone, so the packs name it without importing the packs back.
import type { PostalCodeKind, RegionKind } from '../contact/address-kinds.js';

export interface CountryWords {
  postalCode: Record<PostalCodeKind, string>;
  region: Record<RegionKind, string>;
  /** {label}: the postal code's name; {example}: one of the country's. */
  postalCodeMessage: string;
  /** {example}: a number of the country as it is dialled there. */
  phoneMessage: string;
  /** {name}: the region's name; a list to choose from, or a field to fill in. */
  regionChoose: string;
  regionType: string;
  /** Whether a name keeps its capital inside a sentence (German nouns do). */
  capitals: boolean;
}
