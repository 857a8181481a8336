// Card pieces shared by the card blocks (lay them out with CardRow): whole-card links, cards with a photo on top, pills.
import styled, { css } from 'styled-components';
import { Card } from './layout';
import { SmartLink } from './SmartLink';

/**
 * The whole card is a click target, but it holds exactly one link (a StretchedLink) so screen readers and
 * keyboards meet one stop per card; the ring is drawn around the card when that link has keyboard focus.
 */
const linkCardCss = css`
  position: relative;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
    border-color: ${({ theme }) => theme.color.accent};
  }
  @supports selector(:has(a)) {
    &:has(a:focus-visible) {
      outline: 3px solid ${({ theme }) => theme.color.accent};
      outline-offset: 3px;
    }
    a:focus-visible {
      outline: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const LinkCard = styled(Card)`
  display: flex;
  flex-direction: column;
  ${linkCardCss}
`;

/** A link whose hit area covers its nearest positioned ancestor (the card). */
export const StretchedLink = styled(SmartLink)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    z-index: 1;
  }
`;

/** A card with a full-bleed photo on top and the text below (blog posts, projects). */
export const MediaCard = styled(Card)<{ $link?: boolean }>`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  ${({ $link }) => $link && linkCardCss}
`;

export const MediaBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 1.5rem;
  h3,
  p {
    margin: 0;
  }
`;

/** A small rounded label: a post's category, a project's service tag. */
export const Pill = styled.span<{ $strong?: boolean }>`
  display: inline-block;
  padding: 0.3rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.2;
  ${({ $strong, theme }) =>
    $strong
      ? css`
          background: ${theme.color.accent};
          color: #fff;
        `
      : css`
          background: ${theme.color.soft};
          color: ${theme.color.accentDark};
          border: 1px solid ${theme.color.line};
        `}
`;

export const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;
