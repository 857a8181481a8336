import { describe, expect, it } from 'vitest';
import { renderBlock as render } from '../../../tests/helpers/render-block';
import type { PostSummary } from '../../page-data';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const post = (slug: string, date: string, featured = false): PostSummary => ({
  id: 1,
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}.`,
  author: 'Dana Riverbend',
  date,
  readTime: 6,
  category: 'Lawn Care',
  image: { src: `${slug}.jpg`, alt: `Photo ${slug}` },
  featured,
});

// The posts' photos come with the data, not the block, so they are prepared explicitly.
const renderBlock: typeof render = (block, data) =>
  render(block, data, { images: (data as { posts: PostSummary[] }).posts.map((p) => p.image.src) });

describe('BlogPosts', () => {
  it('renders recent posts as cards: image, category, h3 link to /blog/{slug}, excerpt, author, date, read time', () => {
    const posts = [post('a', '2026-03-04'), post('b', '2025-12-31'), post('c', '2025-01-09')];
    const html = renderBlock({ type: 'BlogPosts', heading: 'Recent Articles', select: 'recent', count: 3 }, { posts });
    expect(html).toContain('Recent Articles</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(count(html, /<img [^>]*data-src=/g)).toBe(3); // one deferred photo per card (plus its <noscript> copy)
    expect(html).not.toContain('loading="eager"');
    expect(count(html, /<a\s/g)).toBe(3);
    for (const slug of ['a', 'b', 'c'])
      expect(html).toMatch(new RegExp(`<h3><a [^>]*href="/blog/${slug}"[^>]*>Title ${slug}</a></h3>`));
    expect(count(html, />Lawn Care</g)).toBe(3);
    expect(html).toContain('Excerpt b.');
    expect(count(html, /Dana Riverbend/g)).toBe(3);
    expect(count(html, />6 min read</g)).toBe(3);
    expect(html).toContain('aspect-ratio:3 / 2');
  });

  it('prints dates as a stable UTC en-US text with the ISO date in datetime', () => {
    const html = renderBlock(
      { type: 'BlogPosts', heading: 'h', select: 'recent', count: 2 },
      { posts: [post('a', '2026-03-04'), post('b', '2025-01-01')] },
    );
    expect(html).toContain('<time dateTime="2026-03-04">March 4, 2026</time>');
    expect(html).toContain('<time dateTime="2025-01-01">January 1, 2025</time>');
  });

  it('lays featured posts out at most two across and recent ones three across', () => {
    const posts = [post('a', '2026-03-04'), post('b', '2026-02-01'), post('c', '2026-01-01')];
    const featured = renderBlock({ type: 'BlogPosts', heading: 'Featured', select: 'featured', count: 3 }, { posts });
    const recent = renderBlock({ type: 'BlogPosts', heading: 'Featured', select: 'recent', count: 3 }, { posts });
    const listClass = (html: string) => /<ul class="([^"]+)"/.exec(html)![1];
    expect(listClass(featured)).not.toBe(listClass(recent));
    expect(count(featured, /<h3[\s>]/g)).toBe(3);
  });
});
