import { describe, expect, it } from 'vitest';
import { MOBILE_BAR_SPACE, MobileBar } from '../../../src/renderer/layout/MobileBar';
import { GlobalStyle } from '../../../src/renderer/layout/GlobalStyle';
import { links, render } from './render-layout';

describe('MobileBar', () => {
  const { html, css } = render(<MobileBar />);

  it('offers Call Now (tel:) and Get Quote (the form anchor)', () => {
    expect(links(html).map((l) => [l.text, l.href])).toEqual([
      ['Call Now', 'tel:+14195550142'],
      ['Get Quote', '/contact#contact-form'],
    ]);
    expect(html).toMatch(/^<nav aria-label="Quick contact"/);
  });

  it('is fixed to the bottom and hidden from lg up', () => {
    expect(css).toMatch(/position:fixed;inset:auto 0 0 0/);
    expect(css).toMatch(/@media \(min-width: 64rem\)\{[^}]*display:none/);
  });

  it('is matched by bottom padding on the body of small screens only', () => {
    const { css: global } = render(<GlobalStyle />);
    expect(global).toContain(`padding-bottom:${MOBILE_BAR_SPACE}`);
    expect(global).toMatch(/@media \(min-width: 64rem\)\{body\{padding-bottom:0;\}\}/);
  });
});
