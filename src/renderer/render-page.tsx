// Server entry: renders one page to HTML and collects the styled-components CSS. No I/O.
// It uses the same data router and route as the browser (routes.tsx), so hydration matches exactly.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { PageProviders } from './App';
import {
  SharedPartsContext,
  type DrawnPart,
  type MissedPart,
  type SharedParts,
  type StyleInsert,
} from './layout/SharedPart';
import { hasMarker, stencilOf, type Stencil } from './stencil';
import type { PageData } from '../page-data';
import { pageStyles } from './page-css';
import { HeadTags } from './PageHead';
import { PAGE_ROUTE_ID, pageRoutes } from './routes';
import { CompiledStylesCache } from './stylis-cache';
import { routeMatcher } from '../ui/route-links';
import { pageBlocks } from './Page';

/** A bound on the shared parts kept: a long-lived renderer (the dev server, the editor's preview) meets ever new chrome. */
const MAX_SHARED_PARTS = 500;

/** The header and footer drawn so far by this thread, by key (layout/SharedPart.tsx). */
const drawnParts = new Map<string, DrawnPart>();
/** Parts met once, kept when met again (blocks); bounded like the parts. */
const metParts = new Set<string>();
const MAX_MET_PARTS = 20_000;

/** The server draws every block: all components are loaded once per thread (vite.config.ts imports them with the registry). */
const allBlocksLoaded = pageBlocks.loadAll();

/** The page route, its loader answering with the page data each query is given. */
const handler = createStaticHandler(pageRoutes(({ context }) => context as PageData));
const [pageRoute] = handler.dataRoutes as [StaticHandlerContext['matches'][number]['route']];

/**
 * What `handler.query` answers for a page, without its work (a Request, running the loader, about 5% of
 * a page's render): the one route matches every path and its loader gives the page data as it is.
 * tests/unit/renderer/router-context.test.ts holds it equal to the query's answer.
 */
export function pageRouterContext(data: PageData): StaticHandlerContext {
  const location = { pathname: data.path, search: '', hash: '', state: null, key: 'default' };
  return {
    basename: '/',
    location,
    // The one route is `*`: it matches the whole path (matchRoutes would rank the routes again each time).
    matches: [{ params: { '*': data.path.slice(1) }, pathname: data.path, pathnameBase: '/', route: pageRoute }],
    loaderData: { [PAGE_ROUTE_ID]: data },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
}

/** The router's own answer for a page, for the test above. */
export const queriedRouterContext = (data: PageData) =>
  handler.query(new Request(`http://prerender.local${data.path}`), { requestContext: data });

/**
 * `head`: the page's own head tags; `html`: the page itself; `styles`: its CSS. `values`: the page's own
 * values (a town page's town: name, address name, county, postal code), which its blocks may share a
 * drawing without (stencil.ts).
 */
export async function renderPage(
  data: PageData,
  { values }: { values?: readonly string[] } = {},
): Promise<{ head: string; html: string; styles: string }> {
  await allBlocksLoaded;
  const context = pageRouterContext(data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const parts = sharedParts(data, values);
  const sheet = new ServerStyleSheet();
  try {
    // hydrate={false}: the page data travels in its own JSON file (no inline script, for the CSP).
    const rendered = renderToString(
      <SharedPartsContext.Provider value={parts}>
        <CompiledStylesCache>
          {sheet.collectStyles(<StaticRouterProvider router={router} context={context} hydrate={false} />)}
        </CompiledStylesCache>
      </SharedPartsContext.Provider>,
    );
    // React writes the head tags it hoists (PageHead.tsx) ahead of the page: they go to the document's head.
    const head = renderToString(<HeadTags page={data} />);
    if (!rendered.startsWith(head))
      throw new Error(
        `React did not write the head tags of ${data.path} first; check what else the app hoists (src/renderer/PageHead.tsx).`,
      );
    let html = rendered.slice(head.length);
    if (parts) {
      keep(parts.missed, data, parts.stencil);
      html = html.replace(
        /<template data-shared-part="(\d+)"><\/template>/g,
        (_, i: string) => parts.reused[Number(i)]!,
      );
    }
    return { head, html, styles: stylesOf(sheet) };
  } finally {
    sheet.seal();
  }
}

/** The last page's style tags, and the class names its sheet holds: pages of one template mostly have the same. */
let lastStyles: { names: string; tags: string } | undefined;

/**
 * The page's style tags. A class name is the hash of its rules, and the sheet writes each component's
 * rules in the order its names came: the same names in the same order give the same CSS, so the last
 * page's tags are reused without writing the sheet out again.
 */
function stylesOf(sheet: ServerStyleSheet): string {
  let names = '';
  for (const [id, ofId] of sheet.instance.names) names += `${id} ${[...ofId].join(' ')}\n`;
  if (names !== lastStyles?.names) lastStyles = { names, tags: pageStyles(sheet.instance.toString()) };
  return lastStyles.tags;
}

/** How many shared parts this thread keeps, and forgetting them: tests compare pages drawn with and without them. */
export const sharedPartsKept = () => drawnParts.size;
/** How many of them are stencils, filled in with each page's own values (stencil.ts). */
export const stencilsKept = () => [...drawnParts.values()].filter((part) => part.stencil).length;
/** Forgets what this thread reuses from earlier pages: the shared parts and the last page's styles. */
export const forgetSharedParts = () => {
  drawnParts.clear();
  metParts.clear();
  lastStyles = undefined;
};

/** The chrome last met (pages of a site share it): the object, its JSON, a short name for it in the parts' keys, and a test for each of its addresses. */
let lastChrome:
  { chrome: PageData['chrome']; json: string; id: number; links: ((path: string) => boolean)[] } | undefined;
let chromesMet = 0;

/** What this page may share; none when it is one of the chrome's links or below one: its header and footer are its own. */
function sharedParts(data: PageData, values?: readonly string[]): SharedParts | null {
  if (lastChrome?.chrome !== data.chrome) {
    const json = JSON.stringify(data.chrome);
    // Its links, and pictures, which never match a page.
    lastChrome =
      lastChrome?.json === json
        ? { ...lastChrome, chrome: data.chrome }
        : {
            chrome: data.chrome,
            json,
            id: ++chromesMet,
            links: [...new Set([...json.matchAll(/"(\/[^"?#]*)/g)].map(([, href]) => href!))].map((href) =>
              routeMatcher(href),
            ),
          };
  }
  if (lastChrome.links.some((isHere) => isHere(data.path))) return null;
  // The footer's copyright year is the day's: a part is reused on the day it was drawn.
  return {
    drawn: (key) => drawnParts.get(key),
    pageKey: `${new Date().toDateString()}\n${lastChrome.id}`,
    stencil: stencilOf(values),
    reused: [],
    missed: new Map(),
    metBefore: (key) => {
      if (metParts.has(key)) return true;
      if (metParts.size >= MAX_MET_PARTS) metParts.clear();
      metParts.add(key);
      return false;
    },
  };
}

/**
 * Draws each part the page drew itself once more, alone, recording the styles it puts in its sheet, and
 * keeps it. A part with a stencil keeps the stencil when, its values filled in, the stencil is this
 * very drawing, with the same styles (none naming the town); else pages draw that part themselves.
 */
function keep(missed: Map<string, MissedPart>, data: PageData, stencil: Stencil): void {
  for (const [key, { part, stencil: general }] of missed) {
    if (drawnParts.size >= MAX_SHARED_PARTS) drawnParts.clear();
    const drawn = drawAlone(part, data);
    if (!general) {
      drawnParts.set(key, drawn);
      continue;
    }
    const withMarkers = drawAlone(general(), data);
    const styles = JSON.stringify(withMarkers.styles);
    const same =
      stencil.fillIn(withMarkers.html) === drawn.html && !hasMarker(styles) && styles === JSON.stringify(drawn.styles);
    drawnParts.set(key, same ? { ...withMarkers, stencil: true } : { ...drawn, refused: true });
  }
}

/** A part drawn on its own, as in its page, with the styles it puts in its sheet. */
function drawAlone(part: ReactElement, data: PageData): DrawnPart {
  const sheet = new ServerStyleSheet();
  const styles: StyleInsert[] = [];
  const insert = sheet.instance.insertRules.bind(sheet.instance);
  sheet.instance.insertRules = (id, name, rules) => {
    styles.push([id, name, rules]);
    insert(id, name, rules);
  };
  try {
    const html = renderToString(
      <CompiledStylesCache>
        {sheet.collectStyles(
          <StaticRouter location={data.path}>
            <PageProviders data={data}>{part}</PageProviders>
          </StaticRouter>,
        )}
      </CompiledStylesCache>,
    );
    return { html, styles };
  } finally {
    sheet.seal();
  }
}
