// A responsive picture with the spec's loading states, which picture-states.ts runs on the DOM (the
// same code serves pictures in blocks that keep the server's HTML). A lazy picture's sources wait in
// data attributes until it comes near the viewport; its <noscript> copy, a native-lazy picture, is
// what a browser without JavaScript shows.
import { useEffect, useRef } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { withAlpha } from './color';
import type { Image } from '../../shared/site/site-types';
import type { ImageInfo } from '../page-data';
import { useImage } from './page-context';
import { useLabels } from './labels';
import { PLACEHOLDER, watchPicture } from './picture-states';

export function Picture({
  image,
  sizes,
  eager = false,
  ratio,
  className,
}: {
  image: Image;
  sizes: string;
  eager?: boolean;
  ratio?: string;
  className?: string;
}) {
  const info = useImage(image.src);
  const frame = useRef<HTMLDivElement>(null);
  // React renders the frame once as 'loading' and never writes its state again: picture-states.ts owns it.
  // A new image is a new frame (the key), so its sources start deferred again.
  useEffect(() => watchPicture(frame.current!), []);

  const alt = image.decorative ? '' : image.alt;
  const labels = useLabels();
  return (
    <Frame
      key={info.src}
      ref={frame}
      className={className}
      data-state="loading"
      style={{ aspectRatio: ratio ?? `${info.width} / ${info.height}` }}
    >
      <Sources info={info} sizes={sizes} alt={alt} loading={eager ? 'eager' : 'deferred'} />
      {!eager && (
        <noscript>
          <Sources info={info} sizes={sizes} alt={alt} loading="lazy" />
        </noscript>
      )}
      <span
        data-status=""
        data-loading={labels.imageLoading}
        data-unavailable={labels.imageUnavailable}
        dangerouslySetInnerHTML={NO_TEXT}
        suppressHydrationWarning
      />
    </Frame>
  );
}

/** The status text (labels.imageLoading, labels.imageUnavailable, in data attributes) is picture-states.ts's to write; React leaves it alone. */
const NO_TEXT = { __html: '' };

/**
 * The <picture>. 'deferred': its sources wait in data attributes, for picture-states.ts to set, and
 * the placeholder stands in (with a width, as `sizes` requires).
 */
function Sources({
  info,
  sizes,
  alt,
  loading,
}: {
  info: ImageInfo;
  sizes: string;
  alt: string;
  loading: 'eager' | 'lazy' | 'deferred';
}) {
  const eager = loading === 'eager';
  const deferred = loading === 'deferred';
  return (
    <picture>
      {info.sources.map((s) => (
        <source
          key={s.type}
          type={s.type}
          sizes={sizes}
          {...(deferred ? { srcSet: `${PLACEHOLDER} 1w`, 'data-srcset': s.srcSet } : { srcSet: s.srcSet })}
        />
      ))}
      <img
        {...(deferred ? { src: PLACEHOLDER, 'data-src': info.src } : { src: info.src })}
        alt={alt}
        width={info.width}
        height={info.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}

// The placeholder's background pulses, not its opacity, so the "Loading" text keeps its contrast.
const pulse = ({ soft, pulse: darker }: DefaultTheme['color']) =>
  keyframes`0%, 100% { background-color: ${soft}; } 50% { background-color: ${darker}; }`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  /* A card as wide as its row (CardRow) crops its picture to a banner rather than drawing it taller. */
  max-height: var(--picture-max-height, none);
  background: ${({ theme }) => theme.color.soft};
  &[data-state='waiting'],
  &[data-state='loading'] {
    animation: ${({ theme }) => css`
      ${pulse(theme.color)} 1.6s ease-in-out infinite
    `};
  }
  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
    transition: opacity 0.3s;
  }
  /* A lazy photo stays transparent until it has loaded (the spec), then fades in; <noscript> copies excepted. */
  &[data-state='waiting'] img,
  &[data-state='error'] img,
  &[data-state='loading'] > picture > img[loading='lazy'] {
    opacity: 0;
  }
  /* Without JavaScript, the <noscript> picture lies over the deferred one, which never loads. */
  & > noscript > picture {
    position: absolute;
    inset: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
  & > [data-status]:empty {
    display: none;
  }
  & > [data-status] {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
    pointer-events: none;
  }
  &[data-state='loading'] > [data-status] {
    background: linear-gradient(transparent, ${({ theme }) => withAlpha(theme.color.soft, 0.35)});
  }
`;
