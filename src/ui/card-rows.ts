// How a CardRow lays its cards out at each width, chosen by their count: as few rows as the columns
// allow, and those rows as even as can be (fuller rows first), so a last card never stands alone beside
// an empty space: 4 cards in at most 3 columns are 2 + 2, 7 are 3 + 2 + 2, 5 are 3 + 2. In two columns an
// odd count cannot be split evenly: the last card then takes the whole row.

export interface CardLayout {
  /** The cards in a full row. */
  columns: number;
  /** The cards of each row, top to bottom. */
  rows: number[];
  /** True when the last card is alone in its row and spans all of it (two columns, an odd count). */
  wideLast: boolean;
}

/** The layout of `count` cards in at most `max` columns. */
export function cardLayout(count: number, max: number): CardLayout {
  if (count < 1) return { columns: 1, rows: [], wideLast: false };
  const rowCount = Math.ceil(count / Math.max(1, Math.floor(max)));
  const columns = Math.ceil(count / rowCount);
  // Rows with `columns` cards; the others have one fewer.
  const full = count - rowCount * (columns - 1);
  const rows = Array.from({ length: rowCount }, (_, i) => (i < full ? columns : columns - 1));
  return { columns, rows, wideLast: columns === 2 && rows.at(-1) === 1 };
}

/**
 * Phones: one card a row. Tablets: two (or `tabletMax`). Desktops: up to `max` (CardRow's `$max`, 3
 * unless a block says).
 */
export function cardLayouts(count: number, max = 3, tabletMax = 2): Record<'phone' | 'tablet' | 'desktop', CardLayout> {
  return {
    phone: cardLayout(count, 1),
    tablet: cardLayout(count, Math.min(max, tabletMax)),
    desktop: cardLayout(count, max),
  };
}

/** Whether the card at `index` (from 0) is a wide last card at tablet and desktop widths: for its picture's `sizes`. */
export function wideCard(index: number, count: number, max = 3): { tablet: boolean; desktop: boolean } {
  const { tablet, desktop } = cardLayouts(count, max);
  const last = index === count - 1;
  return { tablet: last && tablet.wideLast, desktop: last && desktop.wideLast };
}
