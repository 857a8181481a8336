// Links with one-line descriptions as a grid of cards (e.g. the 404 page's way back to services and contact).
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { LinkCard, StretchedLink } from '../../ui/cards';
import { Icon } from '../../ui/Icon';

export default function LinkList({ block }: BlockProps<'LinkList'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      {/* Four links sit in one row; other counts fill rows of three. */}
      <CardRow $count={block.links.length} $max={block.links.length % 4 === 0 ? 4 : 3}>
        {block.links.map((link) => (
          <li key={link.href}>
            <LinkCard>
              <h3>
                <Title href={link.href} location="link-list">
                  {link.label}
                </Title>
              </h3>
              {link.description && <p>{link.description}</p>}
              <Arrow>
                <Icon name="chevron-down" size={20} />
              </Arrow>
            </LinkCard>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

const Title = styled(StretchedLink)`
  color: inherit;
  text-decoration: none;
  font-size: 1.25rem;
`;

const Arrow = styled.span`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-top: auto;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.soft};
  color: ${({ theme }) => theme.color.accent};
  svg {
    transform: rotate(-90deg);
  }
`;
