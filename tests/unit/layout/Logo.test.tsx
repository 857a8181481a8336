// The logo comes from site.json (business.logo): the header shows it beside the name, the footer its
// light version; a site without one shows its name alone as a wordmark.
import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/renderer/layout/Header';
import { Footer } from '../../../src/renderer/layout/Footer';
import { chrome, render, tags, text } from './render-layout';

const imgs = (html: string) => tags(html, 'img').map((t) => t.attrs);

describe('the logo', () => {
  it("is the business's own file in the header, at its proportions, beside the name", () => {
    const wide = {
      ...chrome,
      logo: {
        src: { src: '/img/pool-logo.1.svg', width: 120, height: 40, sources: [] },
        onDark: { src: '/img/pool-logo-white.1.svg', width: 120, height: 40, sources: [] },
      },
    };
    const { html } = render(<Header />, { chrome: wide });
    expect(imgs(html)[0]).toMatchObject({ src: '/img/pool-logo.1.svg', width: '120', height: '40', alt: '' });
    expect(text(html)).toContain('Riverbend Landscaping & Tree Care');
    expect(imgs(render(<Footer />, { chrome: wide }).html)[0]).toMatchObject({
      src: '/img/pool-logo-white.1.svg',
      width: '132',
      height: '44',
    });
  });

  it('offers a raster logo in its AVIF and WebP sources', () => {
    const raster = {
      src: '/img/logo-1200.1.jpg',
      width: 800,
      height: 400,
      sources: [{ type: 'image/avif' as const, srcSet: '/img/logo-480.1.avif 480w' }],
    };
    const { html } = render(<Header />, { chrome: { ...chrome, logo: { src: raster, onDark: raster } } });
    expect(tags(html, 'source')[0]!.attrs).toMatchObject({
      type: 'image/avif',
      srcSet: '/img/logo-480.1.avif 480w',
      sizes: '80px',
    });
  });

  it('is the name alone (a wordmark) when site.json names no logo', () => {
    const { logo: _none, ...withoutLogo } = chrome;
    for (const node of [<Header key="h" />, <Footer key="f" />]) {
      const { html } = render(node, { chrome: withoutLogo });
      expect(imgs(html).filter((i) => i.src?.includes('logo') || i.src?.includes('mark'))).toEqual([]);
      expect(text(html)).toContain('Riverbend');
    }
  });
});
