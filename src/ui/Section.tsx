// The usual frame of a content block: a band, a centred container and the section header.
import type { ReactNode } from 'react';
import { Band, Container, SectionHeader, type Tone } from './layout';

export function Section({
  tone = 'plain',
  eyebrow,
  heading,
  intro,
  children,
}: {
  tone?: Tone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Band $tone={tone}>
      <Container>
        {heading && <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />}
        {children}
      </Container>
    </Band>
  );
}
