// Questions and answers as native disclosures (<details>), so they open by mouse, keyboard
// and with JavaScript off.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { withAlpha } from '../../ui/color';

export default function Faq({ block }: BlockProps<'Faq'>) {
  return (
    <Section heading={block.heading}>
      <List>
        {block.items.map((item, i) => (
          <Item key={i}>
            <summary>
              <span>{item.question}</span>
              <Chevron>
                <Icon name="chevron-down" size={20} />
              </Chevron>
            </summary>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
    </Section>
  );
}

const List = styled.div`
  display: grid;
  gap: 0.875rem;
  max-width: 48rem;
  margin: 0 auto;
`;

const Chevron = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.soft};
  color: ${({ theme }) => theme.color.accentDark};
  transition:
    transform 0.2s,
    background-color 0.2s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Item = styled.details`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: border-color 0.2s;
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1.125rem 1.25rem 1.125rem 1.5rem;
    list-style: none;
    cursor: pointer;
    font-weight: 650;
    font-size: 1.0625rem;
    line-height: 1.45;
    color: ${({ theme }) => theme.color.ink};
    border-radius: inherit;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover ${Chevron} {
    background: ${({ theme }) => withAlpha(theme.color.accent, 0.14)};
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    padding: 0 1.5rem 1.375rem;
    line-height: 1.7;
  }
  &[open] {
    border-color: ${({ theme }) => withAlpha(theme.color.accent, 0.45)};
  }
  &[open] ${Chevron} {
    transform: rotate(180deg);
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
  }
`;
