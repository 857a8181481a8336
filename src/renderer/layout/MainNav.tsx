// The header's navigation on large screens: top-level links left to right, entries with children as dropdowns.
import styled from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { NavItemLink } from './NavItemLink';
import { ServicesMenu } from './ServicesMenu';
import { topLinkStyles } from './nav-styles';

export function MainNav() {
  const { navigation, labels } = useChrome();
  return (
    <Nav aria-label={labels.mainMenu}>
      <List>
        {navigation.header.map((item) =>
          item.children?.length ? (
            <ServicesMenu key={item.href} item={{ ...item, children: item.children }} />
          ) : (
            <li key={item.href}>
              <TopLink href={item.href}>{item.label}</TopLink>
            </li>
          ),
        )}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled(NavItemLink)`
  ${topLinkStyles}
`;
