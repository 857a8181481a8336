// The opening banner and the page's only h1. Its photo fills the band behind a dark green gradient
// (so white text stays readable on any photo) and is the page's LCP element: eager, high priority.
import styled, { css } from 'styled-components';
import type { BlockProps } from '../../page-data';
import type { Button } from '../../../shared/site/site-types';
import { Container } from '../../ui/layout';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Picture } from '../../ui/Picture';
import { Icon } from '../../ui/Icon';
import { withAlpha } from '../../ui/color';

type Size = 'full' | 'compact';

/** The first button is the main call to action; the rest must stay visible on a dark photo. */
function heroStyle(button: Button, index: number): Button['style'] {
  if (button.style && button.style !== 'secondary') return button.style;
  return index === 0 && !button.style ? 'primary' : 'light';
}

export default function Hero({ block }: BlockProps<'Hero'>) {
  const size: Size = block.size ?? 'full';
  return (
    <HeroBand $size={size}>
      <Backdrop image={block.image} sizes="100vw" eager />
      <Container>
        <Content $size={size}>
          {block.eyebrow && <HeroEyebrow>{block.eyebrow}</HeroEyebrow>}
          <h1>{block.heading}</h1>
          {block.text && <Lead>{block.text}</Lead>}
          {block.buttons && block.buttons.length > 0 && (
            <ButtonRow>
              {block.buttons.map((b, i) => (
                <ButtonLink key={b.href + b.label} button={{ ...b, style: heroStyle(b, i) }} location="hero" />
              ))}
            </ButtonRow>
          )}
          {block.badges && block.badges.length > 0 && (
            <Badges>
              {block.badges.map((badge) => (
                <li key={badge}>
                  <Icon name="check" size={16} />
                  {badge}
                </li>
              ))}
            </Badges>
          )}
        </Content>
      </Container>
    </HeroBand>
  );
}

const HeroBand = styled.section<{ $size: Size }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  color: #fff;
  background: ${({ theme }) => theme.color.accentDark};
  padding: ${({ $size }) => ($size === 'full' ? '4.5rem 0 5rem' : '3.5rem 0')};
  min-height: ${({ $size }) => ($size === 'full' ? '34rem' : '22.5rem')};
  ${({ theme }) => theme.mq.md} {
    min-height: ${({ $size }) => ($size === 'full' ? 'clamp(36rem, 80vh, 48rem)' : '27.5rem')};
  }
  /* Up to tablets the text spans most of the photo, so the overlay is even; on desktops it fades out to the right. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    ${({ theme }) => {
      const dark = (a: number) => withAlpha(theme.color.accentDark, a);
      return css`
        background: linear-gradient(180deg, ${dark(0.82)}, ${dark(0.9)});
        ${theme.mq.lg} {
          background:
            linear-gradient(90deg, ${dark(0.95)} 0%, ${dark(0.9)} 45%, ${dark(0.65)} 70%, ${dark(0.25)} 100%),
            linear-gradient(0deg, ${withAlpha(theme.color.ink, 0.35)}, transparent 45%);
        }
      `;
    }}
  }
`;

// Picture sizes itself by aspect ratio; here it must cover the band instead.
const Backdrop = styled(Picture)`
  position: absolute !important;
  inset: 0;
  z-index: -2;
  height: 100%;
`;

const Content = styled.div<{ $size: Size }>`
  max-width: ${({ $size }) => ($size === 'full' ? '40rem' : '44rem')};
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
  h1 {
    color: #fff;
    margin: 0 0 1rem;
    line-height: 1.08;
    letter-spacing: -0.01em;
    font-size: ${({ $size }) => ($size === 'full' ? 'clamp(2.25rem, 1.35rem + 3.8vw, 4rem)' : 'clamp(2rem, 1.4rem + 2.4vw, 3rem)')};
  }
  ${ButtonRow} {
    text-shadow: none;
    /* A thin light ring and a shadow lift the main button off the green overlay. */
    > a:first-child {
      box-shadow:
        inset 0 0 0 1px rgba(255, 255, 255, 0.25),
        0 10px 24px -10px rgba(0, 0, 0, 0.6);
    }
    /* On phones buttons that wrap take the full width instead of leaving ragged gaps. */
    > a {
      flex: 1 1 auto;
    }
    ${({ theme }) => theme.mq.sm} {
      > a {
        flex: 0 0 auto;
      }
    }
  }
`;

const HeroEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  margin: 0 0 1rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.heroEyebrow};
  &::before {
    content: '';
    width: 2rem;
    height: 2px;
    background: currentColor;
    border-radius: 2px;
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 36rem;
  font-size: 1.125rem;
  line-height: 1.6;
  color: rgba(255, 255, 255, 0.94);
  ${({ theme }) => theme.mq.md} {
    font-size: 1.25rem;
  }
`;

const Badges = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.625rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.4rem 0.875rem 0.4rem 0.7rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.28);
    font-size: 0.875rem;
    font-weight: 600;
    text-shadow: none;
    backdrop-filter: blur(4px);
  }
  svg {
    color: #a8e0bb;
    flex: none;
  }
`;
