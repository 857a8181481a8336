// Look of the header's top-level links, shared by plain links and the Services dropdown's parent link.
import { css } from 'styled-components';

/** From 80rem the header has room to breathe; between lg (64rem) and this it is set tighter to fit on one line. */
export const wide = '@media (min-width: 80rem)';

/** $active: the link leads to the current page or to the section holding it. */
export const topLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.5rem;
  ${wide} {
    padding: 0 0.75rem;
    font-size: 0.9688rem;
  }
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 550;
  font-size: 0.9375rem;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    color 0.15s;
  &:hover {
    background: ${({ theme }) => theme.color.soft};
    color: ${({ theme }) => theme.color.accentDark};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accentDark};
    background: ${({ theme }) => theme.color.soft};
    font-weight: 650;
  }
`;
