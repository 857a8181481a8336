// The prerendered HTML holds the page; the browser hydrates it without a single warning and then
// moves between pages on the client, fetching only the next page's data.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { hydrated } from './helpers';

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('server HTML already holds the content, readable without JavaScript', async ({ request }) => {
  const response = await request.get('/landscaping-in-huron');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Huron[^<]*<\/h1>/);
  expect(html).toMatch(
    /<link rel="canonical" href="https:\/\/www\.riverbendlandscaping\.example\/landscaping-in-huron"\/?>/,
  );
  expect(html).toContain('Call (419) 555-0142');
});

test('hydrates with no console error or hydration warning, then navigates without a reload', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await hydrated(page);
  // From here on, only a change of page may fetch data: the next page's data file and nothing else.
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/page.json')) dataRequests.push(new URL(r.url()).pathname);
  });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });

  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/About/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(dataRequests).toEqual(['/about/page.json']);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(problems).toEqual([]);
});

test('every kind of page hydrates cleanly', async ({ page }) => {
  const problems = collectProblems(page);
  for (const path of [
    '/services',
    '/tree-removal-in-castalia',
    '/lawn-care-in-norwalk',
    '/landscape-design-in-castalia',
    '/blog',
    '/blog/spring-lawn-care-huron',
    '/portfolio',
    '/contact',
    '/privacy-policy',
  ]) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(problems).toEqual([]);
});

test('an alias serves the primary page with its canonical link', async ({ request }) => {
  const html = await (await request.get('/services/landscape-design')).text();
  expect(html).toMatch(
    /<link rel="canonical" href="https:\/\/www\.riverbendlandscaping\.example\/landscape-design"\/?>/,
  );
});

test('unknown paths get the real 404 page with status 404', async ({ request, page }) => {
  for (const path of ['/mulch-installation-in-vermilion', '/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toMatch(/Page not found/i);
  }
  await page.goto('/');
  await hydrated(page);
  // A client-side visit to an unknown path ends on the server's 404 page, not a blank screen.
  await page.evaluate(() => window.history.pushState({}, '', '/'));
  const response = await page.goto('/mulch-installation-in-vermilion');
  expect(response?.status()).toBe(404);
});
