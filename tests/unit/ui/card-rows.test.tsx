// How a CardRow chooses its columns by the count of cards (src/ui/card-rows.ts): no card stands alone
// under a fuller row where another split avoids it; four cards are 4 across or 2 × 2, never 3 + 1.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { cardLayout, cardLayouts, wideCard } from '../../../src/ui/card-rows';
import { CardRow } from '../../../src/ui/CardRow';
import { makeTheme } from '../../../src/ui/theme';
import { sampleChrome } from '../../helpers/sample-chrome';

const sum = (rows: number[]) => rows.reduce((a, b) => a + b, 0);

describe('cardLayout', () => {
  it.each([
    [4, 3, [2, 2]],
    [4, 4, [4]],
    [7, 3, [3, 2, 2]],
    [7, 4, [4, 3]],
    [5, 3, [3, 2]],
    [6, 3, [3, 3]],
    [8, 3, [3, 3, 2]],
    [10, 3, [3, 3, 2, 2]],
    [13, 4, [4, 3, 3, 3]],
    [3, 3, [3]],
    [2, 3, [2]],
    [1, 3, [1]],
    [5, 1, [1, 1, 1, 1, 1]],
  ])('%i cards in at most %i columns: rows of %j', (count, max, rows) => {
    expect(cardLayout(count, max).rows).toEqual(rows);
  });

  it('never leaves one card alone under a fuller row, in three or more columns, for 2 to 40 cards', () => {
    for (let max = 3; max <= 5; max++)
      for (let count = 2; count <= 40; count++) {
        const { rows, columns, wideLast } = cardLayout(count, max);
        expect(sum(rows), `${count} in ${max}`).toBe(count);
        expect(Math.max(...rows), `${count} in ${max}`).toBeLessThanOrEqual(max);
        expect(columns).toBe(rows[0]);
        // Rows as even as can be, fuller ones first…
        expect(Math.max(...rows) - Math.min(...rows), `${count} in ${max}: ${rows.join(' + ')}`).toBeLessThanOrEqual(1);
        expect([...rows].sort((a, b) => b - a)).toEqual(rows);
        // …and as few rows as the columns allow.
        expect(rows.length).toBe(Math.ceil(count / max));
        expect(rows.at(-1), `${count} in ${max}: ${rows.join(' + ')}`).toBeGreaterThan(1);
        expect(wideLast).toBe(false);
      }
  });

  it('in two columns, gives an odd last card the whole row', () => {
    expect(cardLayout(3, 2)).toEqual({ columns: 2, rows: [2, 1], wideLast: true });
    expect(cardLayout(5, 2)).toEqual({ columns: 2, rows: [2, 2, 1], wideLast: true });
    expect(cardLayout(4, 2)).toEqual({ columns: 2, rows: [2, 2], wideLast: false });
    expect(cardLayout(1, 2)).toEqual({ columns: 1, rows: [1], wideLast: false });
    expect(cardLayout(0, 3)).toEqual({ columns: 1, rows: [], wideLast: false });
  });
});

describe('cardLayouts', () => {
  it('lays four town cards out 2 × 2 on tablets and desktops, one a row on phones', () => {
    const layouts = cardLayouts(4);
    expect(layouts.phone.rows).toEqual([1, 1, 1, 1]);
    expect(layouts.tablet.rows).toEqual([2, 2]);
    expect(layouts.desktop.rows).toEqual([2, 2]);
    expect(cardLayouts(4, 4).desktop.rows).toEqual([4]);
  });

  it('on tablets, two a row, with an odd last card as wide as the row', () => {
    expect(cardLayouts(3).tablet).toEqual({ columns: 2, rows: [2, 1], wideLast: true });
    expect(cardLayouts(3).desktop).toEqual({ columns: 3, rows: [3], wideLast: false });
    expect(cardLayouts(3, 3, 3).tablet.rows).toEqual([3]);
    expect(cardLayouts(7, 4).tablet.rows).toEqual([2, 2, 2, 1]);
    expect(cardLayouts(7, 4).desktop.rows).toEqual([4, 3]);
  });
});

describe('wideCard', () => {
  it('names the last card of an odd count on tablets, and on desktops in rows of two', () => {
    expect(wideCard(2, 3)).toEqual({ tablet: true, desktop: false });
    expect(wideCard(1, 3)).toEqual({ tablet: false, desktop: false });
    expect(wideCard(2, 3, 2)).toEqual({ tablet: true, desktop: true });
    expect(wideCard(3, 4)).toEqual({ tablet: false, desktop: false });
  });
});

/** The CSS a CardRow of `count` cards gets, by media query ('' for phones), whitespace removed. */
function cardRowCss(count: number, max?: number): Record<string, string> {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={makeTheme(sampleChrome.theme)}>
          <CardRow $count={count} $max={max}>
            {Array.from({ length: count }, (_, i) => (
              <li key={i}>card</li>
            ))}
          </CardRow>
        </ThemeProvider>,
      ),
    );
    const css = sheet.instance.toString().replace(/\s+/g, '');
    const byMedia: Record<string, string> = { '': css.replace(/@media[^{]+\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '') };
    for (const m of css.matchAll(/@media\(min-width:(\d+)rem\)\{((?:[^{}]*\{[^}]*\})*)[^}]*\}/g))
      byMedia[m[1]!] = (byMedia[m[1]!] ?? '') + m[2];
    return byMedia;
  } finally {
    sheet.seal();
  }
}

describe('CardRow', () => {
  it('draws four cards as two tracks a card: one a row on phones, 2 × 2 on tablets and desktops (not 3 + 1)', () => {
    const css = cardRowCss(4);
    expect(css['']).toContain('grid-template-columns:repeat(2,minmax(0,1fr))');
    expect(css['48']).toContain('grid-template-columns:repeat(4,minmax(0,1fr))');
    expect(css['64']).toContain('grid-template-columns:repeat(4,minmax(0,1fr))');
    expect(css['64']).not.toContain('grid-column-start:2');
    expect(cardRowCss(4, 4)['64']).toContain('grid-template-columns:repeat(8,minmax(0,1fr))');
  });

  it('centres the shorter rows of seven cards (3 + 2 + 2): their first card starts one track in', () => {
    const css = cardRowCss(7);
    expect(css['64']).toContain('grid-template-columns:repeat(6,minmax(0,1fr))');
    // Cards 4 and 6 begin the rows of two.
    expect(css['64']).toMatch(/:nth-child\(2n\+4\)\{grid-column-start:2;?\}/);
  });

  it('gives the last of an odd count the whole row on tablets, its picture cropped to a banner', () => {
    const css = cardRowCss(5);
    expect(css['48']).toMatch(/:last-child\{grid-column:1\/-1;--picture-max-height:18rem;?\}/);
    expect(css['64']).toMatch(/:nth-child\(2n\+4\)\{grid-column-start:2;?\}/);
  });
});
