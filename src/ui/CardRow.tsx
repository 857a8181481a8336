// A list of cards in rows: one column on phones, two on tablets, up to `$max` on desktops, in rows as
// even as the count allows (card-rows.ts): 4 cards are 4 across or 2 × 2, 7 are 3 + 2 + 2, never
// 3 + 3 + 1; in two columns an odd last card takes the whole row. A grid of half-card tracks, so a
// shorter row is centred: each card spans two tracks, and the first card of a shorter row starts one in.
import styled, { css } from 'styled-components';
import { cardLayouts, type CardLayout } from './card-rows';

const GAP = 1.5; // rem

/** The tallest a picture in a wide last card is drawn (cropped, not stretched): a banner, not a poster. */
const WIDE_PICTURE_HEIGHT = '18rem';

function columns({ columns, rows, wideLast }: CardLayout) {
  // The 1-based place of the first card in a shorter row (full rows come first).
  const firstShort = rows.filter((r) => r === columns).length * columns + 1;
  const shorter = firstShort <= rows.reduce((sum, r) => sum + r, 0);
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    > :nth-child(n) {
      grid-column: auto / span 2;
      --picture-max-height: none;
    }
    ${
      wideLast
        ? css`
            > :last-child {
              grid-column: 1 / -1;
              --picture-max-height: ${WIDE_PICTURE_HEIGHT};
            }
          `
        : shorter &&
          css`
            > :nth-child(${columns - 1}n + ${firstShort}) {
              grid-column-start: 2;
            }
          `
    }
  `;
}

/**
 * The grid of `count` cards, the children of the element it styles, at every width (phones; tablets up
 * to `tabletMax` across; desktops up to `max`): for CardRow, and for blocks that lay out cards their way.
 */
export function cardGrid(count: number, max?: number, tabletMax?: number) {
  const layouts = cardLayouts(count, max, tabletMax);
  return css`
    display: grid;
    gap: ${GAP}rem;
    ${columns(layouts.phone)}
    ${({ theme }) => theme.mq.md} {
      ${columns(layouts.tablet)}
    }
    ${({ theme }) => theme.mq.lg} {
      ${columns(layouts.desktop)}
    }
  `;
}

export const CardRow = styled.ul<{ $count: number; $max?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $count, $max }) => cardGrid($count, $max)}
  /* Each card fills its cell so cards in a row are equally tall. */
  > li {
    display: flex;
    width: 100%;
    max-width: ${({ $count }) => ($count === 1 ? '44rem' : 'none')};
    justify-self: center;
  }
  > li > * {
    flex: 1;
    min-width: 0;
  }
`;
