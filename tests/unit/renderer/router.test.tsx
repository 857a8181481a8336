// The site's router (stands in for React Router): markup of links as the server renders them, which
// link is the current page, and the data router's server side.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStaticHandler, createStaticRouter, isActivePath, Link, NavLink, parsePath, StaticRouter, StaticRouterProvider, useLoaderData, useLocation } from '../../../src/renderer/router';

const at = (path: string, node: React.ReactNode) => renderToString(<StaticRouter location={path}>{node}</StaticRouter>);

describe('parsePath', () => {
  it('splits path, query and hash', () => {
    expect(parsePath('/contact?a=1#contact-form')).toEqual({ pathname: '/contact', search: '?a=1', hash: '#contact-form' });
    expect(parsePath('#main')).toEqual({ pathname: '/', search: '', hash: '#main' });
  });
});

describe('isActivePath', () => {
  it.each([
    ['/services', '/services', true, true], ['/services/mowing', '/services', true, false], ['/services/mowing', '/services', false, true],
    ['/services-x', '/services', false, false], ['/', '/', true, true], ['/about', '/', false, false], ['/About', '/about', true, true],
    ['/contact', '/contact#contact-form', true, true],
  ])('%s with link %s (end %s): %s', (pathname, to, end, active) => {
    expect(isActivePath(pathname, to, end)).toBe(active);
  });
});

describe('links', () => {
  it('Link is a plain anchor with its href and class', () => {
    expect(at('/', <Link to="/about" className="x">About</Link>)).toBe('<a class="x" href="/about">About</a>');
  });

  it('NavLink marks the current page with aria-current and the class active, as React Router', () => {
    expect(at('/about', <NavLink to="/about" end className="x">About</NavLink>)).toBe('<a aria-current="page" class="x active" href="/about">About</a>');
    expect(at('/blog', <NavLink to="/about" end className="x">About</NavLink>)).toBe('<a class="x" href="/about">About</a>');
  });

  it('useLocation gives path, query and hash', () => {
    function Show() { const l = useLocation(); return <>{`${l.pathname}|${l.search}|${l.hash}|${l.key}`}</>; }
    expect(at('/a?b=1#c', <Show />)).toBe('/a|?b=1|#c|default');
  });
});

describe('data router on the server', () => {
  it('runs the route loader and renders its component with the data', async () => {
    function Page() { return <p>{(useLoaderData() as { title: string }).title} at {useLocation().pathname}</p>; }
    const handler = createStaticHandler([{ id: 'page', path: '*', loader: () => ({ title: 'Hello' }), Component: Page }]);
    const context = await handler.query(new Request('http://prerender.local/about'));
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
    expect(html).toBe('<p>Hello<!-- --> at <!-- -->/about</p>');
  });
});
