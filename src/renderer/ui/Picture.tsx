// A responsive picture with the spec's loading states, which picture-states.ts runs on the DOM (the
// same code serves pictures in blocks that keep the server's HTML). The server HTML holds a
// native-lazy <img> in a frame marked 'loading', so pictures still show with JavaScript off.
import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Image } from '../site-types';
import { useImage } from '../page-context';
import { watchPicture } from './picture-states';

export function Picture({ image, sizes, eager = false, ratio, className }: {
  image: Image; sizes: string; eager?: boolean; ratio?: string; className?: string;
}) {
  const info = useImage(image.src);
  const frame = useRef<HTMLDivElement>(null);
  // React renders the frame once as 'loading' and never writes its state again: picture-states.ts owns it.
  useEffect(() => watchPicture(frame.current!), [info.src]);

  const alt = image.decorative ? '' : image.alt;
  return (
    <Frame ref={frame} className={className} data-state="loading" style={{ aspectRatio: ratio ?? `${info.width} / ${info.height}` }}>
      <picture>
        {info.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />)}
        <img src={info.src} alt={alt} width={info.width} height={info.height}
          loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'sync' : 'async'} fetchPriority={eager ? 'high' : 'auto'} />
      </picture>
    </Frame>
  );
}

// The placeholder's background pulses, not its opacity, so the "Loading" text keeps its contrast.
const pulse = keyframes`0%, 100% { background-color: #f3f6f1; } 50% { background-color: #e3eae1; }`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  background: ${({ theme }) => theme.color.soft};
  &[data-state='waiting'], &[data-state='loading'] { animation: ${pulse} 1.6s ease-in-out infinite; }
  picture, img { display: block; width: 100%; height: 100%; }
  img { object-fit: cover; transition: opacity .3s; }
  &[data-state='waiting'] img, &[data-state='error'] img { opacity: 0; }
  @media (prefers-reduced-motion: reduce) { animation: none !important; }
  & > [data-status] {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    font-size: .875rem;
    color: ${({ theme }) => theme.color.muted};
    pointer-events: none;
  }
  &[data-state='loading'] > [data-status] { background: linear-gradient(transparent, rgba(243,246,241,.35)); }
`;
