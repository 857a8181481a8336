// A top-level navigation entry with a dropdown of child pages (the header's Services entry).
//
// Why a link plus a separate chevron button (the WAI-ARIA "disclosure navigation with top-level links"
// pattern) rather than one "Services" button whose menu starts with "All Services":
// - "Services" stays a real link to /services, so it works before the script loads and with JavaScript off;
// - each control does one thing: the link navigates, the button (named "Services submenu", with
//   aria-expanded) only shows or hides the list. Screen readers announce both plainly, keyboard users
//   Tab to the link, Tab to the button, press Enter or Space to open and Tab on into the links.
import styled, { keyframes } from 'styled-components';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../../shared/site/site-types';
import { Icon } from '../../ui/Icon';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';
import { isCurrentRoute } from '../../ui/route-links';
import { NavItemLink } from './NavItemLink';
import { topLinkStyles } from './nav-styles';
import { useDropdown } from './use-dropdown';

export function ServicesMenu({ item }: { item: NavItem & { children: NonNullable<NavItem['children']> } }) {
  const { open, toggle, close, rootRef, buttonRef, onBlur } = useDropdown<HTMLLIElement>();
  const { pathname } = useLocation();
  const labels = useLabels();
  const menuId = `nav-menu-${item.href.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
  const inSection =
    isCurrentRoute(item.href, pathname) || item.children.some((c) => isCurrentRoute(c.href, pathname, { end: true }));

  return (
    <Item ref={rootRef} onBlur={onBlur}>
      <TopLink href={item.href} className={inSection ? 'in-section' : undefined}>
        {item.label}
      </TopLink>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fill(labels.submenu, { label: item.label })}
        onClick={toggle}
      >
        <Icon name="chevron-down" size={18} />
      </Toggle>
      <Menu id={menuId} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.href}>
            <MenuLink href={child.href} onClick={close}>
              {child.label}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Item>
  );
}

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const TopLink = styled(NavItemLink)`
  ${topLinkStyles}
  padding-right: 0.25rem;
  &.in-section {
    color: ${({ theme }) => theme.color.accentDark};
    font-weight: 650;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.soft};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.soft};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const menuIn = keyframes`from { opacity: 0; transform: translateY(-0.25rem); }`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.75rem);
  left: 0;
  z-index: 60;
  width: 18rem;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${menuIn} 0.16s ease-out;
  &[hidden] {
    display: none;
  }
`;

const MenuLink = styled(NavItemLink)`
  display: block;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.soft};
    color: ${({ theme }) => theme.color.accentDark};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 650;
    background: ${({ theme }) => theme.color.soft};
  }
`;
