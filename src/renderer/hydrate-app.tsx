// The app, loaded by entry-client.tsx after the page is shown: it loads the page's data and the code
// of its interactive blocks, hydrates the server HTML with the same route as the server render
// (routes.tsx; the other blocks keep their served HTML, hydrate-blocks.ts), then hands React what the
// visitor did meanwhile (hydrate-replay.ts).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type Location } from 'react-router-dom';
import { configureAnalytics, trackPageView } from '../ui/analytics';
import type { EarlyInput } from './hydrate-capture';
import { pageBlocks } from './Page';
import { handleLinkClicks } from './link-clicks';
import { replay } from './hydrate-replay';
import type { PageData } from '../page-data';
import { loadPageData } from './page-loader';
import { PAGE_CSS_ID } from './page-css';
import { PAGE_ROUTE_ID, pageRoutes } from './routes';
import { startWebVitals } from './web-vitals';

/** A page's data and the code of its blocks: what must be there before the page is shown. */
async function loadPage(url: URL): Promise<PageData> {
  const data = await loadPageData(url);
  await pageBlocks.load(data.blocks);
  return data;
}

/** `firstPage`: the first page's data, requested by entry-client.tsx alongside this code. */
export async function hydrate(root: HTMLElement, early: EarlyInput, firstPage: Promise<PageData>): Promise<void> {
  const initial = await firstPage;
  await pageBlocks.load(initial.blocks, { serverHtml: true });
  configureAnalytics(initial.chrome.analytics);
  // Every change of page ends at the top (layout/ScrollManager.tsx), Back and Forward included: the
  // browser's own restoring of the old position would race it.
  window.history.scrollRestoration = 'manual';
  let hydrated = false;
  const firstPath = window.location.pathname;
  // After each page is on screen (its title set): a page view; after the first, the held-back input.
  const onShow = (location: Location) => {
    trackPageView();
    // The served CSS stays while blocks kept as served are on screen: styled-components, in the
    // browser, holds the rules of what React drew only (render-page.tsx).
    if (location.pathname !== firstPath) document.getElementById(PAGE_CSS_ID)?.remove();
    if (hydrated) return;
    hydrated = true;
    void replay(root, early.stop());
  };
  // The first page's data is the route's loader data, as on the server, so hydration matches.
  const router = createBrowserRouter(
    pageRoutes(({ request }) => loadPage(new URL(request.url)), onShow),
    {
      hydrationData: { loaderData: { [PAGE_ROUTE_ID]: initial } },
    },
  );
  handleLinkClicks(root, (href) => router.navigate(href));
  // In a transition React hydrates in short slices, yielding to the browser between them, so hydration
  // adds no long task; an interaction meanwhile makes React hydrate its target at once.
  startTransition(() => {
    hydrateRoot(root, <RouterProvider router={router} />);
  });
  startWebVitals();
}
