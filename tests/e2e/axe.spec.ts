// Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA, colour contrast included) on every page of
// dist/sitemap.xml plus every alias, at a phone (375 px) and a desktop (1280 px) width. One browser
// page per width visits all routes in turn, so the whole site takes a minute or two.
import { expect, test } from '@playwright/test';
import { aliasPaths, sitemapRoutes } from './helpers';
import { axeViolations, describeViolations } from '../helpers/axe';

/** Paths of the sitemap's pages and of site.json's aliases (which the sitemap leaves out). */
const routes = () => [...new Set([...sitemapRoutes(), ...aliasPaths()])];

test.describe.configure({ mode: 'parallel' });
// The server's Content-Security-Policy forbids inline scripts, which is how axe is injected.
// Reduced motion stops pulsing placeholders mid-fade, so contrast is measured at rest, the same every run.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

for (const width of [375, 1280]) {
  test(`every page passes axe (WCAG 2.2 AA) at ${width} px`, async ({ page }) => {
    const paths = routes();
    test.setTimeout(60_000 + paths.length * 8_000);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    // rule + element + reason → the pages where it happens (the header or footer repeats on every page).
    const problems = new Map<string, string[]>();
    for (const route of paths) {
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `${route} did not load`).toBeLessThan(400);
      for (const problem of describeViolations(await axeViolations(page)))
        problems.set(problem, [...(problems.get(problem) ?? []), route]);
    }
    const report = [...problems].map(([problem, pages]) => {
      const shown =
        pages.length > 6 ? `${pages.slice(0, 6).join(', ')} and ${pages.length - 6} more` : pages.join(', ');
      return `at ${width}px on ${shown}:\n  ${problem}`;
    });
    expect(report.length, `${report.length} accessibility violation(s):\n${report.join('\n')}`).toBe(0);
  });
}
