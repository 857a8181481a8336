// A row of project photos (up to three across from tablets up, in rows as even as cards are: four as
// 2 × 2; one column on phones) with optional captions.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { Picture } from '../../ui/Picture';
import { cardGrid } from '../../ui/CardRow';
import { cardLayouts } from '../../ui/card-rows';

/** Photos a row from tablets up. */
const ACROSS = 3;

export default function Gallery({ block }: BlockProps<'Gallery'>) {
  const count = block.images.length;
  const { columns } = cardLayouts(count, ACROSS, ACROSS).desktop;
  const sizes = `(min-width: 48rem) ${columns === 1 ? '44rem' : columns === 2 ? '50vw' : '33vw'}, 100vw`;
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Photos $count={count}>
        {block.images.map((image, i) => (
          <li key={i}>
            <figure>
              <Picture image={image} ratio="4 / 3" sizes={sizes} />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </Photos>
    </Section>
  );
}

const Photos = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $count }) => cardGrid($count, ACROSS, ACROSS)}
  gap: 1.25rem;
  ${({ theme }) => theme.mq.md} {
    gap: 1.5rem;
  }
  > li {
    width: 100%;
    max-width: ${({ $count }) => ($count === 1 ? '44rem' : 'none')};
    justify-self: center;
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
