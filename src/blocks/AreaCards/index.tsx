// One card per served town on the overview pages, each leading to that town's page of the template.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Checklist } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { LinkCard, StretchedLink } from '../../ui/cards';
import { Icon } from '../../ui/Icon';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';

export default function AreaCards({ block, data }: BlockProps<'AreaCards'>) {
  const labels = useLabels();
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <CardRow $count={data.cards.length}>
        {data.cards.map((card) => (
          <li key={card.href}>
            <LinkCard>
              <Top>
                <Badge>
                  <Icon name="map-pin" size={20} />
                </Badge>
                <div>
                  <h3>{card.town}</h3>
                  <Specialty>{card.specialty}</Specialty>
                </div>
              </Top>
              <p>{card.description}</p>
              {card.features.length > 0 && <Checklist items={card.features} />}
              <More href={card.href} location="area-cards">
                {fill(labels.areaCardLink, { town: card.town })} <Icon name="chevron-down" size={18} />
              </More>
            </LinkCard>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.875rem;
  margin-bottom: 1rem;
  h3 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const Badge = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.soft};
  color: ${({ theme }) => theme.color.accent};
`;

const Specialty = styled.p`
  && {
    margin: 0.2rem 0 0;
  }
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
`;

const More = styled(StretchedLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  margin-top: auto;
  padding-top: 1.25rem;
  font-weight: 650;
  color: ${({ theme }) => theme.color.accentDark};
  text-decoration: none;
  svg {
    transform: rotate(-90deg);
    transition: transform 0.2s;
  }
  &:hover {
    text-decoration: underline;
  }
`;
