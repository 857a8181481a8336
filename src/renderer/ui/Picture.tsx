// A responsive picture with the spec's loading states.
// Eager images (the hero) load at once with high priority. Lazy images show a pulsing "Loading"
// placeholder until within 50 px of the viewport (10% visible), then load; on failure "Image unavailable".
// The server HTML already holds a native-lazy <img>, so pictures still show with JavaScript off.
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Image } from '../site-types';
import { useImage } from '../page-context';

type LoadState = 'waiting' | 'loading' | 'loaded' | 'error';

export function Picture({ image, sizes, eager = false, ratio, className }: {
  image: Image; sizes: string; eager?: boolean; ratio?: string; className?: string;
}) {
  const info = useImage(image.src);
  const frame = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  // The server renders 'loading' (image visible), so pictures show with JavaScript off; after
  // hydration an image still out of view becomes 'waiting' until it comes within 50 px.
  const [state, setState] = useState<LoadState>('loading');
  // Status text only once scripts run: without JavaScript nothing would ever clear it.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setMounted(true);
    const el = img.current;
    // The image may have finished (or failed) before hydration attached the handlers.
    if (el?.complete) { setState(el.naturalWidth > 0 ? 'loaded' : 'error'); return; }
    if (eager || !frame.current || typeof IntersectionObserver === 'undefined') { setState('loading'); return; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { setState((s) => (s === 'loaded' || s === 'error' ? s : 'loading')); observer.disconnect(); }
      else setState((s) => (s === 'loading' ? 'waiting' : s));
    }, { rootMargin: '50px', threshold: 0.1 });
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [eager]);

  const alt = image.decorative ? '' : image.alt;
  return (
    <Frame ref={frame} className={className} data-state={state} style={{ aspectRatio: ratio ?? `${info.width} / ${info.height}` }}>
      <picture>
        {info.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />)}
        <img ref={img} src={info.src} alt={alt} width={info.width} height={info.height}
          loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'sync' : 'async'} fetchPriority={eager ? 'high' : 'auto'}
          onLoad={() => setState('loaded')} onError={() => setState('error')} />
      </picture>
      {!mounted ? null : state === 'error' ? <Status role="img" aria-label="Image unavailable">Image unavailable</Status>
        : state !== 'loaded' && !eager ? <Status aria-hidden="true">Loading</Status> : null}
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
`;

const Status = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: .875rem;
  color: ${({ theme }) => theme.color.muted};
  pointer-events: none;
  [data-state='loading'] > & { background: linear-gradient(transparent, rgba(243,246,241,.35)); }
`;
