// The desktop preview draws the page in a 1280 px wide frame, so the site's desktop breakpoints
// apply (its header, its columns), and scales that frame down to the room beside the form, as Puck
// does. This measures the room: the scale, and the frame's unscaled height that fills it.
import { useEffect, useState, type CSSProperties } from 'react';

/** The site's desktop layout starts at 1024 px; a common laptop's width shows it as most visitors see it. */
const DESKTOP_WIDTH = 1280;

/** A ref for the frame's box (it may appear later, once a page is drawn) and the style that fits the frame to it. */
export function useDesktopFit(): { ref: (element: HTMLElement | null) => void; style: CSSProperties } {
  const [box, ref] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState({ width: DESKTOP_WIDTH, height: 800 });
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  const scale = Math.min(1, room.width / DESKTOP_WIDTH);
  return {
    ref,
    style: {
      '--desktop-width': `${DESKTOP_WIDTH}px`,
      '--preview-scale': scale,
      '--preview-height': `${room.height / scale}px`,
    } as CSSProperties,
  };
}
