import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countryMetadata } from '../../../shared/site/contact-locale';
import {
  CONTACT_FIELDS,
  EMPTY_VALUES,
  FIELD_LABELS,
  HONEYPOT_FIELD,
  DEFAULT_MESSAGES,
  US_CONTACT_LOCALE,
  US_STATES,
  formatPhone,
  normalizeContact,
  ownRegionFirst,
  shapeZip,
  type ContactLocale,
  validateAll,
  validateContact,
} from '../../../shared/contact/rules';
import { fill } from '../../../shared/site/fill';

const valid = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  cell_phone: '(419) 555-0134',
  email: 'mary@example.com',
  street_address: '12 Lake St',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
  comments: '',
};

describe('field list and states', () => {
  it('lists the nine fields of section 7 in form order', () => {
    expect(CONTACT_FIELDS).toEqual([
      'first_name',
      'last_name',
      'cell_phone',
      'email',
      'street_address',
      'city',
      'state',
      'zip_code',
      'comments',
    ]);
  });
  it("offers all 50 state codes once, alphabetically; the business's own goes first", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect([...US_STATES]).toEqual([...US_STATES].sort());
    expect(US_STATES).not.toContain('DC');
    const ohio = ownRegionFirst(US_STATES, 'OH');
    expect(ohio[0]).toBe('OH');
    expect(ohio).toHaveLength(50);
    expect(new Set(ohio).size).toBe(50);
    expect(ownRegionFirst(US_STATES, 'FL').slice(0, 3)).toEqual(['FL', 'AK', 'AL']);
  });
  it('starts every form empty', () => {
    expect(Object.values(EMPTY_VALUES).every((v) => v === '')).toBe(true);
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['419', '419'],
    ['4195', '(419) 5'],
    ['419555', '(419) 555'],
    ['4195550', '(419) 555-0'],
    ['4195550134', '(419) 555-0134'],
    ['419555013499', '(419) 555-0134'],
    ['(419) 555-0134', '(419) 555-0134'],
    ['+1 (419) 555-0134', '(419) 555-0134'],
    ['abc', ''],
    ['(419) 555-013', '(419) 555-013'],
    ['(419) ', '419'],
  ])('%j -> %j', (input, output) => expect(formatPhone(input)).toBe(output));

  it('is idempotent, digits-only and never longer than 14 characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = formatPhone(s);
        expect(once.length).toBeLessThanOrEqual(14);
        expect(formatPhone(once)).toBe(once);
        expect(once).toMatch(/^[\d() -]*$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('shapeZip', () => {
  it.each([
    ['44839', '44839'],
    ['44839-1234', '44839-1234'],
    ['44 839', '44839'],
    ['44839-12345678', '44839-1234'],
    ['abc', ''],
  ])('%j -> %j', (input, output) => expect(shapeZip(input)).toBe(output));
  it('keeps only digits and hyphens, at most 10', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(shapeZip(s)).toMatch(/^[\d-]{0,10}$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateContact (browser: first failure in spec order)', () => {
  it('accepts a complete form', () => expect(validateContact(valid)).toBeNull());

  it('checks honeypot, phone, ZIP, first name, last name in that order', () => {
    const bad = {
      ...valid,
      [HONEYPOT_FIELD]: 'http://spam',
      cell_phone: '123',
      zip_code: '1',
      first_name: 'J',
      last_name: '7',
    };
    const order = [
      [HONEYPOT_FIELD, DEFAULT_MESSAGES.honeypot],
      ['cell_phone', DEFAULT_MESSAGES.phone],
      ['zip_code', DEFAULT_MESSAGES.postalCode],
      ['first_name', DEFAULT_MESSAGES.firstName],
      ['last_name', DEFAULT_MESSAGES.lastName],
    ] as const;
    let values: Record<string, string> = bad;
    for (const [field, message] of order) {
      expect(validateContact(values)).toEqual({ field, message });
      values = { ...values, [field]: (valid as Record<string, string>)[field] ?? '' };
    }
    expect(validateContact(values)).toBeNull();
  });

  it('uses the exact messages of section 5', () => {
    expect(DEFAULT_MESSAGES.honeypot).toBe('Submission failed. Please try again.');
    expect(DEFAULT_MESSAGES.phone).toBe('Please enter a valid 10-digit phone number.');
    expect(DEFAULT_MESSAGES.postalCode).toBe('Please enter a valid ZIP code (12345 or 12345-6789).');
    expect(DEFAULT_MESSAGES.firstName).toBe('Please enter a valid first name (letters only).');
    expect(DEFAULT_MESSAGES.lastName).toBe('Please enter a valid last name (letters only).');
  });

  it.each(['4195550134', '419.555.0134', '(419) 555-0134'])('phone %j has 10 digits', (p) =>
    expect(validateContact({ ...valid, cell_phone: p })).toBeNull(),
  );
  it.each(['', '419555013', '14195550134', 'call me'])('phone %j is rejected', (p) =>
    expect(validateContact({ ...valid, cell_phone: p })?.field).toBe('cell_phone'),
  );
  it.each(['44839', '44839-1234'])('ZIP %j is accepted', (z) =>
    expect(validateContact({ ...valid, zip_code: z })).toBeNull(),
  );
  it.each(['', '4483', '448390', '44839-', '44839-123', '44839 1234', '4483a'])('ZIP %j is rejected', (z) =>
    expect(validateContact({ ...valid, zip_code: z })?.field).toBe('zip_code'),
  );
  it.each(['Al', 'Mary Ann', "D'Angelo", 'Smith-Jones', 'José', 'O\u2019Brien'])('name %j is accepted', (n) =>
    expect(validateContact({ ...valid, first_name: n, last_name: n })).toBeNull(),
  );
  it.each(['', 'J', 'R2D2', 'Ann!', '--', "''", '..', '<b>', 'J\u00a0', 'Al_Bo', 'Al\u200bBo'])(
    'name %j is rejected',
    (n) => expect(validateContact({ ...valid, first_name: n })?.message).toBe(DEFAULT_MESSAGES.firstName),
  );
  it.each([
    'St. John',
    'Smith Jr.',
    'Mary\u00a0Ann',
    'Mary\u2009Ann',
    'Zoe\u0308',
    'Nguyễn',
    'Łódź',
    'Dvořák',
    'Żółć',
    'Дмитрий',
    '李小龙',
    'محمد',
    'D\u2019Arcy-Smith Jr.',
  ])('real name %j is accepted', (n) => expect(validateContact({ ...valid, first_name: n, last_name: n })).toBeNull());

  it('then checks email, street, city and state (native validation is off)', () => {
    expect(validateContact({ ...valid, email: 'nope' })?.field).toBe('email');
    expect(validateContact({ ...valid, email: 'a b@example.com' })?.field).toBe('email');
    expect(validateContact({ ...valid, street_address: '  ' })?.field).toBe('street_address');
    expect(validateContact({ ...valid, city: '' })?.field).toBe('city');
    expect(validateContact({ ...valid, state: '' })?.message).toBe(DEFAULT_MESSAGES.region);
    expect(validateContact({ ...valid, state: 'XX' })?.field).toBe('state');
  });

  it('treats non-string values as empty instead of throwing', () => {
    expect(validateContact({ ...valid, cell_phone: 4195550134 as unknown as string })?.field).toBe('cell_phone');
    expect(validateContact({})?.field).toBe('cell_phone');
  });
});

// Properties of the name rule: built from the allowed pieces it passes; one foreign character fails it.
const letter = fc.constantFrom('a', 'Z', 'é', 'ß', 'ø', 'Ж', 'λ', 'ש', 'ع', '李', 'ア', 'क', 'ñ', 'e\u0301', 'a\u0308');
const separator = fc.constantFrom(' ', "'", '\u2019', '-', '.', '\u00a0', '\u2009', '\u3000');
const realName = fc
  .tuple(
    letter,
    fc.array(
      fc.oneof(
        letter,
        fc.tuple(separator, letter).map(([s, l]) => s + l),
      ),
      { minLength: 1, maxLength: 8 },
    ),
    fc.option(fc.constant('.')),
  )
  .map(([first, rest, dot]) => first + rest.join('') + (dot ?? ''));
const foreign = fc.constantFrom(
  '1',
  '!',
  '_',
  '@',
  '<',
  '/',
  '\u200b',
  '\t',
  '\n',
  '\u0000',
  '\u202e',
  '\ud800',
  '😀',
  '©',
);

describe('names (letters of any script, spaces, apostrophes, hyphens, periods)', () => {
  it('accepts any name made of letters, marks and single separators', () => {
    fc.assert(
      fc.property(realName, (name) => {
        expect(validateContact({ ...valid, first_name: name, last_name: name })).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
  it('refuses a name with any other character', () => {
    fc.assert(
      fc.property(realName, foreign, fc.nat(), (name, bad, at) => {
        const i = at % (name.length + 1);
        const error = validateContact({ ...valid, first_name: name.slice(0, i) + bad + name.slice(i) });
        expect(error?.field).toBe('first_name');
      }),
      { numRuns: 500 },
    );
  });
  it('stores every run of Unicode spaces as one plain space, trimmed', () => {
    const space = fc.constantFrom(' ', '\u00a0', '\u2002', '\u2009', '\u202f', '\u3000');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(space, { minLength: 1, maxLength: 3 }), letter), { minLength: 1, maxLength: 5 }),
        (parts) => {
          const typed = parts.map(([spaces, l]) => spaces.join('') + l).join('') + ' \u00a0';
          const stored = normalizeContact({ first_name: typed, last_name: typed });
          expect(stored.first_name).toBe(parts.map(([, l]) => l).join(' '));
          expect(stored.last_name).toBe(stored.first_name);
        },
      ),
      { numRuns: 300 },
    );
  });
  it('keeps the minimum of 2 characters and the spec message', () => {
    expect(validateContact({ ...valid, last_name: 'A' })).toEqual({
      field: 'last_name',
      message: DEFAULT_MESSAGES.lastName,
    });
    expect(validateContact({ ...valid, last_name: ' A\u00a0' })).toEqual({
      field: 'last_name',
      message: DEFAULT_MESSAGES.lastName,
    });
    expect(validateContact({ ...valid, last_name: 'Al' })).toBeNull();
  });
});

const HIDDEN = [
  '\u0000',
  '\u001b',
  '\u0007',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\ud800',
  '\udfff',
  '\r',
];

describe('hidden characters (controls, bidi controls, lone surrogates)', () => {
  it.each(CONTACT_FIELDS)('are refused in %s with a message naming the field', (field) => {
    fc.assert(
      fc.property(fc.constantFrom(...HIDDEN), fc.nat(), (bad, at) => {
        const value = (valid as Record<string, string>)[field] || 'Call me';
        const i = at % (value.length + 1);
        const values = { ...valid, [field]: value.slice(0, i) + bad + value.slice(i) };
        const expected = { field, message: fill(DEFAULT_MESSAGES.hiddenCharacters, { label: FIELD_LABELS[field] }) };
        expect(validateContact(values)).toEqual(expected);
        expect(validateAll(values)).toEqual([expected]); // one message per field
      }),
      { numRuns: 60 },
    );
  });
  it('names the field in plain words', () => {
    expect(fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'City' })).toBe(
      'City contains a hidden control or text-direction character. Please retype it.',
    );
  });
  it('lets comments keep line breaks and tabs, and paired surrogates (emoji) anywhere', () => {
    expect(validateContact({ ...valid, comments: 'Line one\nline two\r\n\tindented 🌳' })).toBeNull();
    expect(validateContact({ ...valid, street_address: '12 Lake St 🌳' })).toBeNull();
    expect(validateContact({ ...valid, city: 'Huron\n' })?.message).toBe(
      fill(DEFAULT_MESSAGES.hiddenCharacters, { label: 'City' }),
    );
    expect(validateContact({ ...valid, comments: 'a\rb' })?.field).toBe('comments'); // a lone CR rewrites terminal lines
  });
});

describe('validateAll (server: every failure with its field)', () => {
  it('returns nothing for a valid form', () => expect(validateAll(valid)).toEqual([]));
  it('returns one error per failing field, in order', () => {
    const errors = validateAll({ ...valid, cell_phone: '1', first_name: '', state: 'ZZ' });
    expect(errors).toEqual([
      { field: 'cell_phone', message: DEFAULT_MESSAGES.phone },
      { field: 'first_name', message: DEFAULT_MESSAGES.firstName },
      { field: 'state', message: DEFAULT_MESSAGES.region },
    ]);
  });
  it('reports every field of an empty body', () => {
    expect(validateAll({}).map((e) => e.field)).toEqual([
      'cell_phone',
      'zip_code',
      'first_name',
      'last_name',
      'email',
      'street_address',
      'city',
      'state',
    ]);
  });
  it('agrees with validateContact on the first failure', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', '44839', '4195550134', 'Al', 'OH', 'a@b.co'),
    );
    fc.assert(
      fc.property(fc.record(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, value]))), (values) => {
        expect(validateAll(values)[0] ?? null).toEqual(validateContact(values));
      }),
      { numRuns: 500 },
    );
  });
});

describe('normalizeContact', () => {
  it('trims every field, fills missing ones and drops unknown keys', () => {
    expect(normalizeContact({ first_name: '  Al ', extra: 'x' })).toEqual({
      first_name: 'Al',
      last_name: '',
      cell_phone: '',
      email: '',
      street_address: '',
      city: '',
      state: '',
      zip_code: '',
      comments: '',
    });
  });
});

describe('another country (a plumber in Leeds): libphonenumber-js numbers, its postcodes, counties as text', () => {
  const uk: ContactLocale = {
    country: 'GB',
    phoneFormat: 'national',
    postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
    regions: [],
    messages: {
      ...DEFAULT_MESSAGES,
      phone: 'Please enter a valid UK phone number.',
      postalCode: 'Please enter a valid postcode (LS1 4AP).',
      region: 'Please enter your county.',
    },
    fieldLabels: { ...US_CONTACT_LOCALE.fieldLabels, state: 'County', zip_code: 'Postcode' },
    phoneMetadata: countryMetadata('GB'), // as the build cuts it
  };
  const leeds = { ...valid, cell_phone: '0113 496 0123', state: 'West Yorkshire', zip_code: 'LS1 4AP', city: 'Leeds' };

  it('accepts a Leeds address', () => expect(validateAll(leeds, uk)).toEqual([]));
  it("rejects a US number and ZIP code with the locale's own messages", () => {
    expect(validateAll({ ...leeds, cell_phone: '419 555', zip_code: '44839', state: '' }, uk)).toEqual([
      { field: 'cell_phone', message: uk.messages.phone },
      { field: 'zip_code', message: uk.messages.postalCode },
      { field: 'state', message: uk.messages.region },
    ]);
  });
  it('accepts a postcode typed in small letters (the pattern ignores case)', () => {
    expect(validateContact({ ...leeds, zip_code: 'ls1 4ap' }, uk)).toBeNull();
  });
  it('shapes a UK number while typing the way libphonenumber-js writes it', () => {
    expect(formatPhone('01134960123', uk)).toBe('0113 496 0123');
    expect(formatPhone('01134960123', { ...uk, phoneFormat: 'international' })).toBe('+44 113 496 0123');
  });
  it('keeps letters and spaces of a postcode, in capitals', () => expect(shapeZip('ls1 4ap', uk)).toBe('LS1 4AP'));
  it("leaves US rules as they were: the spec's 10 digits and ZIP codes", () => {
    expect(validateAll(valid, US_CONTACT_LOCALE)).toEqual([]);
    expect(validateContact({ ...valid, zip_code: 'LS1 4AP' })?.message).toBe(DEFAULT_MESSAGES.postalCode);
  });
});
