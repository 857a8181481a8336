// Renders a layout component the way the prerender does (theme, page context, router) and offers
// small readers for the resulting HTML, so tests can check structure without a DOM.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { PageContext } from '../../../src/ui/page-context';
import type { PageData, SiteChrome } from '../../../src/page-data';
import { makeTheme } from '../../../src/ui/theme';
import { sampleChrome } from '../../helpers/sample-chrome';

/** The sample chrome with the full navigation of the site (spec section 2). */
export const chrome: SiteChrome = {
  ...sampleChrome,
  navigation: {
    header: [
      { label: 'Home', href: '/' },
      {
        label: 'Services',
        href: '/services',
        children: [
          { label: 'Landscaping Services', href: '/landscaping-services' },
          { label: 'Lawn Care', href: '/lawn-care' },
          { label: 'Tree Removal', href: '/tree-removal' },
          { label: 'Fall Cleanups', href: '/fall-cleanups' },
          { label: 'Mulch Installation', href: '/mulch-installation' },
          { label: 'Landscape Design', href: '/landscape-design' },
        ],
      },
      { label: 'About', href: '/about' },
      { label: 'Gallery', href: '/portfolio' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
    footer: [
      { label: 'Services', href: '/services' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
    legal: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
    ],
  },
  // href: the town's first town page, as the build derives it; a town without pages has none.
  towns: [
    { name: 'Huron', slug: 'huron', postalCode: '44839' },
    { name: 'Sandusky', slug: 'sandusky', postalCode: '44870' },
    { name: 'Vermilion', slug: 'vermilion', postalCode: '44089' },
    { name: 'Milan', slug: 'milan', postalCode: '44839' },
    { name: 'Norwalk', slug: 'norwalk', postalCode: '44839' },
    { name: 'Castalia', slug: 'castalia', postalCode: '44839' },
  ].map((t) => ({ ...t, href: `/landscaping-in-${t.slug}` })),
};

export function render(
  node: ReactNode,
  options: { path?: string; chrome?: SiteChrome } = {},
): { html: string; css: string } {
  const page: PageData = {
    path: options.path ?? '/',
    meta: { title: 't', description: 'd', canonical: 'https://example.com/', image: '', type: 'website', jsonLd: [] },
    blocks: [],
    images: {},
    chrome: options.chrome ?? chrome,
  };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={makeTheme(page.chrome.theme)}>
          <PageContext.Provider value={page}>
            <MemoryRouter initialEntries={[page.path]}>{node}</MemoryRouter>
          </PageContext.Provider>
        </ThemeProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  start: number;
  end: number;
}

/** Every opening tag in document order (React escapes < > " in text and attributes, so a regex is safe). */
export function tags(html: string, name?: string): Tag[] {
  const out: Tag[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s[^>]*)?)\/?>/g)) {
    if (name && m[1] !== name) continue;
    const attrs: Record<string, string> = {};
    for (const a of m[2].matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) attrs[a[1]] = decode(a[2] ?? '');
    out.push({ name: m[1], attrs, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The HTML of an element: its opening tag up to the matching close tag. */
export function outerHTML(html: string, tag: Tag): string {
  let depth = 0;
  const re = new RegExp(`<(/?)${tag.name}(?:\\s[^>]*)?>`, 'g');
  re.lastIndex = tag.start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(tag.start, m.index + m[0].length);
  }
  throw new Error(`no closing </${tag.name}>`);
}

export function elementById(html: string, id: string): string {
  const tag = tags(html).find((t) => t.attrs.id === id);
  if (!tag) throw new Error(`no element #${id}`);
  return outerHTML(html, tag);
}

/** Visible text with tags removed and white space collapsed. */
export function text(html: string): string {
  return decode(html.replace(/<!--.*?-->/g, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Anchors as {href, text, attrs}, in order. */
export function links(html: string) {
  return tags(html, 'a').map((t) => ({ href: t.attrs.href, text: text(outerHTML(html, t)), attrs: t.attrs }));
}

function decode(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}
