// A link styled as a button. Internal routes go through the router (no full reload);
// tel:, mailto: and outside links are plain anchors. Every click is tracked as the spec's event
// (link-clicks.ts, from the data-track attribute).
import styled, { css } from 'styled-components';
import { RouteLink } from './route-links';
import type { Button } from '../../shared/site/site-types';
import { Icon } from './Icon';
import { isInternal } from './links';

type Style = NonNullable<Button['style']>;

export const buttonStyles = css<{ $style: Style }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  border: 2px solid transparent;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s,
    transform 0.15s;
  cursor: pointer;
  &:hover {
    transform: translateY(-1px);
  }
  ${({ $style, theme }) => {
    switch ($style) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.color.accentDark};
          border-color: currentColor;
          &:hover {
            background: ${theme.color.soft};
          }
        `;
      case 'light':
        return css`
          background: #fff;
          color: ${theme.color.accentDark};
          &:hover {
            background: ${theme.color.soft};
          }
        `;
      case 'call':
        return css`
          background: ${theme.color.ink};
          color: #fff;
          &:hover {
            background: #000;
          }
        `;
      default:
        return css`
          background: ${theme.color.accent};
          color: #fff;
          &:hover {
            background: ${theme.color.accentDark};
          }
        `;
    }
  }}
`;

const StyledAnchor = styled.a<{ $style: Style }>`
  ${buttonStyles}
`;
const StyledRouterLink = styled(RouteLink)<{ $style: Style }>`
  ${buttonStyles}
`;

export function ButtonLink({ button, location }: { button: Button; location: string }) {
  const style: Style = button.style ?? (button.href.startsWith('tel:') ? 'call' : 'primary');
  const icon = button.href.startsWith('tel:') ? (
    <Icon name="phone" size={18} />
  ) : button.href.startsWith('mailto:') ? (
    <Icon name="mail" size={18} />
  ) : null;
  if (isInternal(button.href)) {
    return (
      <StyledRouterLink to={button.href} $style={style} data-track={location}>
        {icon}
        {button.label}
      </StyledRouterLink>
    );
  }
  return (
    <StyledAnchor href={button.href} $style={style} data-track={location}>
      {icon}
      {button.label}
    </StyledAnchor>
  );
}

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.75rem;
`;
