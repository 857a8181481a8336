// The JavaScript a page asks for before its load event, gzip-compressed as the server sends it: the
// budget of issue 6 (15 KB), measured the same way for every site (tests/e2e/performance.spec.ts and
// the bilingual example).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Budget (issue 6): JavaScript requested before the load event, gzip. */
export const JS_BEFORE_LOAD_BUDGET = 15 * 1024;

/** The scripts the loaded page asked for before its load event, and their gzip bytes in all; `body` reads a URL. */
export async function scriptsBeforeLoad(
  page: Page,
  body: (url: string) => Promise<Buffer>,
): Promise<{ urls: string[]; gzipBytes: number }> {
  const urls = await page.evaluate(() => {
    const loadStart = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime < loadStart.loadEventStart)
      .map((e) => e.name);
  });
  let gzipBytes = 0;
  for (const url of urls) gzipBytes += gzipSync(await body(url)).length;
  return { urls, gzipBytes };
}
