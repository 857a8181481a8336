// The words in the text every town shares that each page fills in, written as she reads them:
// "[town]" for the engine's {town}. The wizards show and take this form; site.json keeps its own.
const WORDS: Record<string, string> = {
  town: 'town',
  county: 'county',
  state: 'state',
  zip: 'postal code',
  service: 'service name',
  phone: 'phone',
  email: 'email',
  business: 'business name',
  address: 'address',
  hours: 'opening hours',
  townsServed: 'towns served',
  yearFounded: 'year founded',
};
const NAMES = Object.fromEntries(Object.entries(WORDS).map(([name, words]) => [words, name]));

/** "Fall cleanup in {town}" → "Fall cleanup in [town]". */
export const toWords = (text: string) =>
  text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => (WORDS[name] ? `[${WORDS[name]}]` : whole));

/** "Gutters in [town]" → "Gutters in {town}"; brackets that name nothing stay as typed. */
export const fromWords = (text: string) =>
  text.replace(/\[([a-z ]+)\]/gi, (whole, words: string) =>
    NAMES[words.toLowerCase()] ? `{${NAMES[words.toLowerCase()]}}` : whole,
  );
