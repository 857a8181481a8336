import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { BlockOf } from '../../page-data';

const hero: BlockOf<'Hero'> = {
  type: 'Hero',
  eyebrow: 'Serving Huron since 2000',
  heading: 'Landscaping & Tree Care in Huron, Ohio',
  text: 'Family-owned crews for lawns, trees and patios.',
  image: { src: 'lake-dock.jpg', alt: 'Dock on Lake Erie at dawn' },
  buttons: [
    { label: 'Get Free Quote', href: '/contact#contact-form' },
    { label: 'Call (419) 555-0142', href: 'tel:4195550142' },
  ],
  badges: ['Licensed & Insured', 'Certified Arborists', '5-Star Rated'],
};

describe('Hero', () => {
  it('renders the one h1 with eyebrow, text, buttons and badge chips', () => {
    const html = renderBlock(hero, undefined);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Landscaping &amp; Tree Care in Huron, Ohio</h1>');
    expect(html).toContain('Serving Huron since 2000');
    expect(html).toContain('Family-owned crews for lawns, trees and patios.');
    expect(html).toContain('href="/contact#contact-form"');
    expect(html).toContain('href="tel:4195550142"');
    expect(html.match(/<li[\s>]/g)).toHaveLength(3);
    expect(html).toContain('Certified Arborists');
    expect(html).not.toMatch(/<h2[\s>]/);
  });

  it('loads its photo eagerly with high priority as the full-width LCP image', () => {
    const html = renderBlock(hero, undefined);
    const img = html.match(/<img[^>]*>/g) ?? [];
    expect(img).toHaveLength(1);
    expect(img[0]).toContain('loading="eager"');
    expect(img[0]).toMatch(/fetchpriority="high"/i);
    expect(img[0]).toContain('alt="Dock on Lake Erie at dawn"');
    expect(html).toContain('sizes="100vw"');
  });

  it('renders a compact hero without optional parts', () => {
    const html = renderBlock(
      {
        type: 'Hero',
        heading: 'Lawn Care',
        image: { src: 'lawn-grass.jpg', alt: '', decorative: true },
        size: 'compact',
      },
      undefined,
    );
    expect(html).toContain('Lawn Care</h1>');
    expect(html).not.toMatch(/<ul[\s>]/);
    expect(html).not.toMatch(/<a[\s>]/);
    expect(html).toContain('alt=""');
  });
});
