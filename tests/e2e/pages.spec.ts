// Every route of the spec at phone and desktop width: its sections in order, with the spec's counts,
// and the phone number and quote button visible on every screen.
import { expect, test, type Page } from '@playwright/test';
import { aliasPaths, sitemapRoutes } from './helpers';

const routes = sitemapRoutes();
const aliases = aliasPaths();
const towns = ['huron', 'sandusky', 'vermilion', 'milan', 'norwalk', 'castalia'];

const blocksOf = (page: Page) =>
  page.locator('main [data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));
const count = (page: Page, selector: string) => page.locator(selector).count();
/** How many elements matching `selector` a visitor can see in the first screenful. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll(
    (els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.bottom > 0 &&
          r.top < window.innerHeight &&
          r.right > 0 &&
          r.left < window.innerWidth &&
          style.visibility !== 'hidden' &&
          Number(style.opacity) > 0
        );
      }).length,
  );

test('the sitemap has every route of the spec', () => {
  const expected = [
    '/',
    '/services',
    '/landscaping-services',
    '/lawn-care',
    '/tree-removal',
    '/fall-cleanups',
    '/mulch-installation',
    '/landscape-design',
    '/services/mowing',
    '/services/snow-removal',
    '/services/cleanup',
    '/services/tree-services',
    '/blog',
    '/portfolio',
    '/about',
    '/contact',
    '/privacy-policy',
    '/cookie-policy',
    ...towns.flatMap((t) => [
      `/landscaping-in-${t}`,
      `/landscape-design-in-${t}`,
      `/tree-removal-in-${t}`,
      `/lawn-care-in-${t}`,
      `/fall-cleanup-in-${t}`,
    ]),
    '/mulch-installation-in-huron',
    '/mulch-installation-in-sandusky',
  ];
  for (const path of expected) expect(routes, path).toContain(path);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('every route has one h1, a header, a footer, and a visible phone number and quote button', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      for (const path of [...routes, ...aliases]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('header').first(), path).toBeVisible();
        await expect(page.locator('footer').last(), path).toBeVisible();
        expect(await onScreen(page, 'a[href^="tel:"]'), `${path}: a phone link on screen`).toBeGreaterThan(0);
        expect(
          await onScreen(page, 'a[href="/contact#contact-form"]'),
          `${path}: a quote link on screen`,
        ).toBeGreaterThan(0);
        if (path !== '/')
          await expect(page.locator('nav[aria-label="Breadcrumb"] li').first(), path).toHaveText('Home');
      }
    });
  });
}

for (const width of [320, 1440]) {
  test(`no route scrolls sideways at ${width}px (the narrowest phones to wide desktops)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of routes) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

test.describe('sections and counts', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    expect(await blocksOf(page)).toEqual([
      'Hero',
      'ServiceCards',
      'ServiceCards',
      'WhyChoose',
      'Stats',
      'Testimonials',
      'CtaBand',
    ]);
    const popular = page.locator('main [data-block="ServiceCards"]').nth(0);
    await expect(popular.locator('h3')).toHaveCount(2);
    await expect(popular.getByText('Most Popular', { exact: true })).toHaveCount(2);
    await expect(page.locator('main [data-block="ServiceCards"]').nth(1).locator('h3')).toHaveCount(3);
    await expect(page.locator('[data-block="WhyChoose"] h3')).toHaveCount(4);
    await expect(page.locator('[data-block="Stats"]')).toContainText('80+');
    await expect(page.locator('[data-block="Stats"]')).toContainText('200+');
    await expect(page.locator('[data-block="Stats"]')).toContainText('20+');
    const reviews = page.locator('[data-block="Testimonials"] blockquote');
    await expect(reviews).toHaveCount(3);
    await expect(page.locator('[data-block="Testimonials"]').getByText('Rated 5 out of 5')).toHaveCount(3);
    await expect(page.locator('[data-block="Testimonials"]').getByText('Huron, OH')).toHaveCount(3);
    await expect(page.locator('[data-block="Hero"] a[href="/contact#contact-form"]')).toHaveCount(1);
    await expect(page.locator('[data-block="Hero"] a[href="/services"]')).toHaveCount(1);
  });

  test('services', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('[data-block="ServiceCards"] h3')).toHaveCount(5);
    await expect(page.locator('[data-block="ServiceCards"]').getByRole('link', { name: /Get Free Quote/ })).toHaveCount(
      5,
    );
    await expect(page.locator('[data-block="ProcessSteps"] ol > li')).toHaveCount(4);
    for (const step of ['Consultation', 'Assessment', 'Service Delivery', 'Follow-up'])
      await expect(page.locator('[data-block="ProcessSteps"]')).toContainText(step);
  });

  test('overview pages: six area cards, four benefits, service area with postal codes, three photos', async ({
    page,
  }) => {
    for (const path of [
      '/landscaping-services',
      '/lawn-care',
      '/tree-removal',
      '/fall-cleanups',
      '/mulch-installation',
      '/landscape-design',
    ]) {
      await page.goto(path);
      await expect(page.locator('[data-block="AreaCards"] h3'), path).toHaveCount(6);
      await expect(page.locator('[data-block="WhyChoose"] h3'), path).toHaveCount(4);
      for (const zip of ['44839', '44870', '44089'])
        await expect(page.locator('[data-block="Map"]'), path).toContainText(zip);
      await expect(page.locator('[data-block="Gallery"] img'), path).toHaveCount(3);
    }
    await page.goto('/tree-removal');
    await expect(page.locator('[data-block="CtaBand"]').first().locator('a[href^="tel:"]')).toHaveCount(1);
    await page.goto('/mulch-installation');
    await expect(page.locator('[data-block="MulchTypes"] h3')).toHaveText([/Hardwood/, /Cedar/, /Colored/]);
    await page.goto('/landscape-design');
    await expect(page.locator('[data-block="SpecialtyCards"] h3')).toHaveCount(3);
  });

  test('town pages: services, specialties, why-choose, areas, gallery, banners', async ({ page }) => {
    const templates: [string, number][] = [
      ['landscaping', 10],
      ['tree-removal', 12],
      ['lawn-care', 12],
      ['fall-cleanup', 12],
    ];
    for (const [template, services] of templates)
      for (const town of towns) {
        const path = `/${template}-in-${town}`;
        await page.goto(path);
        await expect(page.locator('[data-block="ServiceList"] li'), path).toHaveCount(services);
        await expect(page.locator('[data-block="SpecialtyCards"] article'), path).toHaveCount(3);
        for (const card of await page.locator('[data-block="SpecialtyCards"] article').all())
          await expect(card.locator('li'), path).toHaveCount(3);
        expect([3, 4], path).toContain(await count(page, '[data-block="WhyChoose"] h3'));
        await expect(page.locator('[data-block="AreasServed"] ul').first().locator('li'), path).toHaveCount(6);
        await expect(page.locator('[data-block="Gallery"] img'), path).toHaveCount(3);
        if (template === 'landscaping')
          await expect(page.locator('[data-block="Testimonials"] blockquote'), path).toHaveCount(2);
        if (template === 'tree-removal')
          await expect(page.locator('[data-block="CtaBand"] a[href^="tel:"]'), path).toHaveCount(1);
        if (template === 'lawn-care')
          await expect(page.locator('[data-block="CtaBand"] h2'), path).toHaveText(/^Ready for .+ Lawn Care\?$/);
      }
    await page.goto('/mulch-installation-in-sandusky');
    await expect(page.locator('[data-block="ServiceList"] li')).toHaveCount(12);
    await page.goto('/tree-removal-in-castalia');
    await expect(page.locator('h1')).toContainText('near Castalia');
    await expect(page).toHaveTitle(/near Castalia/);
  });

  test('landscape design town pages: Castalia Q&As and postal codes, Huron map', async ({ page }) => {
    await page.goto('/landscape-design-in-castalia');
    await expect(page.locator('[data-block="Faq"] details')).toHaveCount(4);
    await expect(page.locator('[data-block="Faq"]')).toContainText('2 to 4 weeks');
    await page.goto('/landscape-design-in-huron');
    await expect(page.locator('[data-block="Map"]')).toHaveCount(1);
    for (const town of ['vermilion', 'milan', 'norwalk']) {
      await page.goto(`/landscape-design-in-${town}`);
      await expect(page.locator('[data-block="SpecialtyCards"] article')).toHaveCount(3);
      await expect(page.locator('[data-block="ProcessSteps"] ol > li')).toHaveCount(4);
      await expect(page.locator('[data-block="WhyChoose"] h3')).toHaveCount(4);
      await expect(page.locator('[data-block="Gallery"] img')).toHaveCount(3);
    }
  });

  test('blog, portfolio and about', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('[data-block="BlogPosts"]').nth(0).locator('h3')).toHaveCount(2);
    await expect(page.locator('[data-block="BlogCategories"] button')).toHaveCount(8);
    await expect(page.locator('[data-block="BlogPosts"]').nth(1).locator('h3')).toHaveCount(3);
    await page.goto('/portfolio');
    await expect(page.locator('[data-block="PortfolioGrid"] button')).toHaveCount(6);
    await expect(page.locator('[data-block="PortfolioGrid"] h3')).toHaveCount(12);
    await expect(page.locator('[data-block="Testimonials"] blockquote')).toHaveCount(1);
    await page.goto('/about');
    await expect(page.locator('[data-block="WhyChoose"] h3')).toHaveText([
      'Family Values',
      'Quality Craftsmanship',
      'Personal Service',
      'Timely & Dependable',
    ]);
    const lists = page.locator('[data-block="ServiceList"] ul');
    await expect(lists.nth(0).locator('li')).toHaveCount(8);
    await expect(lists.nth(1).locator('li')).toHaveCount(9);
  });

  test('portfolio filters show one category at a time', async ({ page }) => {
    await page.goto('/portfolio');
    const grid = page.locator('[data-block="PortfolioGrid"]');
    await grid.getByRole('button', { name: 'Tree Services' }).click();
    await expect(grid.getByRole('button', { name: 'Tree Services' })).toHaveAttribute('aria-pressed', 'true');
    const shown = await grid.locator('h3:visible').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(12);
    await grid.getByRole('button', { name: 'All Projects' }).click();
    await expect(grid.locator('h3:visible')).toHaveCount(12);
  });

  test('breadcrumb: Home, the page above by its menu name, the page by its service’s short name; last not a link', async ({
    page,
  }) => {
    await page.goto('/services/snow-removal');
    const items = page.locator('nav[aria-label="Breadcrumb"] li');
    await expect(items).toHaveText(['Home', 'Services', 'Snow Removal']);
    await expect(items.nth(1).locator('a')).toHaveAttribute('href', '/services');
    await expect(items.nth(2).locator('a')).toHaveCount(0);
  });

  test('pictures still show with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/landscaping-in-huron');
    const frame = page.locator('[data-block="Gallery"] [data-state]').first();
    await frame.scrollIntoViewIfNeeded();
    // The photo shown is the <noscript> copy (the deferred one waits for a script that never runs).
    const shown = frame.locator('noscript img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await shown.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(await shown.boundingBox()).toEqual(await frame.boundingBox()); // it lies over the whole frame
    await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
    await context.close();
  });
});
