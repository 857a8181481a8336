import { describe, expect, it } from 'vitest';
import Layout from '../../../src/renderer/layout/Layout';
import { GlobalStyle } from '../../../src/renderer/layout/GlobalStyle';
import { render, tags } from './render-layout';

describe('Layout', () => {
  const { html } = render(
    <Layout>
      <h1>Page body</h1>
    </Layout>,
  );

  it('puts skip link, header, main, footer and mobile bar in that order', () => {
    const order = [
      'href="#main"',
      '<header',
      '<main id="main" tabindex="-1"><h1>Page body</h1></main>',
      '<footer',
      'aria-label="Quick contact"',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('makes the skip link the first focusable element', () => {
    const first = tags(html).find((t) => ['a', 'button', 'input', 'select', 'textarea'].includes(t.name));
    expect(first?.attrs.href).toBe('#main');
  });

  it('names every <nav> landmark, each differently', () => {
    const names = tags(html, 'nav').map((t) => t.attrs['aria-label'] ?? t.attrs['aria-labelledby']);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has exactly one <main>, <header> and <footer>', () => {
    expect(tags(html, 'main')).toHaveLength(1);
    expect(tags(html, 'header')).toHaveLength(1);
    expect(tags(html, 'footer')).toHaveLength(1);
  });
});

describe('GlobalStyle', () => {
  const { css } = render(<GlobalStyle />);

  it('sets the base type, headings and links from the theme', () => {
    expect(css).toContain('box-sizing:border-box');
    expect(css).toMatch(/body\{margin:0;font-family:'Inter Variable'[^;]*;color:#34403a;[^}]*line-height:1\.6/);
    expect(css).toMatch(/h1,h2,h3\{font-family:'Fraunces Variable'[^;]*;color:#17211b/);
    expect(css).toContain('h1{font-size:clamp(2.25rem');
    expect(css).toMatch(/h1\{font-size:clamp\(2\.25rem,[^)]*3\.5rem\)/);
    expect(css).toMatch(/h2\{font-size:clamp\(1\.75rem,[^)]*2\.5rem\)/);
    expect(css).toMatch(/a\{color:#1f6f43/);
  });

  it('keeps anchors clear of the header, shows focus, and respects reduced motion', () => {
    expect(css).toContain('scroll-padding-top:4rem');
    expect(css).toMatch(/:focus-visible\{outline:3px solid #1f6f43;outline-offset:2px/);
    expect(css).toMatch(/\.visually-hidden\{position:absolute ?!important;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^@]*animation-duration:0\.01ms ?!important/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?no-preference\)\{html\{scroll-behavior:smooth;\}\}/);
  });

  it("hyphenates running text by the page's language: paragraphs, list items and headings, long words only", () => {
    const rule = css.replace(/\/\*!sc\*\/\s*/g, '').match(/(?:^|\})([^{}]*\bp,[^{}]*)\{([^}]*hyphens:auto[^}]*)\}/);
    expect(rule, 'a rule giving running text hyphens:auto').not.toBeNull();
    const selectors = rule![1]!.split(',').map((s) => s.trim());
    expect(selectors).toEqual(expect.arrayContaining(['p', 'li', 'h1', 'h2', 'h3']));
    expect(rule![2]).toContain('-webkit-hyphens:auto'); // Safari before 17
    expect(rule![2]).toMatch(/(^|;)hyphens:auto/);
    expect(rule![2]).toContain('hyphenate-limit-chars:10 4 4');
  });
});
