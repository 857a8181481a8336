// The kinds of postal code and region Google's address metadata names (country.ts reads them): a leaf,
// so the language packs can name their words for each without importing the contact form's locale.
/** What a country calls its postal code (Google's address metadata): a ZIP code, a postal code, a PIN code, an Eircode. */
export type PostalCodeKind = 'zip' | 'postal' | 'pin' | 'eircode';
/** What a country calls its regions (Google's address metadata); a province when it says nothing. */
export type RegionKind =
  | 'area'
  | 'county'
  | 'department'
  | 'district'
  | 'do_si'
  | 'emirate'
  | 'island'
  | 'oblast'
  | 'parish'
  | 'prefecture'
  | 'province'
  | 'region'
  | 'state';
