// Open/closed state of a disclosure (the Services dropdown, the mobile menu) and the ways it closes:
// its own button, a route change, a pointer press or keyboard focus outside it, and Escape.
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';

export function useDropdown<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);

  // Every navigation has a new location key, so this also covers the browser's back/forward buttons.
  useEffect(close, [key, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus(); // keyboard users continue from where they opened it
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Tabbing past the last link closes it, so an open menu never hides the content focus moved to. */
  const onBlur = useCallback((e: FocusEvent<Root>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next)) setOpen(false);
  }, []);

  return { open, toggle, close, rootRef, buttonRef, onBlur };
}
