// The one route of the app, shared by the server render and the browser so both build the same
// component tree (useId values and hydration then match): every path shows <App> with its page data.
import { useEffect } from 'react';
import { useLoaderData, useLocation, type LoaderFunction, type Location, type RouteObject } from 'react-router-dom';
import { App } from './App';
import type { PageData } from '../page-data';
import { RouteError } from './RouteError';

export const PAGE_ROUTE_ID = 'page';

/** `onShow` (browser only) runs after each page is on screen, the hydrated first one included. */
export function pageRoutes(loader: LoaderFunction<PageData>, onShow?: (location: Location) => void): RouteObject[] {
  function RoutedApp() {
    const location = useLocation();
    useEffect(() => {
      onShow?.(location);
    }, [location]);
    return <App data={useLoaderData() as PageData} />;
  }
  return [
    {
      id: PAGE_ROUTE_ID,
      path: '*',
      loader,
      Component: RoutedApp,
      ErrorBoundary: RouteError,
      // The first page's data is already in the HTML; only a change of page fetches.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    },
  ];
}
