// "Browse by category" row. The spec has the buttons do nothing when clicked, so they are real buttons with
// the first (all posts) shown as the active one, and no filtering behind them.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Container } from '../../ui/layout';
import { ToggleButtons } from '../../ui/ToggleButtons';

export default function BlogCategories({ block }: BlockProps<'BlogCategories'>) {
  const options = block.categories.map((c) => ({ key: c, label: c }));
  return (
    <Compact>
      <Container>
        <h2>{block.heading}</h2>
        <ToggleButtons label={block.heading} options={options} active={block.categories[0]} />
      </Container>
    </Compact>
  );
}

const Compact = styled(Band)`
  padding: 3rem 0;
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  h2 {
    margin: 0 0 1.5rem;
    font-size: clamp(1.5rem, 3vw, 1.875rem);
  }
`;
