import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const towns = ['Huron', 'Sandusky', 'Vermilion', 'Milan', 'Norwalk', 'Castalia'];

describe('AreaCards', () => {
  const html = renderBlock(
    { type: 'AreaCards', heading: 'Areas We Serve', intro: 'Six towns.', template: 'landscaping' },
    {
      cards: towns.map((town) => ({
        town,
        href: `/landscaping-in-${town.toLowerCase()}`,
        specialty: `${town} specialty`,
        description: `Work in ${town}.`,
        features: ['Feature A', 'Feature B', 'Feature C'],
      })),
    },
  );

  it('renders a section with an h2 and one list item with an h3 per town', () => {
    expect(html).toMatch(/^<section/);
    expect(html).toContain('Areas We Serve</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(6);
    towns.forEach((t) => expect(html).toContain(`>${t}</h3>`));
    expect(count(html, /<li[\s>]/g)).toBe(6 + 6 * 3);
  });

  it('shows specialty, description and feature checklist on each card', () => {
    expect(html).toContain('Sandusky specialty');
    expect(html).toContain('Work in Castalia.');
    expect(count(html, />Feature B</g)).toBe(6);
  });

  it('has exactly one link per card, to the town page', () => {
    expect(count(html, /<a\s/g)).toBe(6);
    towns.forEach((t) =>
      expect(html).toMatch(new RegExp(`href="/landscaping-in-${t.toLowerCase()}"[^>]*>View ${t} services`)),
    );
  });
});
