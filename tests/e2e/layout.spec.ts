// The shared layout in a real browser: skip link, Services dropdown, mobile menu, mobile bar, consent
// notice and scroll handling on route changes (spec sections 2 and 4); rows of cards with no card
// left alone under a fuller row (CardRow).
import { expect, test, type Page } from '@playwright/test';
import { hydrateNow, sitemapRoutes } from './helpers';
import { loneCards } from '../helpers/lone-cards';

/** Collects console errors (hydration mismatches are reported there); a missing file (favicon) is not one. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Opens a page with the consent choice already made, so the notice does not cover anything. */
async function open(page: Page, path = '/') {
  await page.addInitScript(() => localStorage.setItem('consent.analytics', 'denied'));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link is the first Tab stop, shows on focus and moves focus to <main>', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('header is 4rem tall and shows phone and quote', async ({ page }) => {
    await open(page);
    expect((await page.locator('header').first().boundingBox())?.height).toBe(64);
    await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('Services dropdown opens by click only, and closes by toggle, outside click, Escape and choosing a link', async ({
    page,
  }) => {
    await open(page);
    const button = page.getByRole('button', { name: 'Services submenu' });
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);

    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBe(288); // 18rem
    await expect(menu.getByRole('link')).toHaveText([
      'Landscaping Services',
      'Lawn Care',
      'Tree Removal',
      'Fall Cleanups',
      'Mulch Installation',
      'Landscape Design',
    ]);
    await expect
      .poll(() => button.locator('svg').evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/matrix\(-1, 0, 0, -1/);

    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();

    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'Lawn Care' }).click();
    await expect(page).toHaveURL(/\/lawn-care$/);
    await expect(menu).toBeHidden();
    // (the menu is hidden now, so by CSS selector: role queries skip hidden elements)
    await expect(menu.locator('a[href="/lawn-care"]')).toHaveAttribute('aria-current', 'page');
  });

  test('the Services link itself leads to /services', async ({ page }) => {
    await open(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the dropdown closes on a route change (browser back)', async ({ page }) => {
    await open(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const button = page.getByRole('button', { name: 'Services submenu' });
    await button.click();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a route change scrolls to the top; the quote link scrolls to the form', async ({ page }) => {
    await open(page);
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('header').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    // Smooth scroll after 100 ms: the form ends up right under the 4rem header.
    const formTop = () =>
      page.evaluate(() => Math.round(document.getElementById('contact-form')?.getBoundingClientRect().top ?? -1));
    await expect.poll(formTop, { timeout: 5000 }).toBeGreaterThanOrEqual(60);
    await expect.poll(formTop, { timeout: 5000 }).toBeLessThanOrEqual(100);
  });

  test('footer lists hours, towns and this year', async ({ page }) => {
    await open(page);
    const footer = page.locator('footer');
    await expect(footer).toContainText('Mon–Sat');
    await expect(footer).toContainText('8:00 AM – 5:00 PM');
    await expect(footer).toContainText('Sunday');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('navigation', { name: 'Service Areas' }).getByRole('link')).toHaveCount(6);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens a stacked menu ending with Follow us, and closes on Escape and on a link', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await open(page);
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const panel = page.locator('#mobile-menu');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(panel).toBeVisible();
    const last = panel.getByRole('link').last();
    await expect(last).toContainText('Follow us');
    await expect(last).toHaveAttribute('target', '_blank');
    expect((await panel.boundingBox())?.width).toBe(375);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: 'Lawn Care' }).click();
    await expect(page).toHaveURL(/\/lawn-care$/);
    await expect(panel).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the mobile bar offers Call Now and Get Quote and never covers the footer', async ({ page }) => {
    await open(page);
    const bar = page.getByRole('navigation', { name: 'Quick contact' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(bar.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact#contact-form');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastLink = (await page.locator('footer a').last().boundingBox())!;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(barTop);
  });
});

test.describe('consent notice', () => {
  test('asks once and remembers the choice', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('consent.analytics'))).toBe('granted');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('card rows', () => {
  for (const width of [375, 768, 1280]) {
    test(`no card stands alone under a fuller row at ${width} px, on any page or portfolio filter`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => localStorage.setItem('consent.analytics', 'denied'));
      const found: string[] = [];
      // The page's CSS is inline: the rows are drawn once the document is.
      for (const route of sitemapRoutes()) {
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        found.push(...(await loneCards(page)).map((lone) => `${route}: ${lone}`));
      }
      // The portfolio's filter shows 2, 3 or all 12 projects: React draws each count's rows.
      await page.goto('/portfolio');
      await hydrateNow(page);
      const filters = page.getByRole('group', { name: 'Filter projects' }).getByRole('button');
      for (const filter of await filters.all()) {
        await filter.click();
        await expect(filter).toHaveAttribute('aria-pressed', 'true');
        const name = await filter.textContent();
        found.push(...(await loneCards(page)).map((lone) => `/portfolio, ${name}: ${lone}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
