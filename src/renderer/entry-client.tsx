// Browser entry: hydrate the server HTML with the page's own data, then route on the client.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { App } from './App';
import type { PageData } from './page-data';
import { loadPageData } from './page-loader';
import { startWebVitals } from './web-vitals';

function RoutedApp() {
  return <App data={useLoaderData() as PageData} />;
}

const dataElement = document.getElementById('page-data');
const initial = JSON.parse(dataElement?.textContent ?? 'null') as PageData;

const router = createBrowserRouter(
  [{ id: 'page', path: '*', loader: ({ request }) => loadPageData(new URL(request.url)), Component: RoutedApp,
    // The first page's data is already in the HTML; only later navigations fetch.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname }],
  { hydrationData: { loaderData: { page: initial } } },
);

hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
startWebVitals();
