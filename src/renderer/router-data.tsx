// The data-router half of router.tsx, with React Router's names: routes with a loader each;
// createStaticHandler + createStaticRouter + StaticRouterProvider on the server, createBrowserRouter +
// RouterProvider in the browser. Both providers render the very same tree (RouteView), so the server
// HTML and the hydrating browser agree. In the browser a navigation runs the next route's loader first
// and then changes the address and the page together; loaded data is kept for the visit, so Back and
// Forward are instant, and a change of hash alone loads nothing (shouldRevalidate).
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { createKey, createPath, RouterContext, toLocation, type Location, type NavigateFunction } from './router';

export interface LoaderFunctionArgs { request: Request; params: Record<string, string | undefined> }
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;
export interface RouteObject {
  id?: string;
  path?: string;
  /** (React Router's `true`/`false` forms mean a loader elsewhere or none; here: none.) */
  loader?: LoaderFunction | boolean;
  Component?: ComponentType | null;
  shouldRevalidate?: (args: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }) => boolean;
}

interface RouterState { location: Location; loaderData: Record<string, unknown> }

const LoaderDataContext = createContext<unknown>(undefined);
export const useLoaderData = (): unknown => useContext(LoaderDataContext);

const routeId = (route: RouteObject, index: number) => route.id ?? String(index);

/** The route for a path: the first whose path is '*' or the path itself. */
function match(routes: RouteObject[], pathname: string): { route: RouteObject; id: string } {
  const index = routes.findIndex((r) => r.path === '*' || r.path === pathname || (r.path ?? '/') === pathname);
  if (index < 0) throw new Error(`No route matches ${pathname}.`);
  return { route: routes[index], id: routeId(routes[index], index) };
}

async function runLoader(routes: RouteObject[], location: Location, origin: string): Promise<Record<string, unknown>> {
  const { route, id } = match(routes, location.pathname);
  const request = new Request(new URL(createPath(location), origin));
  return { [id]: typeof route.loader === 'function' ? await route.loader({ request, params: {} }) : undefined };
}

/** What both providers render: the matched route's component with its loader data. */
function RouteView({ routes, state, navigate }: { routes: RouteObject[]; state: RouterState; navigate: NavigateFunction }) {
  const { route, id } = match(routes, state.location.pathname);
  const value = useMemo(() => ({ location: state.location, navigate }), [state.location, navigate]);
  const Component = route.Component;
  return (
    <RouterContext.Provider value={value}>
      <LoaderDataContext.Provider value={state.loaderData[id]}>{Component ? <Component /> : null}</LoaderDataContext.Provider>
    </RouterContext.Provider>
  );
}

// --- Server -------------------------------------------------------------------------------------

export interface StaticHandlerContext { location: Location; loaderData: Record<string, unknown>; statusCode: number }

export function createStaticHandler(routes: RouteObject[]) {
  return {
    dataRoutes: routes,
    async query(request: Request): Promise<StaticHandlerContext> {
      const url = new URL(request.url);
      const location = toLocation({ pathname: url.pathname, search: url.search, hash: url.hash });
      return { location, loaderData: await runLoader(routes, location, url.origin), statusCode: 200 };
    },
  };
}

export function createStaticRouter(routes: RouteObject[], context: StaticHandlerContext) {
  return { routes, state: { location: context.location, loaderData: context.loaderData } };
}

const cannotNavigate: NavigateFunction = () => { throw new Error('The server render cannot navigate.'); };

/** `hydrate` is accepted for React Router's signature; page data travels in the page's own JSON instead. */
export function StaticRouterProvider({ router }: { router: ReturnType<typeof createStaticRouter>; context?: StaticHandlerContext; hydrate?: boolean }) {
  return <RouteView routes={router.routes} state={router.state} navigate={cannotNavigate} />;
}

// --- Browser ------------------------------------------------------------------------------------

export interface BrowserRouter {
  routes: RouteObject[];
  readonly state: RouterState;
  navigate: NavigateFunction;
  subscribe(listener: () => void): () => void;
}

const windowLocation = (): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: (window.history.state as { key?: string } | null)?.key ?? 'default' };
};

export function createBrowserRouter(routes: RouteObject[], options: { hydrationData?: { loaderData?: Record<string, unknown> } } = {}): BrowserRouter {
  let state: RouterState = { location: windowLocation(), loaderData: options.hydrationData?.loaderData ?? {} };
  // Not the first page's data from hydrationData: the app may have drawn part of that page from the
  // server's HTML (hydrate-blocks.ts), so coming back to it runs its loader like any other page.
  const loaded = new Map<string, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  let latest = 0;

  async function go(next: Location, mode: 'push' | 'replace' | 'pop') {
    const ticket = ++latest;
    const { route } = match(routes, next.pathname);
    const href = (l: Location) => new URL(createPath(l), window.location.origin);
    const revalidate = route.shouldRevalidate?.({ currentUrl: href(state.location), nextUrl: href(next), defaultShouldRevalidate: true }) ?? true;
    let loaderData = state.loaderData;
    if (revalidate) {
      try {
        loaderData = loaded.get(next.pathname) ?? await runLoader(routes, next, window.location.origin);
      } catch {
        window.location.assign(href(next).href); // offline or broken: let the browser load the page itself
        return;
      }
      loaded.set(next.pathname, loaderData);
    }
    if (ticket !== latest) return; // a later navigation won
    if (mode !== 'pop') window.history[mode === 'push' ? 'pushState' : 'replaceState']({ key: next.key }, '', createPath(next));
    state = { location: next, loaderData };
    listeners.forEach((listener) => listener());
  }

  window.addEventListener('popstate', () => { void go(windowLocation(), 'pop'); });
  return {
    routes,
    get state() { return state; },
    navigate(to, { replace } = {}) {
      const next = toLocation(to, createKey());
      void go(next, (replace ?? createPath(next) === createPath(state.location)) ? 'replace' : 'push');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** `onShow` (not in React Router) runs after each page is on screen, the hydrated first one included. */
export function RouterProvider({ router, onShow }: { router: BrowserRouter; onShow?: (location: Location) => void }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state, () => router.state);
  useEffect(() => { onShow?.(state.location); }, [state.location]); // eslint-disable-line react-hooks/exhaustive-deps
  return <RouteView routes={router.routes} state={state} navigate={router.navigate} />;
}
