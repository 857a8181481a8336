// Gives every component the data of the page being shown (src/page-data.ts).
import { createContext, useContext } from 'react';
import type { ImageInfo, PageAlternate, PageView, SiteChrome } from '../page-data';

export const PageContext = createContext<PageView | null>(null);

function usePage(): PageView {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() was called outside <PageContext.Provider>; render components through <App>.');
  return page;
}

export function useChrome(): SiteChrome {
  return usePage().chrome;
}

/** The page being shown in each of the site's languages it is built in (none on a site of one language), and its own address. */
export function useAlternates(): { alternates: PageAlternate[]; path: string } {
  const page = usePage();
  return { alternates: page.meta.alternates ?? [], path: page.path };
}

export function useImage(src: string): ImageInfo {
  const page = usePage();
  const info = page.images[src];
  if (!info)
    throw new Error(
      `Image "${src}" was not prepared for page ${page.path}; the build resolves every image a block names.`,
    );
  return info;
}
