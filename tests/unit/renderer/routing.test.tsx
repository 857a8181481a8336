// Our use of React Router: the server render of a page (its head tags go to the document's head, once),
// the page route (data only on a change of page; an error shows a way home), and which link clicks
// navigate in place.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { navigatesInPlace } from '../../../src/renderer/link-clicks';
import type { PageData } from '../../../src/page-data';
import { renderPage } from '../../../src/renderer/render-page';
import { pageRoutes } from '../../../src/renderer/routes';
import { sampleChrome } from '../../helpers/sample-chrome';

const page: PageData = {
  path: '/about',
  meta: {
    title: 'About & us',
    description: 'Who we are',
    canonical: 'https://example.com/about',
    image: 'https://example.com/a.jpg',
    type: 'website',
    jsonLd: [{ '@type': 'AboutPage', name: '</script>' }],
  },
  blocks: [],
  images: {},
  chrome: sampleChrome,
};

describe('renderPage', () => {
  it('hands the page head tags to the document and keeps them out of the page HTML', async () => {
    const { head, html } = await renderPage(page);
    expect(head).toContain('<title>About &amp; us</title>');
    for (const tag of [
      '<meta name="description" content="Who we are"/>',
      '<link rel="canonical" href="https://example.com/about"/>',
      '<meta property="og:title" content="About &amp; us"/>',
      '<meta property="og:url" content="https://example.com/about"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="twitter:image" content="https://example.com/a.jpg"/>',
    ]) {
      expect(head).toContain(tag);
    }
    expect(head).not.toContain('robots');
    expect(html).not.toMatch(/<title|<meta|<link rel="canonical"/);
    expect(html).toContain('<header');
  });

  it('writes the JSON-LD into the page, safe inside its script element', async () => {
    const { html } = await renderPage(page);
    expect(html).toContain(
      '<script type="application/ld+json" id="structured-data">[{"@type":"AboutPage","name":"\\u003c/script>"}]</script>',
    );
  });

  it('marks a page not to be indexed with robots noindex in place of the canonical link', async () => {
    const { head } = await renderPage({ ...page, meta: { ...page.meta, noindex: true } });
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).not.toContain('canonical');
  });
});

describe('the page route', () => {
  const [route] = pageRoutes(() => page);
  const revalidates = (from: string, to: string) =>
    route!.shouldRevalidate!({
      currentUrl: new URL(from, 'https://example.com'),
      nextUrl: new URL(to, 'https://example.com'),
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs);

  it('loads data on a change of page only, not of hash or query', () => {
    expect(revalidates('/about', '/contact')).toBe(true);
    expect(revalidates('/contact', '/contact#contact-form')).toBe(false);
    expect(revalidates('/contact', '/contact?from=hero')).toBe(false);
  });

  it('shows an error with a link home when the page cannot be loaded or drawn', async () => {
    const handler = createStaticHandler(
      pageRoutes(() => {
        throw new Error('No component for block type "Nope".');
      }),
    );
    const context = await handler.query(new Request('https://example.com/broken'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<a href="\/"[^>]*>go to the home page<\/a>/);
  });
});

describe('navigatesInPlace', () => {
  const click = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

  it('takes a plain click on a link for this tab', () => {
    expect(navigatesInPlace(click, null)).toBe(true);
    expect(navigatesInPlace(click, '_self')).toBe(true);
  });

  it('leaves modified clicks, other buttons, other targets and handled clicks to the browser', () => {
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(navigatesInPlace({ ...click, [modifier]: true }, null)).toBe(false);
    expect(navigatesInPlace({ ...click, button: 1 }, null)).toBe(false);
    expect(navigatesInPlace(click, '_blank')).toBe(false);
    expect(navigatesInPlace({ ...click, defaultPrevented: true }, null)).toBe(false);
  });
});
