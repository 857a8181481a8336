// A story section: text beside a photo on tablets and wider (photo left or right), stacked on phones.
import styled, { css } from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Band, Checklist, Container, Eyebrow } from '../../ui/layout';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Picture } from '../../ui/Picture';
import { withAlpha } from '../../ui/color';

type Side = 'left' | 'right';

export default function TextWithImage({ block }: BlockProps<'TextWithImage'>) {
  const side: Side = block.imageSide ?? 'right';
  return (
    <Band>
      <Container>
        <Layout $withImage={Boolean(block.image)}>
          <Text>
            {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
            <h2>{block.heading}</h2>
            {block.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {block.bullets && block.bullets.length > 0 && (
              <Bullets>
                <Checklist items={block.bullets} />
              </Bullets>
            )}
            {block.buttons && block.buttons.length > 0 && (
              <ButtonRow>
                {block.buttons.map((b) => (
                  <ButtonLink key={b.href + b.label} button={b} location="text-with-image" />
                ))}
              </ButtonRow>
            )}
          </Text>
          {block.image && (
            <Media $side={side}>
              <Picture
                image={block.image}
                ratio="4 / 3"
                sizes="(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, 100vw"
              />
            </Media>
          )}
        </Layout>
      </Container>
    </Band>
  );
}

const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${({ $withImage, theme }) =>
    $withImage
      ? css`
          ${theme.mq.md} {
            grid-template-columns: 1fr 1fr;
            gap: 3rem;
          }
          ${theme.mq.lg} {
            gap: 4.5rem;
          }
        `
      : css`
          max-width: 48rem;
        `}
`;

const Text = styled.div`
  h2 {
    margin: 0 0 1.25rem;
  }
  p {
    margin: 0 0 1rem;
    font-size: 1.0625rem;
    line-height: 1.7;
  }
`;

const Bullets = styled.div`
  margin-top: 1.5rem;
  font-weight: 500;
`;

// The photo sits on a soft tinted block offset behind it, a quiet frame that matches the accent colour.
const Media = styled.div<{ $side: Side }>`
  position: relative;
  > div {
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  ${({ theme }) => theme.mq.md} {
    order: ${({ $side }) => ($side === 'left' ? -1 : 0)};
    &::before {
      content: '';
      position: absolute;
      inset: 1.25rem ${({ $side }) => ($side === 'left' ? '1.25rem -1.25rem -1.25rem' : '-1.25rem -1.25rem 1.25rem')};
      border-radius: ${({ theme }) => theme.radius.lg};
      background: ${({ theme }) => withAlpha(theme.color.accent, 0.12)};
    }
  }
`;
