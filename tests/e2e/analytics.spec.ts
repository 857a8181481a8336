// Analytics and consent in Chromium (spec section 7): nothing is loaded or sent before the visitor
// accepts; the choice is remembered; page views on every route change and the spec's custom events go
// to window.dataLayer (no GA4 id in site.json) — and no request leaves the site. With a GA4 id (set
// here by rewriting the page data in flight), gtag.js is requested only after consent, and the
// request is answered locally: tests never reach the network.
import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated, hydrateNow } from './helpers';

type Pushed = Record<string, unknown>;

/** window.dataLayer as plain data (gtag pushes `arguments` objects: those become arrays). */
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).map((item) =>
        Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item,
      ) as (Pushed | unknown[])[],
  );
/** Events pushed as objects (no GA4 id), optionally of one name. */
const events = async (page: Page, name?: string) =>
  (await dataLayer(page)).filter((e): e is Pushed => !Array.isArray(e) && (!name || e.event === name));
/** gtag commands (GA4 id): the `arguments` of each gtag() call. */
const gtagCommands = async (page: Page) => (await dataLayer(page)).filter((e): e is unknown[] => Array.isArray(e));

/** Every request that leaves 127.0.0.1. */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (!['127.0.0.1', 'localhost'].includes(new URL(r.url()).hostname) && !r.url().startsWith('data:'))
      seen.push(r.url());
  });
  return seen;
}

/** Keeps tel: and mailto: links from leaving the page when clicked (React still sees the click). */
const stayOnPage = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element).closest('a');
        if (a && /^(tel|mailto):/.test(a.getAttribute('href') ?? '')) e.preventDefault();
      },
      true,
    ),
  );

const consentNotice = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test.describe('no GA4 id: dataLayer only', () => {
  test('nothing is sent before consent, nothing leaves the site before or after it', async ({ page }) => {
    const outside = outsideRequests(page);
    await page.goto('/');
    await hydrated(page);
    await expect(consentNotice(page)).toBeVisible();
    await page.getByRole('link', { name: 'Get Free Quote' }).first().click(); // a CTA before any choice
    await expect(page).toHaveURL(/\/contact/);
    expect(await dataLayer(page)).toEqual([]);

    await consentNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(consentNotice(page)).toBeHidden();
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1); // the page on which the visitor said yes
    await page.goto('/about');
    await hydrated(page);
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
  });

  test('a page view on every route change: title, location, and path with query and hash', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted'));
    await page.goto('/about?from=test');
    await hydrateNow(page);
    await expect
      .poll(() => events(page, 'page_view'))
      .toEqual([
        {
          event: 'page_view',
          category: 'engagement',
          page_title: await page.title(),
          page_location: expect.stringMatching(/\/about\?from=test$/),
          page_path: '/about?from=test',
        },
      ]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(async () => (await events(page, 'page_view')).map((e) => e.page_path))
      .toEqual(['/about?from=test', '/blog']);
    const blogView = (await events(page, 'page_view'))[1];
    expect(blogView.page_title).toBe(await page.title());
    expect(blogView.page_title).toMatch(/Blog/);

    await page.locator('header').getByRole('link', { name: 'Get Free Quote' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect.poll(async () => (await events(page, 'page_view')).at(-1)?.page_path).toBe('/contact#contact-form');
  });

  test('custom events carry their category and labels', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted'));
    await page.route('**/api/contact', (route) => route.fulfill({ json: { success: true, message: 'Received.' } }));
    await page.goto('/landscaping-in-huron');
    await hydrateNow(page);
    await stayOnPage(page);

    await page.locator('main').getByRole('link', { name: /^Call/ }).first().click();
    await page.locator('footer').getByRole('link', { name: 'Email Us' }).click();
    await page.locator('main').getByRole('link', { name: 'Get Free Estimate' }).first().click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect
      .poll(() => events(page, 'phone_call'))
      .toEqual([{ event: 'phone_call', category: 'contact', location: 'hero' }]);
    expect(await events(page, 'email_click')).toEqual([
      { event: 'email_click', category: 'contact', location: 'footer' },
    ]);
    expect(await events(page, 'cta_click')).toEqual([
      { event: 'cta_click', category: 'engagement', label: 'Get Free Estimate', location: 'hero' },
    ]);

    const form = page.locator('#contact-form form');
    const values: Record<string, string> = {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Cell phone': '4195550134',
      Email: 'ada@example.com',
      'Street address': '1 River Road',
      City: 'Huron',
      'ZIP code': '44839',
      Comments: 'Please call.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    await form.getByLabel('State').selectOption('OH');
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Received.')).toBeVisible();
    expect(await events(page, 'form_submit_start')).toEqual([
      { event: 'form_submit_start', category: 'form', label: 'contact_form' },
    ]);
    expect(await events(page, 'form_submit_success')).toEqual([
      { event: 'form_submit_success', category: 'form', label: 'contact_form', success: true },
    ]);
  });

  test('declining sends nothing; the choice is remembered across pages and visits', async ({ page }) => {
    await page.goto('/services');
    await hydrateNow(page);
    await consentNotice(page).getByRole('button', { name: 'Decline' }).click();
    await page.locator('main').getByRole('link').filter({ hasText: /quote/i }).first().click();
    await page.reload();
    await hydrateNow(page);
    await page.waitForLoadState('networkidle');
    await expect(consentNotice(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('consent.analytics'))).toBe('denied');
    expect(await dataLayer(page)).toEqual([]);
  });

  test('the choice can be changed from the cookie policy page', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('consent.analytics', 'denied');
      }
    });
    await page.goto('/cookie-policy');
    await hydrateNow(page);
    const change = page.getByRole('button', { name: 'Change cookie choice' });
    await change.click();
    await consentNotice(page).getByRole('button', { name: 'Accept' }).click();
    expect(await page.evaluate(() => localStorage.getItem('consent.analytics'))).toBe('granted');
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  });

  test('web vitals: LCP and CLS are logged; with consent every metric is sent, rated', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('[web-vitals]')) logged.push(m.text());
    });
    await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted'));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The library is loaded after hydration and only then listens: its first reports (TTFB, FCP) say
    // it is there. Hiding the page before that would make it ignore the whole page view.
    await expect
      .poll(async () => (await events(page, 'web_vital')).map((v) => v.metric))
      .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    await page.keyboard.press('Shift'); // an input finalises LCP
    // Hiding the page finalises CLS (and INP).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => logged.map((l) => l.split(':')[0]))
      .toEqual(expect.arrayContaining(['[web-vitals] LCP', '[web-vitals] CLS']));
    const vitals = await events(page, 'web_vital');
    expect(vitals.map((v) => v.metric)).toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB', 'LOAD']));
    for (const v of vitals) {
      expect(v.category).toBe('performance');
      expect(['good', 'needs-improvement', 'poor']).toContain(v.rating);
    }
  });
});

test.describe('with a GA4 id', () => {
  // The server's CSP allows scripts from the site only; this checks the module's own behaviour.
  test.use({ bypassCSP: true });

  /** Serves the site as if site.json named a GA4 id, and answers gtag.js locally. */
  async function withGa4(page: Page) {
    const gtagRequests: string[] = [];
    await page.route('**/page.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('"analytics":{}', '"analytics":{"ga4":"G-TEST123"}'),
      });
    });
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      gtagRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    });
    return gtagRequests;
  }

  test('gtag.js is requested only after consent, once, and events go through gtag', async ({ page }) => {
    const gtagRequests = await withGa4(page);
    await page.goto('/');
    await hydrateNow(page);
    await page.waitForLoadState('networkidle');
    expect(gtagRequests).toEqual([]);

    await consentNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => gtagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
    const commands = await gtagCommands(page);
    expect(commands[0][0]).toBe('js');
    expect(commands[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(commands).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ category: 'engagement', page_path: '/' }),
    ]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await gtagCommands(page)).filter((c) => c[1] === 'page_view').length).toBe(2);
    expect(gtagRequests).toHaveLength(1);
  });

  test('with consent already given, gtag.js loads with the app; declined, never', async ({ page }) => {
    const gtagRequests = await withGa4(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('consent.analytics', 'denied');
      }
    });
    await page.goto('/services');
    await hydrateNow(page);
    await page.waitForLoadState('networkidle');
    expect(gtagRequests).toEqual([]);
    await page.evaluate(() => localStorage.setItem('consent.analytics', 'granted'));
    await page.goto('/about');
    await hydrateNow(page);
    await expect.poll(() => gtagRequests).toHaveLength(1);
  });
});
