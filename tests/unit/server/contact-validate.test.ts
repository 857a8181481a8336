import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../../../shared/contact/rules';
import { validateBody } from '../../../server/contact/contact-validate';

const valid = {
  first_name: 'Al',
  last_name: 'Bo',
  cell_phone: '4195550134',
  email: 'a@b.co',
  street_address: '1 A',
  city: 'Huron',
  state: 'OH',
  zip_code: '44839',
};

describe('validateBody', () => {
  it('accepts a valid body, with or without comments', () => {
    expect(validateBody(valid)).toEqual([]);
    expect(validateBody({ ...valid, comments: 'Hi' })).toEqual([]);
  });
  it('reports one error per field, shared-rule messages first', () => {
    expect(validateBody({ ...valid, first_name: 'A'.repeat(60), email: 'x' })).toEqual([
      { field: 'email', message: DEFAULT_MESSAGES.email },
      { field: 'first_name', message: DEFAULT_MESSAGES.tooLong },
    ]);
  });
  it('reports a filled honeypot once, with its own message', () => {
    expect(validateBody({ ...valid, website: 'x' })).toEqual([
      { field: 'website', message: DEFAULT_MESSAGES.honeypot },
    ]);
  });
  it('reports several unknown fields once', () => {
    expect(validateBody({ ...valid, a: 1, b: 2 })).toEqual([
      { field: null, message: DEFAULT_MESSAGES.unexpectedField },
    ]);
  });
  it.each([null, 'text', 42, [valid], true])('refuses a non-object body %j', (body) => {
    expect(validateBody(body)).toEqual([{ field: null, message: 'Send the form fields as one JSON object.' }]);
  });
});
