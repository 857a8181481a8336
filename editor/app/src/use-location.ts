// Where the editor is: a site.json pointer in the address's hash (#/pages/0/blocks/2/heading), so
// every screen, block and field has a link (the problem list uses them) and Back works.
import { useCallback, useEffect, useState } from 'react';

const read = () => decodeURIComponent(window.location.hash.replace(/^#/, '')) || '/business';

export function useLocationPointer(): [string, (pointer: string) => void] {
  const [pointer, setPointer] = useState(read);
  useEffect(() => {
    const onHash = () => setPointer(read());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = useCallback((next: string) => {
    window.location.hash = next;
  }, []);
  return [pointer, go];
}

export const hrefOf = (pointer: string) => `#${pointer}`;
