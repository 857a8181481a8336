import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const bullets = ['Lakefront', 'Boat basin', 'Downtown', 'Old Woman Creek', 'Chaska Beach', 'Huron Township'];
const block = { type: 'AreasServed' as const, heading: 'Areas We Serve', intro: 'Near you.', bullets };

describe('AreasServed', () => {
  it('lists the bullets and, in the base town, the office card with address, call link and hours', () => {
    const html = renderBlock(block, { town: 'Huron', isBase: true });
    expect(html).toContain('Areas We Serve</h2>');
    bullets.forEach((b) => expect(html).toContain(`<li>${b}</li>`));
    expect(html).toContain('Riverbend Landscaping &amp; Tree Care</h3>');
    expect(html).toContain('<address>9810 River Road, Huron, OH 44839</address>');
    expect(html).toMatch(/<a href="tel:\+14195550142"[^>]*>\(419\) 555-0142<\/a>/);
    expect(html).toContain('Mon–Sat: 8:00 AM – 5:00 PM');
    expect(html).toContain('Sunday: Closed');
    expect(html).not.toContain('Our crews travel');
  });

  it('in other towns says the crews come from the base, with the address from the business facts', () => {
    const html = renderBlock(block, { town: 'Milan', isBase: false });
    expect(html).toContain('Our crews travel to Milan from our yard at 9810 River Road, Huron.');
    expect(html).toMatch(/href="tel:\+14195550142"/);
    expect(html).not.toContain('8:00 AM');
    expect(count(html, /<li>/g)).toBe(6 + 2); // six areas, then address and phone
  });
});
