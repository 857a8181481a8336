// The site's palette from site.json's theme (colours not given are computed from the accent), and
// which pairs of text and background colours fall short of WCAG AA. The build reports those
// (generator/check/contrast.ts); the editor shows the computed colours.
import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import type { SiteModel } from '../../schema/generated/site.js';

extend([a11y]);

type ThemeSettings = SiteModel['theme'];

/** Every colour the styles use, as hex. */
export interface Palette {
  accent: string;
  accentDark: string;
  emergency: string;
  ink: string;
  text: string;
  muted: string;
  line: string;
  soft: string;
  /** The darker pulse of a loading picture's placeholder. */
  pulse: string;
  heroEyebrow: string;
}

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
const DEFAULT_EMERGENCY = '#b42318';

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
const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';

/** A pair of colours the styles draw text with, where, and the theme property to change. */
export interface TextPair {
  text: string;
  on: string;
  where: string;
  change: keyof Palette;
}

function textPairs(p: Palette): TextPair[] {
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

/** The pairs of the resolved palette below MIN_CONTRAST, each with its contrast ratio. */
export function unreadablePairs(theme: ThemeSettings): (TextPair & { ratio: number })[] {
  return textPairs(resolvePalette(theme)).flatMap((pair) => {
    const ratio = colord(pair.text).contrast(pair.on);
    return ratio >= MIN_CONTRAST ? [] : [{ ...pair, ratio }];
  });
}
