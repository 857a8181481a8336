// Reasons to choose the business: icon in a tinted circle, title, text and optional points.
// Four reasons sit 2x2 on tablets and in one row on desktops.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Card, Checklist } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { Icon } from '../../ui/Icon';
import { withAlpha } from '../../ui/color';

export default function WhyChoose({ block }: BlockProps<'WhyChoose'>) {
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <CardRow $count={block.items.length} $max={4}>
        {block.items.map((item, i) => (
          <li key={i}>
            <Reason>
              <IconCircle>
                <Icon name={item.icon} size={28} />
              </IconCircle>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.features && item.features.length > 0 && <Checklist items={item.features} />}
            </Reason>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

// On phones the icon stands beside the text to keep the stack of cards short; above, it sits on top.
const Reason = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 1rem;
  align-content: start;
  padding: 1.5rem;
  > :not(:first-child) {
    grid-column: 2;
  }
  h3 {
    font-size: 1.25rem;
    line-height: 1.25;
    margin-top: 0.75rem;
  }
  p {
    line-height: 1.65;
  }
  p:last-child {
    margin-bottom: 0;
  }
  ul {
    font-size: 0.9375rem;
  }
  ${({ theme }) => theme.mq.md} {
    display: block;
    padding: 1.75rem 1.5rem;
    h3 {
      margin-top: 0;
    }
  }
`;

const IconCircle = styled.span`
  display: grid;
  place-items: center;
  width: 3.75rem;
  height: 3.75rem;
  grid-row: span 3;
  border-radius: 50%;
  ${({ theme }) => theme.mq.md} {
    margin-bottom: 1.25rem;
  }
  background: ${({ theme }) => withAlpha(theme.color.accent, 0.12)};
  color: ${({ theme }) => theme.color.accent};
`;
