// Scroll position on route changes (spec section 2): to the top, or to the element the hash names.
// The first render is left alone: on arrival the browser itself restores the position or jumps to the hash.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The quote form's anchor: reached with a smooth scroll once the new page has laid out. */
const FORM_ID = 'contact-form';

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (id === FORM_ID) {
      const timer = window.setTimeout(() => scrollToId(id, true), 100);
      return () => window.clearTimeout(timer);
    }
    if (id && scrollToId(id, false)) return;
    toTop();
    // Once more after 50 ms: content that lays out late (fonts, lazy images) can move the page after the first jump.
    const timer = window.setTimeout(toTop, 50);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  return null;
}

// 'instant' overrides the smooth scroll-behavior GlobalStyle gives <html>: a new page starts at the top at once.
function toTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

function scrollToId(id: string, smooth: boolean): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth && !reduce ? 'smooth' : 'instant', block: 'start' });
  return true;
}
