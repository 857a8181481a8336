// Service packages: the shared feature card with its feature list and an "Ideal for:" line,
// topped by a thin accent bar.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardStrip, FeatureCards } from '../../ui/FeatureCards';

export default function Packages({ block }: BlockProps<'Packages'>) {
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <FeatureCards items={block.items} decoration={() => <Bar aria-hidden="true" $height="0.375rem" />} />
    </Section>
  );
}

const Bar = styled(CardStrip)`
  margin-bottom: 1.75rem;
  background: linear-gradient(90deg, ${({ theme }) => theme.color.accentDark}, ${({ theme }) => theme.color.accent});
`;
