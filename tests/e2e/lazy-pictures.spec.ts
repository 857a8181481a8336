// Lazy photos load when they come within 50 px of the viewport, 10 % visible (spec: image loading), and
// not before: the first script runs this (ui/picture-states.ts), whether or not React hydrates. Without
// JavaScript the <noscript> copy of each photo shows instead (pages.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

const PHONE = { width: 412, height: 823 };
/** The portfolio's first project card starts just below the fold of a phone. */
const firstCard = (page: Page) => page.locator('[data-block="PortfolioGrid"] [data-state]').first();

/** Photo files requested so far (the hero's and the cards'; not the SVG logo), by name. */
function photoRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (/\/img\/.*\.(avif|webp|jpe?g|png)$/.test(r.url()))
      names.push(new URL(r.url()).pathname.replace(/^\/img\/|-\d+\.\w+\.\w+$/g, ''));
  });
  return names;
}

/** Scrolls so that the top of `frame` is `gap` px below the bottom of the viewport. */
async function scrollToGap(frame: ReturnType<typeof firstCard>, gap: number) {
  await frame.evaluate(
    (e, gap) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - window.innerHeight - gap),
    gap,
  );
}

test('a lazy photo loads only once it is within 50 px of the viewport, with or without the app', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.route(/\/assets\/app-/, (route) => route.abort()); // the first script alone
  const photos = photoRequests(page);
  await page.goto('/portfolio', { waitUntil: 'load' });
  const card = firstCard(page);
  const name = await card
    .locator('img')
    .getAttribute('data-src')
    .then((src) => src!.replace(/^\/img\/|-\d+\.\w+\.\w+$/g, ''));
  await expect(card).toHaveAttribute('data-state', 'waiting');
  await expect(card.getByText('Loading', { exact: true })).toBeAttached();
  expect(photos).toHaveLength(1); // the hero's, and no card's

  await scrollToGap(card, 120);
  await page.waitForTimeout(500);
  expect(photos).not.toContain(name);
  await expect(card).toHaveAttribute('data-state', 'waiting');

  await scrollToGap(card, 10);
  await expect(card).toHaveAttribute('data-state', 'loaded');
  expect(photos).toContain(name);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await expect(card.getByText('Loading', { exact: true })).toHaveCount(0);
});

test("pictures the first script has started hydrate cleanly, and React's own pictures load the same way", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(PHONE);
  await page.goto('/portfolio');
  await scrollToGap(firstCard(page), 0);
  await expect(firstCard(page)).toHaveAttribute('data-state', 'loaded'); // before React
  await hydrated(page);
  await page.getByRole('button', { name: 'Tree Services' }).click(); // React draws these cards anew
  const last = page.locator('[data-block="PortfolioGrid"] [data-state]').last();
  await expect(last).toHaveAttribute('data-state', 'waiting');
  expect(await last.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-state', 'loaded');
  expect(errors).toEqual([]); // React's hydration error #418 would show here
});

test('a lazy photo that cannot load says "Image unavailable" once it comes near', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.route(/\/img\/.*\.(avif|webp|jpe?g)$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/portfolio');
  const card = firstCard(page);
  await expect(card).toHaveAttribute('data-state', 'waiting'); // not an error before it was even tried
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img', { name: 'Image unavailable' })).toBeVisible();
  await expect(card).toHaveAttribute('data-state', 'error');
});
