// The editor's site state for widgets drawn by rjsf deep inside a form (the picture picker), which
// rjsf gives only their own value: the picker also writes the alt text beside it.
import { createContext, useContext } from 'react';
import type { SiteState } from '../use-site';
import type { EditedLanguage } from '../language-view';

/** The site as the forms edit it: in a site of several languages, in the language chosen (language-view.ts). */
type EditedSite = SiteState & { edited?: EditedLanguage };

export const SiteContext = createContext<EditedSite | undefined>(undefined);

/** The language a form edits and the main language's texts, when the site has several; none otherwise. */
export const useEditedLanguage = (): EditedLanguage | undefined => useContext(SiteContext)?.edited;

export function useSiteState(): EditedSite {
  const site = useContext(SiteContext);
  if (!site)
    throw new Error('The picture picker is drawn outside the editor: wrap the form in <SiteContext value={site}>.');
  return site;
}
