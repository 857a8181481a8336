// On the first page the browser hydrates only blocks with behaviour of their own; the others keep the
// server's HTML and their code is never loaded (hydrate-blocks.ts). They must still work as if React
// drew them: links navigate in place and are tracked (link-clicks.ts), pictures show their loading
// states (ui/picture-states.ts), and coming back to the page draws it whole.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, pageViews } from './helpers';

const TOWN_PAGE = '/landscaping-in-huron';

/** Whether React drew this element (it holds React's fiber) or left it as served. */
const drawnByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')));

/** Loads a page with analytics accepted, and hydrates it. */
async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted'));
  await page.goto(path);
  await page.mouse.move(10, 10);
  await hydrated(page);
  await expect.poll(() => pageViews(page)).toBe(1); // the first page is shown
}

test('a town page loads no block code: only the first script and the app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script')
      scripts.push(new URL(r.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  await open(page, TOWN_PAGE);
  expect(scripts).toContain('app');
  const blockTypes = await page.evaluate(() =>
    [...document.querySelectorAll('[data-block]')].map((e) => e.getAttribute('data-block')!),
  );
  expect(blockTypes.length).toBeGreaterThan(5);
  expect(scripts.filter((name) => blockTypes.includes(name))).toEqual([]);
  expect(await drawnByReact(page, '[data-block="Hero"] h1')).toBe(false);
  expect(await drawnByReact(page, 'header a')).toBe(true); // the header is hydrated
});

test('a link in a block kept as served navigates in place and sends its event', async ({ page }) => {
  await open(page, TOWN_PAGE);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });
  await page.locator('[data-block="Hero"]').getByRole('link', { name: 'Get Free Estimate' }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(page.locator('h1')).toContainText(/contact|quote/i);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7); // no reload
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'cta_click'),
  );
  expect(events).toEqual([
    { event: 'cta_click', category: 'engagement', label: 'Get Free Estimate', location: 'hero' },
  ]);
});

test('Enter on such a link, keyboard only, navigates in place too', async ({ page }) => {
  await open(page, TOWN_PAGE);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });
  const link = page.locator('[data-block="CtaBand"]').getByRole('link', { name: 'Get Free Estimate' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('a modified click on such a link is left to the browser (new tab), not navigated in place', async ({
  page,
  context,
}) => {
  await open(page, TOWN_PAGE);
  const opened = context.waitForEvent('page');
  await page
    .locator('[data-block="Hero"]')
    .getByRole('link', { name: 'Get Free Estimate' })
    .click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(page).toHaveURL(new RegExp(`${TOWN_PAGE}$`));
});

test('pictures in blocks kept as served wait out of view, load in view, and say when they fail', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await open(page, TOWN_PAGE);
  const frame = page.locator('[data-block="Gallery"] [data-state]').first();
  await expect(frame).toHaveAttribute('data-state', 'waiting');
  await expect(frame.getByText('Loading', { exact: true })).toBeAttached();
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-state', 'loaded');
  await expect(frame.getByText('Loading', { exact: true })).toHaveCount(0);
  expect(await drawnByReact(page, '[data-block="Gallery"] img')).toBe(false);
});

test('a photo that cannot load says "Image unavailable", in a kept block and in one React drew', async ({ page }) => {
  await page.route(/\/img\/.*\.(avif|webp|jpe?g)$/, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, TOWN_PAGE);
  const hero = page.locator('[data-block="Hero"]');
  await expect(hero.getByRole('img', { name: 'Image unavailable' })).toBeVisible();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The router moves the address first and React draws the new page just after: wait for the drawing.
  await expect.poll(() => drawnByReact(page, '[data-block="Hero"] h1')).toBe(true);
  await expect(page.locator('[data-block="Hero"]').getByRole('img', { name: 'Image unavailable' })).toBeVisible();
});

test("coming back to the first page draws it whole, and its blocks are then React's", async ({ page }) => {
  await open(page, TOWN_PAGE);
  const elements = () => page.locator('#root *:not([data-status])').count(); // status text comes and goes
  const served = await elements();
  const heading = await page.locator('h1').textContent();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(heading!);
  expect(await drawnByReact(page, '[data-block="Hero"] h1')).toBe(true);
  await expect(page.locator('[data-block="Gallery"] img')).not.toHaveCount(0);
  expect(await elements()).toBe(served);
});
