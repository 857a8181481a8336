// Server entry: renders one page to HTML and collects the styled-components CSS. No I/O.
// It uses the same data router and route as the browser (routes.tsx), so hydration matches exactly.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './page-data';
import { pageStyles } from './page-css';
import { HeadTags } from './PageHead';
import { pageRoutes } from './routes';
import { CompiledStylesCache } from './stylis-cache';

/** `head`: the page's own head tags; `html`: the page itself; `styles`: its CSS. */
export async function renderPage(data: PageData): Promise<{ head: string; html: string; styles: string }> {
  const handler = createStaticHandler(pageRoutes(() => data));
  const context = await handler.query(new Request(`http://prerender.local${data.path}`));
  if (context instanceof Response) throw new Error(`The router answered ${data.path} with a redirect (${context.status}).`);
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    // hydrate={false}: the page data travels in its own JSON file (no inline script, for the CSP).
    const rendered = renderToString(<CompiledStylesCache>{sheet.collectStyles(<StaticRouterProvider router={router} context={context} hydrate={false} />)}</CompiledStylesCache>);
    // React writes the head tags it hoists (PageHead.tsx) ahead of the page: they go to the document's head.
    const head = renderToString(<HeadTags page={data} />);
    if (!rendered.startsWith(head)) throw new Error(`React did not write the head tags of ${data.path} first; check what else the app hoists (src/renderer/PageHead.tsx).`);
    return { head, html: rendered.slice(head.length), styles: pageStyles(sheet.instance.toString()) };
  } finally {
    sheet.seal();
  }
}
