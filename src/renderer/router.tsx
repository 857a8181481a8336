// The router of a site of prerendered pages, in place of React Router (which weighed 29 KB gzip of the
// browser's 130). It keeps the small part of React Router's API the site uses — Link, NavLink,
// useLocation, StaticRouter, MemoryRouter — with the same markup and click rules, and adds DataRouter:
// a history router that loads the next page's data (and code) before it shows the page.
// vite.config.ts points `react-router-dom` here, so components keep their imports.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';

export interface Location { pathname: string; search: string; hash: string; state: unknown; key: string }
export interface NavigateOptions { replace?: boolean }
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue { location: Location; navigate: NavigateFunction }
const RouterContext = createContext<RouterValue | null>(null);

export function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => pathname + search + hash;

const toLocation = (to: string | Partial<Location>, key = 'default'): Location =>
  ({ state: null, key, ...(typeof to === 'string' ? parsePath(to) : { pathname: '/', search: '', hash: '', ...to }) });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A link or useLocation() was used outside a router; render it inside <StaticRouter>, <MemoryRouter> or <DataRouter>.');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** Server render: one fixed location; navigation is impossible. */
export function StaticRouter({ location, children }: { location: string | Partial<Location>; children?: ReactNode }) {
  const value = useMemo(() => ({ location: toLocation(location), navigate: () => { throw new Error('<StaticRouter> cannot navigate.'); } }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Tests: a location in memory that links can change. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [location, setLocation] = useState(() => toLocation(initialEntries[initialEntries.length - 1]));
  const navigate = useCallback<NavigateFunction>((to) => setLocation(toLocation(to, createKey())), []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const createKey = () => Math.random().toString(36).slice(2, 10);
const windowLocation = (): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: (window.history.state as { key?: string } | null)?.key ?? 'default' };
};

/**
 * The browser's router. A navigation first loads what the next page needs (`load`: its data file and
 * block code), then updates the address and shows the page in one render, as React Router's data
 * router did. Data already loaded is kept, so Back and Forward are instant; a change of hash alone loads nothing.
 */
export function DataRouter<T>({ initial, load, children }: { initial: T; load: (url: URL) => Promise<T>; children: (data: T) => ReactNode }) {
  const [state, setState] = useState(() => ({ location: windowLocation(), data: initial }));
  const cache = useRef(new Map<string, T>([[window.location.pathname, initial]]));
  const current = useRef(state);
  current.current = state;
  const latest = useRef(0);

  const go = useCallback(async (next: Location, mode: 'push' | 'replace' | 'pop') => {
    const ticket = ++latest.current;
    let data = cache.current.get(next.pathname);
    if (data === undefined) {
      data = await load(new URL(createPath(next), window.location.origin));
      cache.current.set(next.pathname, data);
    }
    if (ticket !== latest.current) return; // a later navigation won
    if (mode !== 'pop') window.history[mode === 'push' ? 'pushState' : 'replaceState']({ key: next.key }, '', createPath(next));
    setState({ location: next, data });
  }, [load]);

  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const next = toLocation(to, createKey());
    const same = createPath(next) === createPath(current.current.location);
    void go(next, (options.replace ?? same) ? 'replace' : 'push');
  }, [go]);

  useEffect(() => {
    const onPop = () => { void go(windowLocation(), 'pop'); };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const value = useMemo(() => ({ location: state.location, navigate }), [state.location, navigate]);
  return <RouterContext.Provider value={value}>{children(state.data)}</RouterContext.Provider>;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & { to: string; replace?: boolean; ref?: Ref<HTMLAnchorElement> };

/** A plain click on a same-site link navigates in place; modified clicks and other targets are the browser's. */
function useLinkClick(to: string, { onClick, target, replace }: Pick<AnchorProps, 'onClick' | 'target' | 'replace'>) {
  const { navigate } = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
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
