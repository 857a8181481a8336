// The theme from site.json: colours not given are computed from the accent, and every text colour
// stays readable on its background (generator/check/contrast.ts).
import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { contrastProblems } from '../../../generator/check/contrast';
import { resolvePalette } from '../../../shared/site/palette';

const riverbend = { accent: '#1f6f43', accentDark: '#154d2f', emergency: '#b42318' };
const pool = { accent: '#0b5cad', accentDark: '#083f78', emergency: '#b42318' };

describe('resolvePalette', () => {
  it('gives the default accent exactly the neutrals the site had before they could be set', () => {
    expect(resolvePalette(riverbend)).toEqual({
      ...riverbend,
      ink: '#17211b',
      text: '#34403a',
      muted: '#55615b',
      line: '#dfe5df',
      soft: '#f3f6f1',
      pulse: '#e3eae1',
      heroEyebrow: '#d5efdc',
    });
  });

  it("turns the neutrals to another accent's hue, keeping their lightness", () => {
    const palette = resolvePalette(pool);
    const accentHue = colord(pool.accent).hue();
    const drawn = resolvePalette(riverbend);
    const drawnHue = colord(riverbend.accent).hue();
    for (const name of ['ink', 'text', 'muted', 'heroEyebrow'] as const) {
      // Each sits as far from the accent's hue as it did from the default accent's (dark colours round to fewer hues).
      const offset = colord(palette[name]).hue() - accentHue;
      expect(Math.abs(offset - (colord(drawn[name]).hue() - drawnHue)), name).toBeLessThanOrEqual(4);
    }
    for (const name of ['ink', 'text', 'muted', 'line', 'soft', 'heroEyebrow'] as const) {
      expect(colord(palette[name]).toHsl().l, name).toBeCloseTo(
        colord(resolvePalette(riverbend)[name]).toHsl().l,
        -0.5,
      );
    }
  });

  it('keeps a colour the theme sets', () => {
    expect(resolvePalette({ ...pool, ink: '#000000', soft: '#fafafa' })).toMatchObject({
      ink: '#000000',
      soft: '#fafafa',
    });
  });
});

describe('contrastProblems', () => {
  it('finds none in the default theme or a dark blue one', () => {
    expect(contrastProblems(riverbend)).toEqual([]);
    expect(contrastProblems(pool)).toEqual([]);
  });

  it('names both colours of an unreadable pair, where they are used, and the property to change', () => {
    const problems = contrastProblems({ ...pool, accent: '#4fa3e0' });
    expect(problems.map((p) => p.pointer)).toEqual(['/theme/accent', '/theme/accent', '/theme/accent']);
    expect(problems.map((p) => p.message)).toContain(
      'Text in #ffffff on #4fa3e0 (button labels on the accent) is hard to read: contrast 2.74:1, below the 4.5:1 that WCAG AA asks.',
    );
    expect(problems[0]!.hint).toContain('the accent colour');
  });

  it('points at the theme when the unreadable colour was computed, not set', () => {
    // A light accentDark leaves the computed eyebrow unreadable on it.
    const problems = contrastProblems({ ...pool, accentDark: '#6f9fd0' });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/theme', message: expect.stringContaining("(the hero's eyebrow line)") }),
    );
  });
});
