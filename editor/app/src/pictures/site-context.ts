// The editor's site state for widgets drawn by rjsf deep inside a form (the picture picker), which
// rjsf gives only their own value: the picker also writes the alt text beside it.
import { createContext, useContext } from 'react';
import type { SiteState } from '../use-site';

export const SiteContext = createContext<SiteState | undefined>(undefined);

export function useSiteState(): SiteState {
  const site = useContext(SiteContext);
  if (!site)
    throw new Error('The picture picker is drawn outside the editor: wrap the form in <SiteContext value={site}>.');
  return site;
}
