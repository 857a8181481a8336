import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { BlockOf } from '../../page-data';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('WhyChoose', () => {
  it('renders four reasons, each with a decorative icon, title and text', () => {
    const items: BlockOf<'WhyChoose'>['items'] = [
      { icon: 'shield', title: 'Licensed & Insured', description: 'Fully covered.' },
      { icon: 'award', title: 'Certified Arborists', description: 'Trained crews.' },
      { icon: 'clock', title: 'On Time', description: 'We show up.', features: ['Text reminders', 'Same-week starts'] },
      { icon: 'users', title: 'Family Owned', description: 'Since 2000.' },
    ];
    const html = renderBlock({ type: 'WhyChoose', heading: 'Why Choose Us', items }, undefined);
    expect(html).toContain('Why Choose Us</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(4);
    expect(count(html, /<svg[^>]*aria-hidden="true"/g)).toBe(4);
    expect(html).toContain('Licensed &amp; Insured</h3>');
    expect(html).toContain('Same-week starts</li>');
    expect(count(html, /<ul[\s>]/g)).toBe(2);
  });
});
