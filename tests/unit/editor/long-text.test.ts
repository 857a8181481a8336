// Which fields get a multi-line box: texts of sentences by name or length, never names, addresses or colours.
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import siteSchema from '../../../schema/site.schema.json';
import { definitionSchema, schemaAt } from '../../../editor/shared/schema-view';
import { isLongText, longTextUiSchema } from '../../../editor/app/src/long-text';

const root = siteSchema as unknown as RJSFSchema;
const paragraph = { 'ui:widget': 'paragraph' };

describe('long texts', () => {
  it("gives the hero's sentence (an Intro) a paragraph box, and not its heading or top line", () => {
    expect(longTextUiSchema(definitionSchema(root, 'Hero'))).toEqual({ text: paragraph });
  });

  it('reaches texts inside lists and nested objects', () => {
    expect(longTextUiSchema(definitionSchema(root, 'Faq'))?.items).toEqual({ items: { answer: paragraph } });
    const town = longTextUiSchema(schemaAt(root, '/towns/0'));
    expect(town?.character).toBeUndefined(); // "a few words"
    expect(town?.areaCard).toEqual({ description: paragraph });
    expect(town?.name).toBeUndefined();
  });

  it('leaves a colour named "text" and short free texts alone; a sentence-sized maxLength counts', () => {
    expect(isLongText({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, ['text'])).toBe(false);
    expect(isLongText({ type: 'string', enum: ['a'] }, ['description'])).toBe(false);
    expect(isLongText({ type: 'string' }, ['label'])).toBe(false);
    expect(isLongText({ type: 'string', maxLength: 1000 }, ['note'])).toBe(true);
    expect(isLongText({ type: 'string', maxLength: 300 }, ['note'])).toBe(false); // a line's limit (a question, a picture's description)
    expect(isLongText({ type: 'string', maxLength: 80 }, ['note'])).toBe(false);
  });

  it('keeps a default shown greyed and ends on a definition inside itself (menu links)', () => {
    expect(
      longTextUiSchema({ type: 'object', properties: { text: { type: 'string', default: 'Hello there.' } } }),
    ).toEqual({ text: { 'ui:widget': 'paragraph', 'ui:placeholder': 'Hello there.' } });
    expect(() => longTextUiSchema(schemaAt(root, '/navigation'))).not.toThrow();
  });
});
