// Server entry: renders one page to HTML and collects the styled-components CSS. No I/O.
// It uses the same data router and route as the browser (routes.tsx), so hydration matches exactly.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './page-data';
import { pageStyles } from './page-css';
import { pageRoutes } from './routes';

export async function renderPage(data: PageData): Promise<{ html: string; styles: string }> {
  const handler = createStaticHandler(pageRoutes(() => data));
  const context = await handler.query(new Request(`http://prerender.local${data.path}`));
  if (context instanceof Response) throw new Error(`The router answered ${data.path} with a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    // hydrate={false}: the page data travels in its own JSON element (no inline script, for the CSP).
    const html = renderToString(sheet.collectStyles(<StaticRouterProvider router={router} context={context} hydrate={false} />));
    return { html, styles: pageStyles(sheet.instance.toString()) };
  } finally {
    sheet.seal();
  }
}
