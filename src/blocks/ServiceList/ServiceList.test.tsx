import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('ServiceList', () => {
  it('renders each titled group as an h3 with its own checklist', () => {
    const html = renderBlock(
      {
        type: 'ServiceList',
        heading: 'What We Do',
        intro: 'Two kinds of work.',
        groups: [
          { heading: 'Property Maintenance', items: ['Mowing', 'Edging', 'Fertilizing'] },
          { heading: 'Landscape Construction', items: ['Patios', 'Walkways'] },
        ],
      },
      undefined,
    );
    expect(html).toContain('What We Do</h2>');
    expect(html).toContain('Two kinds of work.');
    expect(count(html, /<h3[\s>]/g)).toBe(2);
    expect(html).toContain('Property Maintenance</h3>');
    expect(count(html, /<ul[\s>]/g)).toBe(2);
    expect(count(html, /<li[\s>]/g)).toBe(5);
  });

  it('shows one long untitled list as a single checklist with all entries', () => {
    const items = Array.from({ length: 12 }, (_, i) => `Service ${i + 1}`);
    const html = renderBlock({ type: 'ServiceList', heading: 'Our Services', groups: [{ items }] }, undefined);
    expect(count(html, /<h3[\s>]/g)).toBe(0);
    expect(count(html, /<ul[\s>]/g)).toBe(1);
    expect(count(html, /<li[\s>]/g)).toBe(12);
    expect(html).toContain('Service 12');
  });
});
