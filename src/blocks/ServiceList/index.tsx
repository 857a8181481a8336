// Titled checklists of services side by side. Long lists are spread over columns inside their
// panel instead of one tall column: a lone list (10-12 entries on town pages) over two or three,
// each of two lists over two on desktops.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Checklist } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { cardGrid } from '../../ui/CardRow';

/** From this many entries a list is split into columns. */
const LONG_LIST = 6;

/** Columns inside one panel at the sm and lg breakpoints. */
function innerColumns(groupCount: number, itemCount: number): [number, number] {
  if (itemCount < LONG_LIST) return [1, 1];
  // Three columns unless two split the list evenly and three would not (10 entries: 5 + 5, not 4 + 3 + 3).
  if (groupCount === 1) return [2, itemCount % 2 === 0 && itemCount % 3 !== 0 ? 2 : 3];
  return groupCount === 2 ? [1, 2] : [1, 1];
}

export default function ServiceList({ block }: BlockProps<'ServiceList'>) {
  const groups = block.groups;
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <Groups $count={groups.length}>
        {groups.map((group, i) => (
          <Panel key={i} $columns={innerColumns(groups.length, group.items.length)}>
            {group.heading && <h3>{group.heading}</h3>}
            <Checklist items={group.items} />
          </Panel>
        ))}
      </Groups>
    </Section>
  );
}

// Panels side by side as cards are (CardRow): up to three across, four as 2 × 2, never one alone under a full row.
const Groups = styled.div<{ $count: number }>`
  ${({ $count }) => cardGrid($count)}
  max-width: ${({ $count }) => ($count === 1 ? '60rem' : 'none')};
  margin: 0 auto;
`;

const Panel = styled.div<{ $columns: [number, number] }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.75rem;
  ${({ theme }) => theme.mq.md} {
    padding: 2rem 2.25rem;
  }
  h3 {
    margin: 0 0 1.25rem;
    padding-bottom: 0.875rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    font-size: 1.375rem;
  }
  ul {
    gap: 0.75rem 2rem;
  }
  ${({ theme }) => theme.mq.sm} {
    ul {
      grid-template-columns: repeat(${({ $columns }) => $columns[0]}, 1fr);
    }
  }
  ${({ theme }) => theme.mq.lg} {
    ul {
      grid-template-columns: repeat(${({ $columns }) => $columns[1]}, 1fr);
    }
  }
`;
