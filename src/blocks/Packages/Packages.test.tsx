import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('Packages', () => {
  it('renders each package with its features and an Ideal for line', () => {
    const html = renderBlock(
      {
        type: 'Packages',
        heading: 'Snow Packages',
        intro: 'Pick a plan.',
        items: [
          { title: 'Residential', features: ['Driveway plowing', 'Walkway shoveling'], idealFor: 'Homeowners' },
          {
            title: 'Commercial',
            features: ['Lot plowing', 'Salting', '24/7 monitoring'],
            idealFor: 'Businesses and HOAs',
          },
        ],
      },
      undefined,
    );
    expect(html).toContain('Snow Packages</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(2);
    expect(count(html, /Ideal for:/g)).toBe(2);
    expect(html).toContain('Businesses and HOAs');
    expect(html).toContain('24/7 monitoring</li>');
    expect(count(html, /<li[\s>]/g)).toBe(2 + 5);
  });
});
