import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const categories = [
  'All Posts',
  'Seasonal Care',
  'Lawn Care',
  'Tree Services',
  'Plant Selection',
  'Maintenance',
  'Design Ideas',
  'Fall Cleanup',
];

describe('BlogCategories', () => {
  const html = renderBlock({ type: 'BlogCategories', heading: 'Browse by Category', categories }, undefined);

  it('renders an h2 and one real button per category', () => {
    expect(html).toContain('Browse by Category</h2>');
    expect(count(html, /<button[^>]*type="button"/g)).toBe(8);
    categories.forEach((c) => expect(html).toContain(`>${c}</button>`));
    expect(html).toMatch(/role="group" aria-label="Browse by Category"/);
  });

  it('shows the first button as the active one and the others as not pressed', () => {
    expect(count(html, /aria-pressed="true"/g)).toBe(1);
    expect(count(html, /aria-pressed="false"/g)).toBe(7);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All Posts</);
  });
});
