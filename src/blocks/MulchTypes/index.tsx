// Mulch types: the shared feature card topped by a textured colour swatch of the mulch (decorative).
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardStrip, FeatureCards } from '../../ui/FeatureCards';

/** Swatch colours by card position, in the order the site lists them: hardwood, cedar, coloured. */
const SWATCHES = [
  ['#3b2415', '#5c3a22'],
  ['#8a3f22', '#b4653b'],
  ['#6b1d17', '#a8392a'],
];

export default function MulchTypes({ block }: BlockProps<'MulchTypes'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <FeatureCards
        items={block.items}
        decoration={(i) => <Swatch aria-hidden="true" $height="4.5rem" $colors={SWATCHES[i % SWATCHES.length]} />}
      />
    </Section>
  );
}

// Two crossing stripe patterns over a gradient read as wood chips at this size.
const Swatch = styled(CardStrip)<{ $colors: string[] }>`
  background:
    repeating-linear-gradient(115deg, rgba(255, 255, 255, 0.07) 0 3px, transparent 3px 11px),
    repeating-linear-gradient(35deg, rgba(0, 0, 0, 0.16) 0 2px, transparent 2px 8px),
    linear-gradient(120deg, ${({ $colors }) => $colors.join(', ')});
`;
