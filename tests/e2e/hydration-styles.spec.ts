// The prerendered page carries its CSS as a plain <style> (page-css.ts); at hydration the browser's
// styled-components adds the rules of what React draws in a sheet of its own, and the page's <style>
// goes once the first page leaves the screen (blocks kept as served still need it: hydrate-blocks.ts).
// Nothing on screen may differ: every element's computed style is the same before and after
// hydration, and the same again when React draws the page itself after a client navigation, with the
// served CSS gone. On every route, at a phone width and a desktop width: each route is loaded once and
// read at both widths (the window resized between readings), so a route costs one load, one
// hydration and one round trip, not two.
import { statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { isHydrated, pageViews, sitemapRoutes } from './helpers';

/**
 * Runs in the page. 'note' records every element the server rendered, in document order, with its
 * opening tag and computed style (and that of its ::before and ::after when they exist). Later calls
 * return what differs: 'same elements' compares those very elements (across hydration), 'same
 * places' the elements now at the same places in the document (a page React drew anew). An element
 * is compared only if it and its ancestors have the same opening tag: a changed attribute (an image
 * frame's data-state once the image is seen) is a change of state that may change the style by design.
 * Picture status text is written by script (ui/picture-states.ts) and comes and goes; it is not compared.
 */
async function styleChanges([mode, width]: ['note' | 'same elements' | 'same places', number]): Promise<string[]> {
  /** A style as parallel lists: property names ("::before" in front for the pseudo-elements) and their values. */
  interface Style {
    names: string[];
    values: string[];
  }
  interface Noted {
    element: Element;
    tag: string;
    style: Style;
    depth: number;
  }
  // A transition under way (a photo fading in as it loads) is a style on its way, not a difference:
  // styles are read when none is running.
  const transitions = () =>
    document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running');
  for (let running = transitions(); running.length; running = transitions()) {
    await Promise.all(running.map((t) => t.finished.catch(() => undefined)));
  }
  interface NameLists {
    standard: string[];
    lists: Map<string, string[]>;
    prefixed: Map<string[], Map<string, string[]>>;
  }
  const state = window as unknown as { noted?: Map<number, Noted[]>; nameLists?: NameLists };
  const tagOf = (element: Element) => (element.cloneNode(false) as Element).outerHTML;
  // Reading a computed style's property names one by one costs as much as reading the values, and
  // Chromium lists the same properties in the same order for every element (its custom properties,
  // "--…", last): the list is read once and only each element's custom properties are read anew. A
  // style whose list does not start and end as expected is read name by name, as before. The lists
  // are kept on the page, so a style noted and the same style read later share theirs.
  const { standard, lists, prefixed } = (state.nameLists ??= (() => {
    const all = Array.from(getComputedStyle(document.documentElement));
    const firstCustom = all.findIndex((name) => name.startsWith('--'));
    const standard = firstCustom < 0 ? all : all.slice(0, firstCustom);
    return { standard, lists: new Map([['', standard]]), prefixed: new Map() };
  })());
  const namesOf = (computed: CSSStyleDeclaration): string[] => {
    const n = computed.length;
    const s = standard.length;
    if (!s || n < s || computed[0] !== standard[0] || computed[s - 1] !== standard[s - 1]) return Array.from(computed);
    const custom: string[] = [];
    for (let i = s; i < n; i++) custom.push(computed[i]!);
    const key = custom.join('\n');
    let names = lists.get(key);
    if (!names) lists.set(key, (names = standard.concat(custom)));
    return names;
  };
  const withPseudo = (names: string[], pseudo: string) => {
    const byPseudo = prefixed.get(names) ?? new Map<string, string[]>();
    prefixed.set(names, byPseudo);
    let list = byPseudo.get(pseudo);
    if (!list) byPseudo.set(pseudo, (list = names.map((name) => `${pseudo}${name}`)));
    return list;
  };
  const styleOf = (element: Element): Style => {
    const parts: Style[] = [];
    for (const pseudo of [null, '::before', '::after']) {
      const computed = getComputedStyle(element, pseudo);
      if (pseudo && computed.content === 'none') continue;
      const names = namesOf(computed);
      parts.push({
        names: pseudo ? withPseudo(names, pseudo) : names,
        values: names.map((name) => computed.getPropertyValue(name)),
      });
    }
    return parts.length === 1
      ? parts[0]!
      : { names: parts.flatMap((p) => p.names), values: parts.flatMap((p) => p.values) };
  };
  /** The k-th "name: value" of a style, as the messages show it (undefined past its end). */
  const entry = (style: Style, k: number) =>
    k < style.names.length ? `${style.names[k]}: ${style.values[k]}` : undefined;
  const served = () => Array.from(document.querySelectorAll('#root *:not([data-status])'));
  if (mode === 'note') {
    state.noted ??= new Map();
    state.noted.set(
      width,
      served().map((element) => {
        let depth = 0;
        for (let p = element.parentElement; p && p.id !== 'root'; p = p.parentElement) depth++;
        return { element, tag: tagOf(element), style: styleOf(element), depth };
      }),
    );
    return [];
  }
  const noted = state.noted!.get(width)!;
  const now = mode === 'same places' ? served() : noted.map((n) => n.element);
  if (now.length !== noted.length) return [`${noted.length} elements served, ${now.length} now`];
  const out: string[] = [];
  const changedStateAt: number[] = []; // depths of open elements whose opening tag changed
  noted.forEach((before, i) => {
    while (changedStateAt.length && before.depth <= changedStateAt[changedStateAt.length - 1]!) changedStateAt.pop();
    const element = now[i]!;
    if (tagOf(element) !== before.tag || !element.isConnected) {
      changedStateAt.push(before.depth);
      return;
    }
    if (changedStateAt.length) return;
    const after = styleOf(element);
    const sameNames = after.names === before.style.names;
    for (let k = 0; k < before.style.names.length; k++) {
      if (sameNames && before.style.values[k] === after.values[k]) continue;
      const value = entry(before.style, k);
      if (value !== entry(after, k)) out.push(`${before.tag.slice(0, 120)}: ${value} → ${entry(after, k)}`);
    }
  });
  return out;
}

/** Navigates in place (the router follows the history, as for Back) and waits until the page is on screen. */
async function showInPlace(page: Page, path: string) {
  const shown = await pageViews(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => pageViews(page), { timeout: 10_000, intervals: [50] }).toBe(shown + 1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const WIDTHS = [375, 1280];

/** Each width's style changes, reading the page at each width in turn. */
async function atEachWidth(page: Page, mode: 'note' | 'same elements' | 'same places') {
  const changes = new Map<number, string[]>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    changes.set(width, await page.evaluate(styleChanges, [mode, width] as [typeof mode, number]));
  }
  return changes;
}

async function changesOn(page: Page, path: string) {
  await page.goto(path);
  expect(await isHydrated(page), path).toBe(false);
  const elements = await page.evaluate(() => document.querySelectorAll('#root *').length);
  await atEachWidth(page, 'note');
  // A sign of a visitor, so the page hydrates (entry-client.tsx); the pointer must really move.
  await page.mouse.move(5 + Math.random() * 100, 5 + Math.random() * 100);
  await expect.poll(() => pageViews(page), { timeout: 10_000, intervals: [50] }).toBe(1); // the first page is shown
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const atHydration = await atEachWidth(page, 'same elements');
  // Away and back: React now draws every block of the page, and the served CSS is gone.
  await showInPlace(page, path === '/' ? '/about' : '/');
  await showInPlace(page, path);
  expect(await page.locator('#page-css').count(), path).toBe(0);
  return { elements, atHydration, afterNavigation: await atEachWidth(page, 'same places') };
}

test.describe.configure({ mode: 'parallel' }); // a test per route: each its own page and time

test.describe(`neither hydration nor React drawing the page changes a computed style, at ${WIDTHS.join(' and ')} px`, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted')); // page views mark each page shown
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no animation in mid-step
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    // The policies' "Last updated" is the build's day before hydration and the visitor's after (the
    // spec's "current date"): a run crossing midnight after the build would see that text change width.
    await page.clock.setFixedTime(statSync('dist/index.html').mtime);
  });
  for (const path of sitemapRoutes()) {
    test(path, async ({ page }) => {
      const { elements, atHydration, afterNavigation } = await changesOn(page, path);
      expect(elements, path).toBeGreaterThan(50);
      for (const width of WIDTHS) {
        expect(atHydration.get(width), `${path} at hydration, ${width} px`).toEqual([]);
        expect(afterNavigation.get(width), `${path} drawn by React, ${width} px`).toEqual([]);
      }
    });
  }
});
