import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('MulchTypes', () => {
  it('renders one card per mulch type with a decorative swatch', () => {
    const html = renderBlock(
      {
        type: 'MulchTypes',
        heading: 'Mulch Types',
        items: [
          { title: 'Hardwood', description: 'Dark and long-lasting.', features: ['Natural', 'Durable'] },
          { title: 'Cedar', description: 'Aromatic.', features: ['Repels insects'] },
          { title: 'Colored', description: 'Bold colour.' },
        ],
      },
      undefined,
    );
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(html).toContain('Cedar</h3>');
    expect(html).toContain('Aromatic.');
    expect(count(html, /<ul[\s>]/g)).toBe(1 + 2);
    expect(count(html, /<div aria-hidden="true" class=/g)).toBe(3);
    expect(html).not.toContain('Ideal for');
  });
});
