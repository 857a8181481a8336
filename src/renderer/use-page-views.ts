// A page_view on every route change, the first page included (spec section 7). It runs after the
// page's own effects, so document.title is already the new page's.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './analytics';

export function usePageViews(): void {
  const { pathname, search, hash, key } = useLocation();
  useEffect(trackPageView, [pathname, search, hash, key]);
}
