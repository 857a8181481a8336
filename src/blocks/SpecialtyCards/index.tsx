// Specialty cards: the shared feature card with an icon badge (the trade's sign, from site.json) and a
// large faint number as accent.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { FeatureCards } from '../../ui/FeatureCards';
import { Icon } from '../../ui/Icon';
import { withAlpha } from '../../ui/color';
import { cardIcon } from './block-icons';

export default function SpecialtyCards({ block }: BlockProps<'SpecialtyCards'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <FeatureCards
        items={block.items}
        decoration={(i) => (
          <Accent aria-hidden="true">
            <Badge>
              <Icon name={cardIcon(block, block.items[i]!)} size={24} />
            </Badge>
            <Number>{String(i + 1).padStart(2, '0')}</Number>
          </Accent>
        )}
      />
    </Section>
  );
}

const Accent = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: 1.25rem;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => withAlpha(theme.color.accent, 0.12)};
  color: ${({ theme }) => theme.color.accent};
`;

const Number = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 2.75rem;
  font-weight: 650;
  line-height: 1;
  color: ${({ theme }) => withAlpha(theme.color.accent, 0.75)};
`;
