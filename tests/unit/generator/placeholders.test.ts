// fill() puts a town's (or post's) values into every string of a block: a copy, the original untouched.
import { describe, expect, it } from 'vitest';
import { fill } from '../../../shared/site/placeholders';

describe('fill', () => {
  const vars = { town: 'Huron', county: 'Erie' };

  it('fills strings at any depth and copies, leaving the original as it was', () => {
    const block = {
      type: 'Hero',
      title: 'Lawns in {town}',
      items: [{ text: '{county} County' }, 'no placeholder'],
      count: 3,
      on: true,
      none: null,
    };
    const filled = fill(block, vars);
    expect(filled).toEqual({
      type: 'Hero',
      title: 'Lawns in Huron',
      items: [{ text: 'Erie County' }, 'no placeholder'],
      count: 3,
      on: true,
      none: null,
    });
    expect(block.title).toBe('Lawns in {town}');
    expect(filled.items).not.toBe(block.items);
  });

  it("leaves an unknown name as written, a name from Object's prototype included", () => {
    expect(fill('{town}: {nearby} {constructor} {toString}', vars)).toBe('Huron: {nearby} {constructor} {toString}');
  });

  it('keeps a "__proto__" key a key, as JSON.parse made it', () => {
    const parsed = JSON.parse('{"__proto__": {"town": "{town}"}, "title": "{town}"}') as Record<string, unknown>;
    const filled = fill(parsed, vars);
    expect(Object.keys(filled)).toEqual(['__proto__', 'title']);
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect(JSON.stringify(filled)).toBe('{"__proto__":{"town":"Huron"},"title":"Huron"}');
  });
});
