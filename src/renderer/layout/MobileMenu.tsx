// Navigation on screens below lg: a menu button that opens a full-width panel under the header.
import styled from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { withAlpha } from '../../ui/color';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { fill } from '../../../shared/site/fill';
import { MOBILE_BAR_SPACE } from './MobileBar';
import { MenuLanguageSwitch } from './LanguageSwitch';
import { NavItemLink } from './NavItemLink';
import { useDropdown } from './use-dropdown';

const PANEL_ID = 'mobile-menu';

export function MobileMenu() {
  const { navigation, business, labels } = useChrome();
  const { open, toggle, close, rootRef, buttonRef, onBlur } = useDropdown<HTMLDivElement>();

  return (
    <Root ref={rootRef} onBlur={onBlur}>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={toggle}
      >
        <Icon name={open ? 'x' : 'menu'} />
      </Toggle>
      <Panel id={PANEL_ID} hidden={!open}>
        <nav aria-label={labels.mobileMenu}>
          <List>
            {navigation.header.map((item) => (
              <li key={item.href}>
                <Link href={item.href} onClick={close}>
                  {item.label}
                </Link>
                {item.children && (
                  <SubList>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <SubLink href={child.href} onClick={close}>
                          {child.label}
                        </SubLink>
                      </li>
                    ))}
                  </SubList>
                )}
              </li>
            ))}
            <MenuLanguageSwitch onChoose={close} />
            {business.social && (
              <li>
                <Follow href={business.social.url} onClick={close}>
                  {labels.followUs}
                  <span className="visually-hidden">{` ${fill(labels.followUsOn, { network: business.social.label })}`}</span>
                  <Icon name="external-link" size={18} />
                </Follow>
              </li>
            )}
          </List>
        </nav>
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-right: -0.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.soft};
  }
`;

/** Positioned against the sticky <header>: spans the full width right under it. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeight} - ${MOBILE_BAR_SPACE});
  overflow-y: auto;
  padding: 0.5rem 1.25rem 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: 0 18px 30px ${({ theme }) => withAlpha(theme.color.ink, 0.14)};
  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const Link = styled(NavItemLink)`
  display: flex;
  align-items: center;
  min-height: 3rem;
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  font-size: 1.0625rem;
  text-decoration: none;
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const SubList = styled.ul`
  margin: -0.25rem 0 0.5rem;
  padding: 0 0 0 1rem;
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.color.line};
`;

const SubLink = styled(NavItemLink)`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
  }
`;

const Follow = styled(SmartLink)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3rem;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
  font-size: 1.0625rem;
  text-decoration: none;
`;
