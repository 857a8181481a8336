// In-place navigation with React Router: the head of every page equals the served page's head, every
// change of page ends at the top (Back and Forward included), and a page that cannot be shown shows an
// error with a way home instead of a blank screen.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, pageViews, sitemapRoutes } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted')); // page views mark each page shown
});

/** Hydrates the first page now (a sign of a visitor, entry-client.tsx) and waits until it is shown. */
async function hydrateNow(page: Page) {
  await page.mouse.move(5 + Math.random() * 100, 5 + Math.random() * 100);
  await hydrated(page);
  await expect.poll(() => pageViews(page), { timeout: 10_000, intervals: [50] }).toBe(1);
}

/** Waits until the next page is on screen (one more page view). */
async function nextPageShown(page: Page, before: number) {
  await expect.poll(() => pageViews(page), { timeout: 10_000, intervals: [50] }).toBe(before + 1);
}

/** Runs in the page: the head tags a page owns, in a comparable form (order aside), and its JSON-LD. */
function headOf(doc: Document): string[] {
  const tags = [
    ...doc.querySelectorAll(
      'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
    ),
  ].map(
    (el) =>
      `${el.tagName} ${['name', 'property', 'rel']
        .map((a) => el.getAttribute(a) ?? '')
        .join(' ')
        .trim()} = ${el.getAttribute('content') ?? el.getAttribute('href') ?? el.textContent}`,
  );
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => `JSON-LD = ${JSON.stringify(JSON.parse(el.textContent ?? ''))}`,
  );
  return [...tags.sort(), ...jsonLd];
}

/** The head the server sends for `path`, and the one on screen now. */
const heads = (page: Page, path: string) =>
  page.evaluate(
    async ({ path, read }) => {
      const headOf = new Function(`return ${read}`)() as (doc: Document) => string[];
      const served = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
      return { served: headOf(served), shown: headOf(document) };
    },
    { path, read: headOf.toString() },
  );

test("after hydration and after every in-place navigation the head equals the served page's head", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/no-such-page'); // the 404 page, with robots noindex and no canonical link
  await hydrateNow(page);
  const atHydration = await heads(page, '/no-such-page');
  expect(atHydration.shown).toEqual(atHydration.served);
  expect(atHydration.shown).toContainEqual(expect.stringMatching(/^META robots = noindex$/));
  for (const path of sitemapRoutes()) {
    const before = await pageViews(page);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await nextPageShown(page, before);
    const { served, shown } = await heads(page, path);
    expect(served.length, path).toBeGreaterThanOrEqual(14); // 13 tags and the JSON-LD
    expect(shown, path).toEqual(served);
  }
});

test('every change of page ends at the top: link, Back and Forward (6 of 6 runs)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await hydrateNow(page);
  const scrollDown = async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  };
  /** Where the page rests once the spec's resets (at once and after 50 ms) are done. */
  const restingScroll = async () => {
    await page.waitForTimeout(300);
    return page.evaluate(() => window.scrollY);
  };
  const ended: number[] = [];
  /** Scrolls down, changes route, and records where the new page rests. */
  const change = async (go: () => Promise<unknown>, url: RegExp) => {
    await scrollDown();
    const before = await pageViews(page);
    await go();
    await nextPageShown(page, before);
    await expect(page).toHaveURL(url);
    ended.push(await restingScroll());
  };
  for (let run = 0; run < 6; run++) {
    await change(() => page.locator('footer a[href="/about"]').first().click(), /\/about$/);
    await change(() => page.goBack(), /\/$/);
    await change(() => page.goForward(), /\/about$/);
    await change(() => page.goBack(), /\/$/);
  }
  expect(ended).toHaveLength(24);
  for (const y of ended) expect(Math.abs(y)).toBeLessThanOrEqual(1);
});

test('a link to the quote form ends at the form', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the scroll to the form is then instant
  await page.goto('/about');
  await hydrateNow(page);
  const before = await pageViews(page);
  await page.locator('header a[href="/contact#contact-form"]').first().click();
  await nextPageShown(page, before);
  await page.waitForTimeout(300); // the spec's 100 ms, then the scroll
  const top = await page.evaluate(() => document.getElementById('contact-form')!.getBoundingClientRect().top);
  const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
  expect(Math.abs(top - padding)).toBeLessThanOrEqual(1);
});

/** Serves /about's page data with its first block changed by `breakBlock`. */
async function breakAboutPage(
  page: Page,
  breakBlock: (item: { block: Record<string, unknown>; data?: unknown }) => void,
) {
  await page.route('**/about/page.json', async (route) => {
    const data = await (await route.fetch()).json();
    breakBlock(data.blocks[0]);
    await route.fulfill({ json: data });
  });
}

for (const [failure, breakBlock] of [
  [
    'loaded (a block type the app does not know)',
    (item: { block: Record<string, unknown> }) => {
      item.block.type = 'NoSuchBlock';
    },
  ],
  [
    'drawn (a block whose data makes its component throw)',
    (item: { block: Record<string, unknown>; data?: unknown }) => {
      item.block = { type: 'Faq' };
      item.data = undefined;
    },
  ],
] as const) {
  test(`a page that cannot be ${failure} shows an error with a way home, not a blank page`, async ({ page }) => {
    await breakAboutPage(page, breakBlock);
    await page.goto('/');
    await hydrateNow(page);
    await page.locator('footer a[href="/about"]').first().click();
    const error = page.getByRole('alert').filter({ hasText: 'could not be shown' });
    await expect(error).toContainText('could not be shown');
    await expect(page).toHaveURL(/\/about$/);
    await error.getByRole('link', { name: 'go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(error).toHaveCount(0);
  });
}
