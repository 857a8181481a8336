import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const items = [
  { value: '80+', label: 'Local Clients' },
  { value: '200+', label: 'Projects Completed' },
  { value: '20+', label: 'Years of Experience' },
];

describe('Stats', () => {
  it('renders every figure with its label in a list, with the optional heading', () => {
    const html = renderBlock({ type: 'Stats', heading: 'By the Numbers', items }, undefined);
    expect(html).toMatch(/<section[\s>]/);
    expect(html).toContain('By the Numbers</h2>');
    expect(count(html, /<li[\s>]/g)).toBe(3);
    expect(html).toContain('>200+<');
    expect(html).toContain('Years of Experience');
    expect(html.indexOf('80+')).toBeLessThan(html.indexOf('Local Clients'));
  });

  it('leaves the heading out when none is given', () => {
    const html = renderBlock({ type: 'Stats', items }, undefined);
    expect(html).not.toMatch(/<h2[\s>]/);
    expect(count(html, /<li[\s>]/g)).toBe(3);
  });
});
