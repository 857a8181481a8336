// True after the component has hydrated: lets a component show browser-only values (local date formats)
// while the server HTML and the first client render stay identical.
import { useEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
