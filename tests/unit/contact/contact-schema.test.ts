import { describe, expect, it } from 'vitest';
import { contactBodySchema } from '../../../src/contact/contact-schema';
import { CONTACT_FIELDS, MAX_LENGTH, US_STATES } from '../../../src/contact/rules';

describe('contactBodySchema', () => {
  it('caps every field, forbids extra fields and makes only comments optional', () => {
    expect(contactBodySchema.additionalProperties).toBe(false);
    expect(Object.keys(contactBodySchema.properties).sort()).toEqual([...CONTACT_FIELDS].sort());
    for (const field of CONTACT_FIELDS) {
      const prop = contactBodySchema.properties[field] as { type: string; maxLength?: number; enum?: readonly string[] };
      expect(prop.type).toBe('string');
      if (field !== 'state') expect(prop.maxLength).toBe(MAX_LENGTH[field]);
    }
    expect(contactBodySchema.required).not.toContain('comments');
    expect(contactBodySchema.required).toHaveLength(8);
    expect(contactBodySchema.properties.state.enum).toEqual([...US_STATES]);
    expect(contactBodySchema.properties.email.format).toBe('email');
  });
});
