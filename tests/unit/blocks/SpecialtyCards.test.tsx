import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('SpecialtyCards', () => {
  it('renders each specialty as a card with title, description, features and a hidden number accent', () => {
    const items = ['Lakefront Gardens', 'Boat-Basin Yards', 'Storm Prep'].map((title, i) => ({
      title,
      description: `About ${title}.`,
      features: [`A${i}`, `B${i}`, `C${i}`],
    }));
    const html = renderBlock(
      { type: 'SpecialtyCards', heading: 'Huron Specialties', intro: 'What we do most here.', items },
      undefined,
    );
    expect(html).toContain('Huron Specialties</h2>');
    expect(count(html, /<article[\s>]/g)).toBe(3);
    expect(count(html, /<h3[\s>]/g)).toBe(3);
    expect(html).toContain('Boat-Basin Yards</h3>');
    expect(html).toContain('About Storm Prep.');
    expect(count(html, /<li[\s>]/g)).toBe(3 + 9);
    expect(html).toContain('>03<');
    expect(count(html, /aria-hidden="true"/g)).toBeGreaterThanOrEqual(3);
  });
});
