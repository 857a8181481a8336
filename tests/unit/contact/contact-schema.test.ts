import { describe, expect, it } from 'vitest';
import { contactBodySchema } from '../../../shared/contact/contact-schema';
import { CONTACT_FIELDS, MAX_LENGTH } from '../../../shared/contact/rules';

describe('contactBodySchema', () => {
  it('caps every field, forbids extra fields and makes only comments optional', () => {
    expect(contactBodySchema.additionalProperties).toBe(false);
    expect(Object.keys(contactBodySchema.properties).sort()).toEqual([...CONTACT_FIELDS].sort());
    for (const field of CONTACT_FIELDS) {
      const prop = contactBodySchema.properties[field] as {
        type: string;
        maxLength?: number;
        enum?: readonly string[];
      };
      expect(prop.type).toBe('string');
      expect(prop.maxLength).toBe(MAX_LENGTH[field]);
    }
    expect(contactBodySchema.required).not.toContain('comments');
    expect(contactBodySchema.required).toHaveLength(8);
    // The region list is the business's country's (rules.ts checks it against the locale), not the schema's.
    expect((contactBodySchema.properties.state as { enum?: unknown }).enum).toBeUndefined();
    expect(contactBodySchema.properties.email?.format).toBe('email');
  });
});
