// The served drawing of the "Before and after" block is what a visitor without JavaScript keeps: two
// plain pictures, each with its word, and the slider (drawn, but shown only once React has the block).
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const block = {
  type: 'BeforeAfter',
  heading: 'What a Fall Cleanup Changes',
  before: { src: 'fallen-leaves.jpg', alt: 'Leaves on the ground' },
  after: { src: 'lawn-grass.jpg', alt: 'A clear lawn' },
} as const;

describe('BeforeAfter', () => {
  it('serves two pictures with their alt texts, labelled Before and After, side by side', () => {
    const html = renderBlock(block, undefined);
    expect(html).toContain('What a Fall Cleanup Changes</h2>');
    expect(html).toContain('data-mode="static"');
    expect(count(html, /<figure[\s>]/g)).toBe(2);
    expect(html).toMatch(/<figcaption[^>]*>Before<\/figcaption>/);
    expect(html).toMatch(/<figcaption[^>]*>After<\/figcaption>/);
    // Each picture twice: deferred for the script, and its <noscript> copy for a browser without one.
    expect(count(html, /alt="Leaves on the ground"/g)).toBe(2);
    expect(count(html, /alt="A clear lawn"/g)).toBe(2);
    expect(html).toMatch(/<noscript><picture>(?:(?!<\/noscript>).)*alt="Leaves on the ground"/);
    expect(html).toMatch(/<noscript><picture>(?:(?!<\/noscript>).)*alt="A clear lawn"/);
  });

  it('draws the slider as a named range input, starting half way', () => {
    const html = renderBlock(block, undefined);
    const input = html.match(/<input[^>]*>/g) ?? [];
    expect(input).toHaveLength(1);
    for (const attribute of [
      'type="range"',
      'min="0"',
      'max="100"',
      'value="50"',
      'aria-label="Compare before and after"',
    ])
      expect(input[0]).toContain(attribute);
    expect(html).toContain('--share:50%');
  });
});
