// Design tokens. Colours and typefaces come from site.json (theme), resolved at build time
// (shared/site/palette.ts); the rest is the engine's type and spacing scale.
import type { ThemeChoice } from '../page-data';
import { withAlpha } from './color';

export function makeTheme({ color, font }: ThemeChoice) {
  return {
    color: {
      ...color,
      surface: '#ffffff',
      star: '#b7791f',
      success: '#1e6b3a',
      error: '#b42318',
    },
    font,
    radius: { sm: '0.5rem', md: '0.875rem', lg: '1.25rem', pill: '999px' },
    shadow: {
      card: `0 1px 2px ${withAlpha(color.ink, 0.06)}, 0 8px 24px ${withAlpha(color.ink, 0.06)}`,
      raised: `0 12px 32px ${withAlpha(color.ink, 0.14)}`,
    },
    headerHeight: '4rem',
    maxWidth: '72rem',
    /** Media queries; mobile-first. */
    mq: { sm: '@media (min-width: 40rem)', md: '@media (min-width: 48rem)', lg: '@media (min-width: 64rem)' },
  } as const;
}

type SiteTheme = ReturnType<typeof makeTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
