// The prerendered page carries its CSS as a plain <style> (page-css.ts); at hydration the browser's
// styled-components adds the same rules again in a sheet of its own, and the page's <style> goes.
// Nothing on screen may change: every element's computed style is the same before and after
// hydration, on every route, at a phone width and a desktop width.
import { expect, test, type Page } from '@playwright/test';
import { isHydrated, sitemapRoutes } from './helpers';

/**
 * Runs in the page. The first call notes every element the server rendered with its computed style
 * (and that of its ::before and ::after when they exist); a later call returns what differs for the
 * same elements. An element is compared only if it and its ancestors kept their attributes: a changed
 * attribute (an image frame's data-state once the image is seen) is a change of state that may
 * change the style by design.
 */
function styleChanges(): string[] {
  const state = window as unknown as { noted?: Map<Element, { tag: string; style: string[] }> };
  const tagOf = (element: Element) => (element.cloneNode(false) as Element).outerHTML;
  const styleOf = (element: Element) => {
    const style: string[] = [];
    for (const pseudo of [null, '::before', '::after']) {
      const computed = getComputedStyle(element, pseudo);
      if (pseudo && computed.content === 'none') continue;
      for (let i = 0; i < computed.length; i++) style.push(`${pseudo ?? ''}${computed[i]}: ${computed.getPropertyValue(computed[i]!)}`);
    }
    return style;
  };
  if (!state.noted) {
    state.noted = new Map(Array.from(document.querySelectorAll('#root *'), (e) => [e, { tag: tagOf(e), style: styleOf(e) }]));
    return [];
  }
  const noted = state.noted;
  const unchanged = (element: Element) => {
    for (let e: Element | null = element; e && e.id !== 'root'; e = e.parentElement) if (noted.get(e)?.tag !== tagOf(e)) return false;
    return element.isConnected;
  };
  return [...noted].flatMap(([element, before]) => {
    const after = styleOf(element);
    const changed = before.style.filter((value, i) => value !== after[i]);
    if (!changed.length || !unchanged(element)) return [];
    return changed.map((value) => `${before.tag.slice(0, 120)}: ${value} → ${after.find((a) => a.startsWith(value.split(': ')[0] + ': '))}`);
  });
}

async function changesAcrossHydration(page: Page, path: string) {
  await page.goto(path);
  expect(await isHydrated(page), path).toBe(false);
  const elements = await page.evaluate(() => document.querySelectorAll('#root *').length);
  await page.evaluate(styleChanges);
  // A sign of a visitor, so the page hydrates (entry-client.tsx); the pointer must really move.
  await page.mouse.move(5 + Math.random() * 100, 5 + Math.random() * 100);
  // Once React has committed the page, hydrate-app.tsx removes the server's CSS.
  await page.waitForFunction(() => !document.getElementById('page-css'), undefined, { timeout: 10_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { elements, changes: await page.evaluate(styleChanges) };
}

test.describe.configure({ mode: 'parallel' }); // one width per worker

for (const width of [375, 1280]) {
  test(`hydration changes no computed style on any route at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no animation in mid-step
    await page.setViewportSize({ width, height: 900 });
    for (const path of sitemapRoutes()) {
      const { elements, changes } = await changesAcrossHydration(page, path);
      expect(elements, path).toBeGreaterThan(50);
      expect(changes, path).toEqual([]);
    }
  });
}
