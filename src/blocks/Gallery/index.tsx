// A row of project photos (three across from tablets up, one column on phones) with optional captions.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { Picture } from '../../ui/Picture';

export default function Gallery({ block }: BlockProps<'Gallery'>) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Photos>
        {block.images.map((image, i) => (
          <li key={i}>
            <figure>
              <Picture image={image} ratio="4 / 3" sizes="(min-width: 48rem) 33vw, 100vw" />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </Photos>
    </Section>
  );
}

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 1.5rem;
  }
  figure {
    margin: 0;
  }
  figure > div {
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  figcaption {
    margin-top: 0.75rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;
