// The app, loaded by entry-client.tsx after the page is shown: it loads the page's data and block
// code, hydrates the server HTML with the same route as the server render (routes.tsx), then hands
// React what the visitor did meanwhile (hydrate-replay.ts).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './router';
import { configureAnalytics, trackPageView } from './analytics';
import type { EarlyInput } from './hydrate-capture';
import { loadBlocks } from './hydrate-blocks';
import { replay } from './hydrate-replay';
import type { PageData } from './page-data';
import { loadPageData } from './page-loader';
import { PAGE_CSS_ID } from './page-css';
import { PAGE_ROUTE_ID, pageRoutes } from './routes';
import { startWebVitals } from './web-vitals';

/** A page's data and the code of its blocks: what must be there before the page is shown. */
async function loadPage(url: URL): Promise<PageData> {
  const data = await loadPageData(url);
  await loadBlocks(data.blocks);
  return data;
}

/** `firstPage`: the first page's data, requested by entry-client.tsx alongside this code. */
export async function hydrate(root: HTMLElement, early: EarlyInput, firstPage: Promise<PageData>): Promise<void> {
  const initial = await firstPage;
  await loadBlocks(initial.blocks);
  configureAnalytics(initial.chrome.analytics);
  const router = createBrowserRouter(pageRoutes(({ request }) => loadPage(new URL(request.url))), {
    hydrationData: { loaderData: { [PAGE_ROUTE_ID]: initial } },
  });
  let hydrated = false;
  // After each page is on screen (its title set): a page view; after the first, the held-back input.
  const onShow = () => {
    trackPageView();
    if (hydrated) return;
    hydrated = true;
    // styled-components now holds every rule of the page in its own sheet (render-page.tsx).
    document.getElementById(PAGE_CSS_ID)?.remove();
    void replay(root, early.stop());
  };
  // In a transition React hydrates in short slices, yielding to the browser between them, so hydration
  // adds no long task; an interaction meanwhile makes React hydrate its target at once.
  startTransition(() => { hydrateRoot(root, <RouterProvider router={router} onShow={onShow} />); });
  startWebVitals();
}
