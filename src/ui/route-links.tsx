// Links to the site's own routes. In the browser they are React Router's Link and NavLink. On the
// server a link is only its HTML, and the router's own components spent ~6 ms of a town page's
// render (53 links) on hooks that only matter once a visitor clicks (click handler, prefetch, view
// transition): so the server bundle (import.meta.env.SSR) writes the same <a> without them, and the
// browser hydrates it with the router's. tests/unit/route-links.test.tsx holds the HTML equal.
import { createElement, type ComponentType } from 'react';
import {
  Link,
  NavLink,
  createPath,
  resolvePath,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';

/** The href React Router's Link writes for an absolute `to` (a trailing slash kept, as resolveTo keeps it). */
function routeHref(to: LinkProps['to']): string {
  const resolved = resolvePath(to);
  const path = typeof to === 'string' ? to.split(/[?#]/)[0]! : (to.pathname ?? '');
  if (path.endsWith('/') && !resolved.pathname.endsWith('/')) resolved.pathname += '/';
  return createPath(resolved);
}

/** Link's markup: its other props as given, then href, target and data-discover, in its order. */
export function ServerLink({
  to,
  target,
  discover = 'render',
  onClick: _onClick,
  prefetch: _prefetch,
  relative: _relative,
  reloadDocument: _reload,
  replace: _replace,
  state: _state,
  preventScrollReset: _scroll,
  viewTransition: _transition,
  ...rest
}: LinkProps) {
  return createElement('a', {
    ...rest,
    href: routeHref(to),
    target,
    'data-discover': discover === 'render' ? 'true' : undefined,
  });
}

/**
 * Whether an address is the route `target` (or, unless `end`, a page below it): NavLink's rule, by
 * which it marks the page being shown. React Router's own NavLink applies it in the browser. The
 * target is resolved once: the prerender tests every page against the same header and footer links.
 */
export function routeMatcher(target: To, { end = false, caseSensitive = false } = {}): (here: string) => boolean {
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const route = fold(resolvePath(target).pathname);
  const slashAt = route !== '/' && route.endsWith('/') ? route.length - 1 : route.length;
  return (here) => {
    const at = fold(here);
    return at === route || (!end && at.startsWith(route) && at.charAt(slashAt) === '/');
  };
}

export const isCurrentRoute = (target: To, here: string, options?: { end?: boolean; caseSensitive?: boolean }) =>
  routeMatcher(target, options)(here);

/** NavLink's markup: aria-current="page" and the class "active" on the page being shown. */
export function ServerNavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  to,
  children,
  ...rest
}: NavLinkProps) {
  const isActive = isCurrentRoute(to, useLocation().pathname, { end, caseSensitive });
  const state = { isActive, isPending: false, isTransitioning: false };
  return createElement(
    ServerLink,
    {
      ...rest,
      'aria-current': isActive ? ariaCurrent : undefined,
      className:
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' '),
      style: typeof style === 'function' ? style(state) : style,
      to,
    },
    typeof children === 'function' ? children(state) : children,
  );
}

export const RouteLink: ComponentType<LinkProps> = import.meta.env.SSR ? ServerLink : Link;
export const RouteNavLink: ComponentType<NavLinkProps> = import.meta.env.SSR ? ServerNavLink : NavLink;
