// The site's theme from site.json: the palette (colours not given are computed from the accent) and
// the checks that every pair of text and background colours stays readable (WCAG AA).
import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import type { SiteModel } from '../schema/generated/site';
import type { Palette } from '../src/ui/theme';
import { catalogue } from './errors/catalogue';
import type { Problem } from './errors/problem';

extend([a11y]);

type ThemeSettings = SiteModel['theme'];

/**
 * The engine's neutrals, drawn for the default accent (#1f6f43, hue 147°): greys with a touch of its
 * green. For another accent they are turned to its hue, keeping their lightness and saturation, so a
 * blue brand gets blue-grey neutrals and the default accent gets exactly these.
 */
const NEUTRALS = {
  ink: '#17211b',
  text: '#34403a',
  muted: '#55615b',
  line: '#dfe5df',
  soft: '#f3f6f1',
  pulse: '#e3eae1',
  heroEyebrow: '#d5efdc',
};
const NEUTRALS_HUE = colord('#1f6f43').hue();

/** Red of emergency bands when site.json's theme sets none. */
export const DEFAULT_EMERGENCY = '#b42318';

export function resolvePalette(theme: ThemeSettings): Palette {
  const accent = colord(theme.accent);
  // A grey accent has no hue to turn to: its neutrals stay as drawn.
  const turn = accent.toHsl().s < 5 ? 0 : accent.hue() - NEUTRALS_HUE;
  const computed = Object.fromEntries(
    Object.entries(NEUTRALS).map(([name, hex]) => [name, colord(hex).rotate(turn).toHex()]),
  ) as typeof NEUTRALS;
  const given = (name: 'ink' | 'text' | 'muted' | 'line' | 'soft' | 'heroEyebrow') => theme[name] ?? computed[name];
  return {
    accent: theme.accent,
    accentDark: theme.accentDark,
    emergency: theme.emergency ?? DEFAULT_EMERGENCY,
    ink: given('ink'),
    text: given('text'),
    muted: given('muted'),
    line: given('line'),
    soft: given('soft'),
    pulse: computed.pulse,
    heroEyebrow: given('heroEyebrow'),
  };
}

/** WCAG AA for text of normal size. */
export const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';

/** Each pair of colours the styles draw text with, where, and the theme property to change. */
function textPairs(p: Palette): { text: string; on: string; where: string; change: keyof Palette }[] {
  return [
    { text: p.text, on: WHITE, where: 'body text on white', change: 'text' },
    { text: p.text, on: p.soft, where: 'body text on soft bands', change: 'text' },
    { text: p.ink, on: p.soft, where: 'headings on soft bands', change: 'ink' },
    { text: p.muted, on: WHITE, where: 'small print on white', change: 'muted' },
    { text: p.muted, on: p.soft, where: 'small print on soft bands', change: 'muted' },
    { text: p.accent, on: WHITE, where: 'links on white', change: 'accent' },
    { text: p.accent, on: p.soft, where: 'links on soft bands', change: 'accent' },
    { text: WHITE, on: p.accent, where: 'button labels on the accent', change: 'accent' },
    { text: WHITE, on: p.accentDark, where: 'text on dark bands and the hero', change: 'accentDark' },
    { text: p.heroEyebrow, on: p.accentDark, where: "the hero's eyebrow line", change: 'heroEyebrow' },
    { text: WHITE, on: p.emergency, where: 'emergency bands and buttons', change: 'emergency' },
  ];
}

/** An unreadable pair of the resolved palette is a problem at the theme property to change. */
export function contrastProblems(theme: ThemeSettings): Problem[] {
  return textPairs(resolvePalette(theme)).flatMap(({ text, on, where, change }) => {
    const ratio = colord(text).contrast(on);
    return ratio >= MIN_CONTRAST
      ? []
      : [
          {
            pointer: `/theme${change in theme ? `/${change}` : ''}`,
            ...catalogue.lowContrast(text, on, where, ratio, change),
          },
        ];
  });
}
