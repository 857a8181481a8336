// A dark band of big figures (e.g. 200+ projects) with an optional heading.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Container } from '../../ui/layout';

export default function Stats({ block }: BlockProps<'Stats'>) {
  return (
    <Band $tone="dark">
      <Container>
        {block.heading && <Heading>{block.heading}</Heading>}
        <Figures $count={block.items.length}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Value>{item.value}</Value>
              <Label>{item.label}</Label>
            </li>
          ))}
        </Figures>
      </Container>
    </Band>
  );
}

const Heading = styled.h2`
  && {
    color: #fff;
  }
  margin: 0 auto 2.5rem;
  max-width: 46rem;
  text-align: center;
`;

// Figures wrap two to a row on narrow phones and stand in one row from tablets up, split by thin rules.
const Figures = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  row-gap: 2.25rem;
  text-align: center;
  li {
    flex: 0 0 50%;
    padding: 0 0.75rem;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
  }
  ${({ theme }) => theme.mq.md} {
    flex-wrap: nowrap;
    li {
      flex: 1 1 0;
      padding: 0.25rem 1.5rem;
    }
    li + li {
      border-left: 1px solid rgba(255, 255, 255, 0.22);
    }
  }
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(2.5rem, 1.9rem + 2.6vw, 4rem);
  font-weight: 650;
  line-height: 1;
  letter-spacing: -0.02em;
`;

const Label = styled.span`
  font-size: 1rem;
  font-weight: 500;
  color: rgba(255, 255, 255, 0.9);
`;
