// Design tokens. Colours of the brand come from site.json (theme); the rest is the engine's type and spacing scale.
import type { Theme } from './site-types';

/** Red of emergency bands when site.json's theme sets none. */
export const DEFAULT_EMERGENCY = '#b42318';

export function makeTheme(brand: Theme) {
  return {
    color: {
      accent: brand.accent,
      accentDark: brand.accentDark,
      emergency: brand.emergency ?? DEFAULT_EMERGENCY,
      ink: '#17211b',
      text: '#34403a',
      muted: '#55615b',
      line: '#dfe5df',
      surface: '#ffffff',
      soft: '#f3f6f1',
      star: '#b7791f',
      success: '#1e6b3a',
      error: '#b42318',
    },
    font: {
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      heading: "'Fraunces', Georgia, 'Times New Roman', serif",
    },
    radius: { sm: '0.5rem', md: '0.875rem', lg: '1.25rem', pill: '999px' },
    shadow: {
      card: '0 1px 2px rgba(23,33,27,.06), 0 8px 24px rgba(23,33,27,.06)',
      raised: '0 12px 32px rgba(23,33,27,.14)',
    },
    headerHeight: '4rem',
    maxWidth: '72rem',
    /** Media queries; mobile-first. */
    mq: { sm: '@media (min-width: 40rem)', md: '@media (min-width: 48rem)', lg: '@media (min-width: 64rem)' },
  } as const;
}

export type SiteTheme = ReturnType<typeof makeTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
