import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('LinkList', () => {
  const html = renderBlock(
    {
      type: 'LinkList',
      heading: 'Where to next?',
      intro: 'Try one of these.',
      links: [
        { label: 'Our Services', href: '/services', description: 'Everything we do.' },
        { label: 'Contact Us', href: '/contact', description: 'Ask for a quote.' },
        { label: 'Facebook', href: 'https://www.facebook.com/x' },
      ],
    },
    undefined,
  );

  it('renders one card (li + h3) per link with its description', () => {
    expect(html).toContain('Where to next?</h2>');
    expect(count(html, /<li[\s>]/g)).toBe(3);
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(html).toContain('Everything we do.');
    expect(html).toContain('Ask for a quote.');
  });

  it('links each card once, and outside links open in a new tab with a note', () => {
    expect(count(html, /<a\s/g)).toBe(3);
    expect(html).toMatch(/href="\/services"[^>]*>Our Services<\/a>/);
    expect(html).toMatch(
      /href="https:\/\/www\.facebook\.com\/x"[^>]*target="_blank"[^>]*>Facebook<span class="visually-hidden"> \(opens in a new tab\)/,
    );
  });
});
