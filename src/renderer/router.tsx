// The router of a site of prerendered pages, in place of React Router (which weighed 29 KB gzip of the
// browser's 130 KB). It keeps the small part of React Router's API the site uses, with the same
// markup and click rules: Link, NavLink, useLocation, useNavigate, StaticRouter, MemoryRouter here,
// and the data router (a loader per route, run before the page is shown) in router-data.tsx.
// vite.config.ts points `react-router-dom` at this module, so components keep their imports.
import { createContext, useCallback, useContext, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

export { createBrowserRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, useLoaderData } from './router-data';
export type { LoaderFunction, LoaderFunctionArgs, RouteObject } from './router-data';

export interface Location { pathname: string; search: string; hash: string; state: unknown; key: string }
export interface NavigateOptions { replace?: boolean }
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export interface RouterValue { location: Location; navigate: NavigateFunction }
export const RouterContext = createContext<RouterValue | null>(null);

export function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;

export const toLocation = (to: string | Partial<Location>, key = 'default'): Location =>
  ({ state: null, key, ...(typeof to === 'string' ? parsePath(to) : { pathname: '/', search: '', hash: '', ...to }) });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or useLocation() was used outside a router; render it inside a router (StaticRouterProvider, RouterProvider, StaticRouter or MemoryRouter).');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** Server render: one fixed location; navigation is impossible. */
export function StaticRouter({ location, children }: { location: string | Partial<Location>; children?: ReactNode }) {
  const value = useMemo(() => ({ location: toLocation(location), navigate: () => { throw new Error('<StaticRouter> cannot navigate.'); } }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** Tests: a location in memory that links can change. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [location, setLocation] = useState(() => toLocation(initialEntries[initialEntries.length - 1]));
  const navigate = useCallback<NavigateFunction>((to) => setLocation(toLocation(to, createKey())), []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & { to: string; replace?: boolean; ref?: Ref<HTMLAnchorElement> };

type ClickFacts = Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** A plain click on a same-site link navigates in place; modified clicks, other targets and clicks already handled are the browser's. */
export function navigatesInPlace(event: ClickFacts, target: string | null | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

function useLinkClick(to: string, { onClick, target, replace }: Pick<AnchorProps, 'onClick' | 'target' | 'replace'>) {
  const { navigate } = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigatesInPlace(event, target)) return;
    event.preventDefault();
    navigate(to, { replace });
  };
}

export function Link({ to, replace, className, ...rest }: AnchorProps & { className?: string }) {
  const onClick = useLinkClick(to, { onClick: rest.onClick, target: rest.target, replace });
  return <a {...rest} className={className} href={to} onClick={onClick} />;
}

export interface NavLinkState { isActive: boolean; isPending: boolean; isTransitioning: boolean }

/** Whether `to` is the page shown (`end`: exactly; otherwise also any page below it), case-insensitive as React Router. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  let target = parsePath(to).pathname.toLowerCase();
  const current = pathname.toLowerCase();
  if (target !== '/' && target.endsWith('/')) target = target.slice(0, -1);
  return current === target || (!end && target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/');
}

/** A Link that marks the page being shown: aria-current="page" and the class "active". */
export function NavLink({ to, end, className, ...rest }: AnchorProps & { end?: boolean; className?: string | ((state: NavLinkState) => string | undefined) }) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  const classes = typeof className === 'function'
    ? className({ isActive, isPending: false, isTransitioning: false })
    : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={classes} to={to} />;
}
