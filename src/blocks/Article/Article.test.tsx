import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { Post } from '../../../schema/generated/site';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const post: Post = {
  id: 4,
  slug: 'spring-lawn-care-huron',
  title: 'Spring Lawn Care in Huron',
  excerpt: 'Get ready.',
  author: 'Dana Riverbend',
  date: '2026-04-02',
  readTime: 7,
  category: 'Lawn Care',
  image: { src: 'lawn-grass.jpg', alt: 'Fresh spring lawn' },
  featured: false,
  body: [
    'First paragraph.',
    { heading: 'Start with a cleanup' },
    'Second paragraph.',
    'Third paragraph.',
    { heading: 'Feed the soil' },
    'Last one.',
  ],
};

describe('Article', () => {
  const html = renderBlock({ type: 'Article', post: post.slug }, { post }, { images: [post.image.src] });

  it('renders paragraphs as <p> and heading items as <h2>, in order', () => {
    expect(count(html, /<h2[\s>]/g)).toBe(2);
    expect(html).toContain('>Start with a cleanup</h2>');
    for (const p of ['First paragraph.', 'Second paragraph.', 'Third paragraph.', 'Last one.'])
      expect(html).toContain(`>${p}</p>`);
    expect(html.indexOf('First paragraph.')).toBeLessThan(html.indexOf('Start with a cleanup'));
    expect(html.indexOf('Start with a cleanup')).toBeLessThan(html.indexOf('Second paragraph.'));
    expect(html).not.toMatch(/<h1[\s>]/);
  });

  it('shows author, date, read time and category above the lazily loaded post photo', () => {
    expect(html).toContain('Dana Riverbend');
    expect(html).toContain('<time dateTime="2026-04-02">April 2, 2026</time>');
    expect(html).toContain('>7 min read<');
    expect(html).toContain('>Lawn Care</span>');
    expect(html).toMatch(/<img [^>]*alt="Fresh spring lawn"[^>]*loading="lazy"/);
    expect(html.indexOf('7 min read')).toBeLessThan(html.indexOf('<img'));
  });
});
