// What many browser tests need: whether React has hydrated the page, and the routes of the built site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Runs in the page: React marks its root container once it has hydrated it. */
function reactHasHydrated(): boolean {
  const root = document.getElementById('root');
  return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
}

/** Whether the page is hydrated now. */
export const isHydrated = (page: Page) => page.evaluate(reactHasHydrated);

/** Waits until the page is hydrated. */
export const hydrated = (page: Page) => page.waitForFunction(reactHasHydrated);

/**
 * Hydrates the page now and waits until it is: the pointer moves, a sign that a visitor is there, so
 * the first script loads the app at once (entry-client.tsx) instead of after the quiet delay (3 s
 * after the load event, when the browser is idle). For tests of what the page does once hydrated;
 * tests of hydrating without any sign of a visitor wait with `hydrated`.
 */
export async function hydrateNow(page: Page): Promise<void> {
  // Two moves, so the pointer really moves wherever it was.
  await page.mouse.move(1, 1);
  await page.mouse.move(12, 12);
  await hydrated(page);
}

/** Page views sent so far: with analytics accepted, the app sends one after each page is on screen. */
export const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view').length);

/** Every canonical route of the built site (dist/sitemap.xml), as paths. */
export function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** site.json's aliases: served like their primary page, and left out of the sitemap. */
export function aliasPaths(): string[] {
  const site = JSON.parse(readFileSync(process.env.SITE_FILE ?? 'site.json', 'utf8')) as {
    aliases?: { from: string }[];
  };
  return (site.aliases ?? []).map((a) => a.from);
}
