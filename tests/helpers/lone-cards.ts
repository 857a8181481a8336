// Card rows as a browser draws them: a card alone in the last row of a list of cards, beside empty
// space, under a row of more (4 town cards drawn 3 + 1) is what CardRow must never draw. For
// Playwright specs and the examples' slow test, on the page as it is now (its viewport).
import type { Page } from '@playwright/test';

/** Lists of cards in the page's main content: CardRow's, the gallery's (list items holding an article or a figure). */
export const CARD_LISTS = 'main ul:has(> li > :is(article, figure))';

/**
 * Each list of cards whose last row holds one card narrower than the list under a fuller row, in words:
 * `"Areas We Serve": 4 cards in rows 3 + 1`. Empty when every row is balanced (or the lone card spans the row).
 */
export function loneCards(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const list of document.querySelectorAll(selector)) {
      const cards = [...list.children].filter((c) => c.getBoundingClientRect().width > 0);
      if (cards.length < 2) continue;
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      const sizes = [...rows.values()].map((r) => r.length);
      const last = cards.at(-1)!.getBoundingClientRect().width;
      const wide = last >= list.getBoundingClientRect().width - 1;
      if (sizes.length > 1 && sizes.at(-1) === 1 && Math.max(...sizes) > 1 && !wide) {
        const heading = list.closest('section')?.querySelector('h2')?.textContent?.trim() ?? '(no heading)';
        found.push(`"${heading}": ${cards.length} cards in rows ${sizes.join(' + ')}`);
      }
    }
    return found;
  }, CARD_LISTS);
}
