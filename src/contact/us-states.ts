// The 50 US state codes offered by the contact form. Ohio comes first because nearly every
// customer is local; the rest follow alphabetically by code.
export const US_STATES = [
  'OH',
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH',
  'NJ', 'NM', 'NV', 'NY', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;

export type UsState = (typeof US_STATES)[number];

export function isUsState(value: string): value is UsState {
  return (US_STATES as readonly string[]).includes(value);
}
