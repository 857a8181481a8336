// The server's links (src/ui/route-links.tsx) write exactly the HTML of React Router's Link and
// NavLink, which hydrate them in the browser: any difference would be a hydration mismatch.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ServerLink, ServerNavLink } from '../../../src/ui/route-links';

/** `element` rendered by the prerender's static router at `path`. */
async function atPath(path: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: '*', Component: () => element }]);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${path}`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const targets = [
  '/',
  '/services',
  '/services/',
  '/services/mowing',
  '/contact#contact-form',
  '/blog?page=2',
  '/Services',
  '/a/../about',
];
const here = ['/', '/services', '/services/mowing', '/about'];

describe('server links', () => {
  it('write the same <a> as Link, with and without class, tracking and a click handler', async () => {
    for (const path of here) {
      for (const to of targets) {
        const props = { className: 'button', 'data-track': 'header', onClick: () => {} };
        expect(
          await atPath(
            path,
            <ServerLink to={to} {...props}>
              Go
            </ServerLink>,
          ),
        ).toBe(
          await atPath(
            path,
            <Link to={to} {...props}>
              Go
            </Link>,
          ),
        );
        expect(await atPath(path, <ServerLink to={to}>Go</ServerLink>)).toBe(
          await atPath(path, <Link to={to}>Go</Link>),
        );
      }
    }
  });

  it('write the same <a> as NavLink: aria-current and "active" on the page shown, with and without end', async () => {
    for (const path of here) {
      for (const to of targets) {
        for (const end of [true, false]) {
          expect(
            await atPath(
              path,
              <ServerNavLink to={to} end={end} className="nav">
                Go
              </ServerNavLink>,
            ),
          ).toBe(
            await atPath(
              path,
              <NavLink to={to} end={end} className="nav">
                Go
              </NavLink>,
            ),
          );
          expect(
            await atPath(
              path,
              <ServerNavLink to={to} end={end}>
                Go
              </ServerNavLink>,
            ),
          ).toBe(
            await atPath(
              path,
              <NavLink to={to} end={end}>
                Go
              </NavLink>,
            ),
          );
        }
      }
    }
    // The case the test is for: the page being shown is marked.
    expect(
      await atPath(
        '/services',
        <ServerNavLink to="/services" end>
          Services
        </ServerNavLink>,
      ),
    ).toContain('aria-current="page" class="active"');
  });

  it('write the same HTML when styled (the logo, button links)', async () => {
    const StyledServer = styled(ServerLink)`
      color: red;
    `;
    const StyledRouter = styled(Link)`
      color: red;
    `;
    const server = await atPath(
      '/',
      <StyledServer to="/about" data-track="hero">
        About
      </StyledServer>,
    );
    // styled-components names each component's class by its own id: compare with the ids set aside.
    const withoutIds = (html: string) => html.replace(/class="[^"]*"/, 'class');
    expect(withoutIds(server)).toBe(
      withoutIds(
        await atPath(
          '/',
          <StyledRouter to="/about" data-track="hero">
            About
          </StyledRouter>,
        ),
      ),
    );
  });
});
