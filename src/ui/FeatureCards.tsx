// The plain text card shared by SpecialtyCards, MulchTypes and Packages: title, description,
// a checklist of features and an optional "Ideal for" line. Each block adds its own decoration on top.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Checklist } from './layout';
import { CardRow } from './CardRow';
import { useLabels } from './labels';

export interface FeatureCardItem {
  title: string;
  description?: string;
  features?: string[];
  idealFor?: string;
}

export function FeatureCards({
  items,
  decoration,
}: {
  items: FeatureCardItem[];
  /** Decorative element drawn at the top of the card with this index (hidden from screen readers). */
  decoration?: (index: number) => ReactNode;
}) {
  const labels = useLabels();
  return (
    <CardRow $count={items.length}>
      {items.map((item, i) => (
        <li key={i}>
          <FeatureCard>
            {decoration?.(i)}
            <h3>{item.title}</h3>
            {item.description && <p>{item.description}</p>}
            {item.features && item.features.length > 0 && <Checklist items={item.features} />}
            {item.idealFor && (
              <IdealFor>
                <strong>{labels.idealFor}</strong> {item.idealFor}
              </IdealFor>
            )}
          </FeatureCard>
        </li>
      ))}
    </CardRow>
  );
}

const FeatureCard = styled(Card)`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  h3 {
    font-size: 1.375rem;
    line-height: 1.25;
  }
  h3 + ul {
    margin-top: 1rem;
  }
  p {
    line-height: 1.65;
  }
  p:last-child {
    margin-bottom: 0;
  }
  ul:not(:last-child) {
    margin-bottom: 1.5rem;
  }
`;

/** A full-bleed band across the top edge of a feature card (decorations pass their own background). */
export const CardStrip = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  margin: -1.75rem -1.75rem 1.5rem;
`;

// Pinned to the bottom of the card so the lines of neighbouring packages align.
const IdealFor = styled.p`
  && {
    margin: auto 0 0;
  }
  padding: 0.875rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.soft};
  font-size: 0.9375rem;
  line-height: 1.5;
  strong {
    color: ${({ theme }) => theme.color.accentDark};
  }
`;
