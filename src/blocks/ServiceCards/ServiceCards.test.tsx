import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { BlockOf } from '../../page-data';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

const block: BlockOf<'ServiceCards'> = {
  type: 'ServiceCards',
  heading: 'Most Popular Services',
  quoteButton: true,
  items: [
    {
      title: 'Mowing',
      description: 'Weekly cuts.',
      href: '/services/mowing',
      badge: 'Most Popular',
      image: { src: 'lawn-grass.jpg', alt: 'Striped lawn' },
      features: ['Weekly', 'Bi-weekly'],
    },
    {
      title: 'Tree Services',
      description: 'Trimming and removal.',
      href: '/services/tree-services',
      badge: 'Most Popular',
      image: { src: 'forest-path.jpg', alt: 'Trees' },
    },
    { title: 'Snow Removal', description: 'Plowing.', href: '/services/snow-removal' },
  ],
};

describe('ServiceCards', () => {
  it('renders one card per service with title, badge, photo, features and links', () => {
    const html = renderBlock(block, undefined);
    expect(html).toContain('Most Popular Services</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(count(html, /<article[\s>]/g)).toBe(3);
    expect(count(html, />Most Popular</g)).toBe(2);
    expect(count(html, /<img [^>]*data-src=/g)).toBe(2); // one deferred photo per card with one (plus its <noscript> copy)
    expect(html).toContain('aspect-ratio:3 / 2');
    expect(html).toContain('href="/services/mowing"');
    expect(html).toContain('href="/services/snow-removal"');
    expect(count(html, /Learn More/g)).toBe(3);
    expect(html).toContain('Weekly</li>');
  });

  it('adds a Get Free Quote button to the form on every card only when quoteButton is set', () => {
    const withQuote = renderBlock(block, undefined);
    expect(count(withQuote, /href="\/contact#contact-form"/g)).toBe(3);
    expect(count(withQuote, /Get Free Quote/g)).toBe(3);
    const without = renderBlock({ ...block, quoteButton: false }, undefined);
    expect(without).not.toContain('Get Free Quote');
    expect(without).not.toContain('/contact#contact-form');
  });
});
