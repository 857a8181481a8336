// Every route under the server's real Content-Security-Policy, with the site working: the page loads,
// hydrates (with analytics allowed) and its embedded map opens, and not one securitypolicyviolation
// event fires, nor a console error.
import { expect, test, type Page } from '@playwright/test';
import { aliasPaths, hydrated, sitemapRoutes } from './helpers';

const routes = sitemapRoutes();
const aliases = aliasPaths();

/** Records every CSP violation the page reports, and console errors, from the first script on. */
async function watch(page: Page): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  await page.addInitScript(() => {
    if (window !== window.top) return; // the site's own pages only, not the map's frame
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`),
    );
    localStorage.setItem('consent.analytics', 'granted');
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return {
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    errors,
  };
}

test('every route loads and hydrates without a CSP violation', async ({ page }) => {
  test.setTimeout(240_000);
  const { violations, errors } = await watch(page);
  expect(routes.length).toBeGreaterThan(50);
  for (const path of [...routes, ...aliases, '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    await page.mouse.move(20, 20); // a visitor is there: the page loads its app at once
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
  // The one error expected: the browser's own note that /no-such-page answered 404.
  expect(
    errors.filter(
      (e) =>
        !e.startsWith(
          `${new URL('/no-such-page', page.url()).href}: Failed to load resource: the server responded with a status of 404`,
        ),
    ),
  ).toEqual([]);
});

test('the embedded map opens on a click, allowed by frame-src', async ({ page }) => {
  const { violations, errors } = await watch(page);
  // No network here: the map host answers locally, as it would with its own page.
  await page.route('https://www.google.com/maps/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Show map' }).click();
  const frame = page.frameLocator('iframe[src^="https://www.google.com/maps/"]');
  await expect(frame.locator('p')).toHaveText('Map');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
