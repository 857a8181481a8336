import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

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

  const card = (title: string, icon?: string) => ({ title, description: `About ${title}.`, ...(icon ? { icon } : {}) });
  const icons = (html: string) => [...html.matchAll(/<use href="[^"#]*#([^"]+)"/g)].map((m) => m[1]);

  it("draws the icon site.json names for the cards, hidden from screen readers: a plumber's is not a leaf", () => {
    const html = renderBlock(
      {
        type: 'SpecialtyCards',
        heading: 'Plumbing in Leeds',
        icon: 'droplets',
        items: [card('Leaks'), card('Boilers')],
      },
      undefined,
    );
    expect(icons(html)).toEqual(['droplets', 'droplets']);
    expect(html).not.toContain('#leaf');
    expect(html).toMatch(
      /<div[^>]*aria-hidden="true"[^>]*>(?:(?!<\/div>).)*<use href="\/assets\/icons\.\w+\.svg#droplets"/,
    );
  });

  it("a card's own icon wins over the block's; without either, one of no particular trade", () => {
    const items = [card('Wiring', 'zap'), card('Lighting')];
    expect(icons(renderBlock({ type: 'SpecialtyCards', heading: 'h', icon: 'plug', items }, undefined))).toEqual([
      'zap',
      'plug',
    ]);
    expect(icons(renderBlock({ type: 'SpecialtyCards', heading: 'h', items }, undefined))).toEqual([
      'zap',
      'circle-check',
    ]);
  });
});
