// Closing call-to-action band: plain (dark green), emergency (red, urgent tree work) or accent (light green tint).
import styled, { css, keyframes } from 'styled-components';
import type { BlockProps } from '../../page-data';
import type { Button } from '../../../shared/site/site-types';
import { Container } from '../../ui/layout';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { useChrome } from '../../ui/page-context';
import { withAlpha } from '../../ui/color';

type Variant = 'plain' | 'emergency' | 'accent';

export default function CtaBand({ block }: BlockProps<'CtaBand'>) {
  const { business } = useChrome();
  const variant: Variant = block.variant ?? 'plain';
  const dark = variant !== 'accent';
  const emergencyLine = block.emergencyLine ?? business.emergencyLine;
  // On a dark band the green and outlined buttons would vanish, so every button but the call button turns white.
  const forBand = (b: Button): Button => (dark && !b.href.startsWith('tel:') ? { ...b, style: 'light' } : b);
  return (
    <Wrap $variant={variant}>
      <Container>
        <Inner>
          {variant === 'emergency' && (
            <Alert>
              <Icon name="clock" size={30} />
            </Alert>
          )}
          <h2>{block.heading}</h2>
          {block.text && <p>{block.text}</p>}
          <Row $dark={dark}>
            {block.buttons.map((b) => (
              <ButtonLink key={b.href + b.label} button={forBand(b)} location={`cta-${variant}`} />
            ))}
          </Row>
          {variant === 'emergency' && emergencyLine && <Urgent>{emergencyLine}</Urgent>}
        </Inner>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.section<{ $variant: Variant }>`
  position: relative;
  overflow: hidden;
  padding: 4rem 0;
  ${({ theme }) => theme.mq.md} {
    padding: 5rem 0;
  }
  h2 {
    color: inherit;
    margin: 0 0 1rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.15;
  }
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'emergency':
        return css`
          background:
            radial-gradient(ellipse at 85% 0%, rgba(255, 255, 255, 0.12), transparent 55%), ${theme.color.emergency};
          color: #fff;
        `;
      case 'accent':
        return css`
          background:
            radial-gradient(ellipse at 10% 100%, ${withAlpha(theme.color.accent, 0.16)}, transparent 60%),
            ${withAlpha(theme.color.accent, 0.12)};
          color: ${theme.color.text};
          border-block: 1px solid ${withAlpha(theme.color.accent, 0.25)};
          h2 {
            color: ${theme.color.ink};
          }
        `;
      default:
        return css`
          background:
            radial-gradient(ellipse at 15% 0%, ${theme.color.accent}, transparent 60%), ${theme.color.accentDark};
          color: #fff;
        `;
    }
  }}
`;

const Inner = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  text-align: center;
  p {
    margin: 0 auto;
    font-size: 1.125rem;
    line-height: 1.6;
    max-width: 40rem;
  }
`;

const Row = styled(ButtonRow)<{ $dark: boolean }>`
  justify-content: center;
  a:focus-visible {
    outline: 3px solid ${({ $dark, theme }) => ($dark ? '#fff' : theme.color.ink)};
    outline-offset: 3px;
  }
`;

const ring = keyframes`0% { box-shadow: 0 0 0 0 rgba(255,255,255,.45); } 100% { box-shadow: 0 0 0 14px rgba(255,255,255,0); }`;

const Alert = styled.span`
  display: inline-grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: 1.25rem;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  border: 2px solid rgba(255, 255, 255, 0.55);
  animation: ${ring} 1.8s ease-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Urgent = styled.p`
  display: inline-block;
  && {
    margin-top: 1.5rem;
    font-size: 0.9375rem;
  }
  padding: 0.4rem 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(0, 0, 0, 0.22);
  font-weight: 650;
  letter-spacing: 0.02em;
`;
