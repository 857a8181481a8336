// The one route of the app, shared by the server render and the browser so both build the same
// component tree (useId values and hydration then match): every path shows <App> with its page data.
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { App } from './App';
import type { PageData } from './page-data';

export const PAGE_ROUTE_ID = 'page';

function RoutedApp() {
  return <App data={useLoaderData() as PageData} />;
}

export function pageRoutes(loader: LoaderFunction): RouteObject[] {
  return [{
    id: PAGE_ROUTE_ID, path: '*', loader, Component: RoutedApp,
    // The first page's data is already in the HTML; only a change of page fetches.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  }];
}
