// Two pictures of one job, before and after. As served (and without JavaScript) they stand side by
// side, or stacked on a phone, each with its word. Once React has the block, the "after" picture lies
// over the "before" one, uncovered from the slider's place rightwards: the slider is a range input
// over the pictures, so a drag, a click, a swipe and the arrow keys all move it, and screen readers
// announce it. Both modes draw the same elements in a box of the same size (only the frame's
// data-mode differs), so nothing on the page moves when the slider takes over.
import { useEffect, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { Picture } from '../../ui/Picture';
import { useLabels } from '../../ui/labels';

/** The share of the width that shows the "before" picture at first, in percent. */
const START = 50;
const SIZES = '(min-width: 72rem) 68rem, 100vw';

export default function BeforeAfter({ block }: BlockProps<'BeforeAfter'>) {
  const labels = useLabels();
  const [sliding, setSliding] = useState(false);
  const [share, setShare] = useState(START);
  // The server's drawing is the side-by-side one; the slider replaces it once the block is hydrated.
  useEffect(() => setSliding(true), []);
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Compare data-mode={sliding ? 'slider' : 'static'} style={{ '--share': `${share}%` } as CSSProperties}>
        <Pane>
          <Picture image={block.before} sizes={SIZES} />
          <Word>{labels.beforePicture}</Word>
        </Pane>
        <Pane data-after="">
          <Picture image={block.after} sizes={SIZES} />
          <Word>{labels.afterPicture}</Word>
        </Pane>
        <Slider
          type="range"
          min={0}
          max={100}
          value={share}
          aria-label={labels.compareSlider}
          onChange={(event) => setShare(Number(event.target.value))}
        />
        <Divider aria-hidden="true" />
      </Compare>
    </Section>
  );
}

const Pane = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  /* The picture fills its share of the frame, whatever its own proportions. */
  & > div {
    height: 100%;
  }
`;

const Word = styled.figcaption`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: #fff;
  font-size: 0.875rem;
  font-weight: 650;
  [data-after] > & {
    left: auto;
    right: 0.75rem;
  }
`;

/** Invisible, over the whole picture: the visible part is the divider and its knob. */
const Slider = styled.input`
  display: none;
  appearance: none;
  margin: 0;
  background: transparent;
  opacity: 0;
  cursor: ew-resize;
  touch-action: pan-y; /* a vertical swipe still scrolls the page */
  &::-webkit-slider-thumb {
    appearance: none;
    width: 2.75rem;
    height: 2.75rem;
  }
  &::-moz-range-thumb {
    width: 2.75rem;
    height: 2.75rem;
    border: 0;
  }
`;

const Divider = styled.span`
  display: none;
  position: absolute;
  top: 0;
  bottom: 0;
  left: var(--share);
  width: 3px;
  margin-left: -1.5px;
  background: #fff;
  box-shadow: 0 0 6px rgba(0, 0, 0, 0.35);
  pointer-events: none;
  /* The knob, with arrows both ways. */
  &::after {
    content: '\\2039\\00a0\\203A';
    position: absolute;
    top: 50%;
    left: 50%;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    transform: translate(-50%, -50%);
    border-radius: 50%;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadow.raised};
    color: ${({ theme }) => theme.color.ink};
    font-size: 1.25rem;
    font-weight: 700;
    line-height: 1;
  }
  ${Slider}:focus-visible + &::after {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 3px;
  }
`;

/**
 * The frame has one size in both modes: a phone stacks the two pictures in a 3:4 box, which the slider
 * then fills with one; wider screens set them side by side in a 2:1 box.
 */
const Compare = styled.div`
  display: grid;
  grid-template-rows: 1fr 1fr;
  gap: 1rem;
  aspect-ratio: 3 / 4;
  ${({ theme }) => theme.mq.md} {
    grid-template-rows: 1fr;
    grid-template-columns: 1fr 1fr;
    gap: 1.5rem;
    aspect-ratio: 2 / 1;
  }
  &[data-mode='slider'] {
    position: relative;
    grid-template: 1fr / 1fr;
    border-radius: ${({ theme }) => theme.radius.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadow.card};
    & > ${Pane} {
      grid-area: 1 / 1;
      border-radius: 0;
    }
    & > [data-after] {
      clip-path: inset(0 0 0 var(--share));
    }
    & > ${Slider} {
      display: block;
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      z-index: 1;
    }
    & > ${Divider} {
      display: block;
      z-index: 2;
    }
  }
`;
