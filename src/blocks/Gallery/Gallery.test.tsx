import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('Gallery', () => {
  it('renders each photo lazily at 4:3 with responsive sizes and optional captions', () => {
    const html = renderBlock(
      {
        type: 'Gallery',
        heading: 'Recent Projects',
        images: [
          { src: 'lake-dock.jpg', alt: 'Dock', caption: 'Lakefront planting' },
          { src: 'forest-path.jpg', alt: 'Path' },
          { src: 'red-flower.jpg', alt: 'Flower bed', caption: 'Perennial border' },
        ],
      },
      undefined,
    );
    expect(html).toContain('Recent Projects</h2>');
    expect(count(html, /<li[\s>]/g)).toBe(3);
    expect(count(html, /<img [^>]*data-src=/g)).toBe(3); // deferred: loaded near the viewport
    expect(count(html, /<noscript><picture>/g)).toBe(3); // and natively lazy without JavaScript
    expect(count(html, /aspect-ratio:4 \/ 3/g)).toBe(3);
    expect(count(html, /sizes="\(min-width: 48rem\) 33vw, 100vw"/g)).toBe(6); // each picture's source, twice
    expect(count(html, /<figcaption[\s>]/g)).toBe(2);
    expect(html).toContain('Perennial border</figcaption>');
    expect(html).toContain('alt="Path"');
  });
});
