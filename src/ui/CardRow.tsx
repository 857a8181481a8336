// A list of cards in rows: one column on phones, two on tablets, up to `$max` on desktops.
// Flexbox (not grid) so a short last row is centred instead of hanging on the left.
import styled, { css } from 'styled-components';

const GAP = 1.5; // rem

function columns(n: number) {
  return css`
    flex-basis: calc((100% - ${(n - 1) * GAP}rem) / ${n});
  `;
}

export const CardRow = styled.ul<{ $count: number; $max?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${GAP}rem;
  /* Each card fills its cell so cards in a row are equally tall. */
  > li {
    display: flex;
    flex: 0 0 100%;
    max-width: ${({ $count }) => ($count === 1 ? '44rem' : 'none')};
  }
  > li > * {
    flex: 1;
    min-width: 0;
  }
  ${({ theme }) => theme.mq.md} {
    > li {
      ${({ $count }) => columns(Math.min($count, 2))}
    }
  }
  ${({ theme }) => theme.mq.lg} {
    > li {
      ${({ $count, $max = 3 }) => columns(Math.min($count, $max))}
    }
  }
`;
