// How the preview frame follows the draft. The frame loads the first page drawn and is never reloaded:
// every later page (the same route after a change, or another route) is morphed into its document with
// morphdom, which touches only the elements that differ, so the frame restyles and repaints just those
// (no flash, pictures and fonts kept, the scroll position kept on the same page). A reload did all of
// it again, and a page arriving while the frame was reloading could be lost to the older one loading.
import morphdom from 'morphdom';
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface DrawnPage {
  path: string;
  html: string;
}

/** Keeps `frame` showing `page`; returns the frame's srcDoc (the first page, never changed). */
export function usePreviewFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  page: DrawnPage | undefined,
  onClick: (doc: Document, event: MouseEvent) => void,
): string | undefined {
  const first = useRef<DrawnPage>(undefined);
  if (page && !first.current) first.current = page;
  const latest = useRef(page);
  latest.current = page;
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  /** What each document of the frame shows (a new document shows the first page). */
  const shown = useRef(new WeakMap<Document, DrawnPage>());

  const draw = useCallback(() => {
    const doc = frame.current?.contentDocument;
    const next = latest.current;
    // Until the first page is parsed the frame holds an empty document: the load event draws then.
    if (!doc || !next || !first.current || doc.URL !== 'about:srcdoc' || doc.readyState === 'loading') return;
    const before = shown.current.get(doc);
    if (!before) doc.addEventListener('click', (event) => onClickRef.current(doc, event));
    const current = before ?? first.current;
    shown.current.set(doc, next);
    if (current.html === next.html) return;
    morphdom(doc.documentElement, new DOMParser().parseFromString(next.html, 'text/html').documentElement);
    // Another page starts at its top, at once: the site's smooth scroll-behavior would animate it.
    if (current.path !== next.path) doc.defaultView?.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.dispatchEvent(new CustomEvent('editor:preview-drawn', { detail: next.path }));
  }, [frame]);

  useEffect(draw, [page, draw]);
  const hasFrame = !!page;
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    iframe.addEventListener('load', draw);
    draw(); // on a busy machine the frame may have loaded before this effect ran
    return () => iframe.removeEventListener('load', draw);
  }, [hasFrame, frame, draw]);

  return first.current?.html;
}
