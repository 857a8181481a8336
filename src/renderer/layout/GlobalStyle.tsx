// Site-wide base styles: type scale, links, focus ring, the visually-hidden utility and reduced motion.
import { createGlobalStyle } from 'styled-components';
import { MOBILE_BAR_SPACE } from './MobileBar';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* Anchored targets (#contact-form, #main) land below the sticky header, not under it. */
    scroll-padding-top: ${({ theme }) => theme.headerHeight};
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    line-height: 1.6;
    /* A long word (an e-mail address in a sentence) wraps rather than widening a 320 px screen. */
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* Keeps the end of the footer clear of the fixed mobile call/quote bar. */
    padding-bottom: ${MOBILE_BAR_SPACE};
    ${({ theme }) => theme.mq.lg} { padding-bottom: 0; }
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 650;
    line-height: 1.15;
    letter-spacing: -0.01em;
    text-wrap: balance;
  }
  /*
   * Running text breaks a long word with a hyphen where the page's language (<html lang>) allows
   * ("Dachrinnenreinigung" on a 375 px phone) instead of overflowing or breaking it anywhere. Only
   * words of 10 letters or more, at least 4 on each side, so English text keeps its short words whole.
   */
  p, li, dd, blockquote, figcaption, h1, h2, h3, h4 {
    -webkit-hyphens: auto;
    hyphens: auto;
    hyphenate-limit-chars: 10 4 4;
  }
  h1 { font-size: clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem); }
  h2 { font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem); }
  h3 { font-size: clamp(1.2rem, 1.13rem + 0.3vw, 1.35rem); line-height: 1.3; }
  p { text-wrap: pretty; }

  a { color: ${({ theme }) => theme.color.accent}; text-underline-offset: 0.18em; }
  a:hover { color: ${({ theme }) => theme.color.accentDark}; }

  img, svg, video { max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  /* <main> takes focus from the skip link; a ring around the whole page would only distract. */
  main:focus { outline: none; }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
