import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { BlockOf } from '../../page-data';

const block: BlockOf<'TextWithImage'> = {
  type: 'TextWithImage',
  eyebrow: 'Our Story',
  heading: 'Rooted in Huron',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  bullets: ['Licensed & insured', 'Certified arborists', 'Year-round service'],
  image: { src: 'forest-path.jpg', alt: 'A forest path' },
  imageSide: 'left',
  buttons: [{ label: 'About Us', href: '/about' }],
};

describe('TextWithImage', () => {
  it('renders heading, every paragraph, the checklist, buttons and a lazy 4:3 photo', () => {
    const html = renderBlock(block, undefined);
    expect(html).toMatch(/<section[\s>]/);
    expect(html).toContain('Rooted in Huron</h2>');
    expect(html).toContain('Our Story');
    expect(html).toContain('First paragraph.');
    expect(html).toContain('Second paragraph.');
    expect(html.match(/<li[\s>]/g)).toHaveLength(3);
    expect(html).toContain('href="/about"');
    expect(html).toContain('alt="A forest path"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('aspect-ratio:4 / 3');
  });

  it('works without photo, bullets or buttons', () => {
    const html = renderBlock({ type: 'TextWithImage', heading: 'Only text', paragraphs: ['Just words.'] }, undefined);
    expect(html).toContain('Just words.');
    expect(html).not.toMatch(/<img[\s>]/);
    expect(html).not.toMatch(/<ul[\s>]/);
    expect(html).not.toMatch(/<a[\s>]/);
  });
});
