// A 1-5 star rating: filled and empty stars for the eye, one sentence for screen readers.
import styled from 'styled-components';
import { Icon } from '../../ui/Icon';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';

const MAX = 5;

export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX, Math.round(rating)));
  return (
    <Row>
      <span className="visually-hidden">{fill(useLabels().rated, { rating, max: MAX })}</span>
      {Array.from({ length: MAX }, (_, i) => (
        <Star key={i} $on={i < filled}>
          <Icon name="star" size={20} />
        </Star>
      ))}
    </Row>
  );
}

const Row = styled.p`
  display: flex;
  gap: 0.125rem;
  margin: 0;
`;

const Star = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ $on, theme }) => ($on ? theme.color.star : theme.color.line)};
  svg {
    fill: currentColor;
  }
`;
