import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const towns = [
  { name: 'Huron', postalCode: '44839' },
  { name: 'Sandusky', postalCode: '44870' },
  { name: 'Vermilion', postalCode: '44089' },
];

describe('Map', () => {
  const html = renderBlock({ type: 'Map', heading: 'Visit Our Yard', intro: 'Find us.', showTowns: true }, { towns });

  it('server-renders a static card (no iframe, nothing fetched) with the address', () => {
    expect(html).toContain('Visit Our Yard</h2>');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<address>9810 River Road, Huron, OH 44839</address>');
    expect(html).toMatch(
      /<svg[^>]*aria-hidden="true"[^>]*viewBox="0 0 800 500"|<svg[^>]*viewBox="0 0 800 500"[^>]*aria-hidden="true"/,
    );
  });

  it('offers a Show map button and an Open the map link that works without JavaScript', () => {
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Show map<\/button>/);
    expect(html).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/embed\?pb=riverbend" [^>]*target="_blank"[^>]*>Open the map/,
    );
  });

  it('lists every town with its postal code when showTowns is set', () => {
    for (const t of towns)
      expect(html).toMatch(new RegExp(`<span>${t.name}</span><span class="zip">${t.postalCode}</span>`));
    expect(count(html, /<li[\s>]/g)).toBe(3);
  });

  it('leaves the town list out when showTowns is not set', () => {
    const plain = renderBlock({ type: 'Map', heading: 'Visit Our Yard' }, { towns });
    expect(plain).not.toContain('44870');
    expect(count(plain, /<li[\s>]/g)).toBe(0);
  });
});
