// render-page.tsx gives React Router the answer its static handler would give for a page, without
// asking it (a Request and a loader run per page). The two must stay equal, whatever React Router's
// version: the server's HTML and the browser's hydration depend on it.
import { describe, expect, it } from 'vitest';
import { pageRouterContext, queriedRouterContext } from '../../../src/renderer/render-page';
import { pagesOf } from '../../helpers/site-pages';

describe('the router context of a page', () => {
  it("equals the static handler's answer for every page of the default site", async () => {
    const pages = await pagesOf('site.json');
    expect(pages.length).toBeGreaterThan(50);
    for (const data of pages) {
      const queried = await queriedRouterContext(data);
      expect(queried).not.toBeInstanceOf(Response);
      expect(pageRouterContext(data), data.path).toEqual(queried);
    }
  });
});
