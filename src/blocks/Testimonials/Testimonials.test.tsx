import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const items = [
  { id: 'a', name: 'Karen Miller', location: 'Huron, OH', text: 'They transformed our yard.', rating: 5 },
  { id: 'b', name: 'Dave and Linda P.', location: 'Huron, OH', text: 'Fast storm cleanup.', rating: 5 },
  { id: 'c', name: 'Ann Lee', location: 'Sandusky, OH', text: 'Good value.', rating: 4 },
];

describe('Testimonials', () => {
  it('renders one quote card per resolved testimonial with name, location and quote', () => {
    const html = renderBlock(
      { type: 'Testimonials', heading: 'What Our Clients Say', ids: ['a', 'b', 'c'] },
      { items },
    );
    expect(html).toContain('What Our Clients Say</h2>');
    expect(count(html, /<blockquote[\s>]/g)).toBe(3);
    expect(count(html, /<figcaption[\s>]/g)).toBe(3);
    expect(html).toContain('They transformed our yard.');
    expect(html).toContain('Dave and Linda P.');
    expect(html).toContain('>DP<');
    expect(html).toContain('Sandusky, OH');
    expect(html).toContain('>KM<');
  });

  it('announces the rating as text and draws five decorative stars per card', () => {
    const html = renderBlock({ type: 'Testimonials', heading: 'Reviews', ids: ['a', 'b', 'c'] }, { items });
    expect(count(html, /Rated 5 out of 5</g)).toBe(2);
    expect(count(html, /Rated 4 out of 5</g)).toBe(1);
    expect(count(html, /<svg[^>]*aria-hidden="true"/g)).toBe(15);
  });
});
