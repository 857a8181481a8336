// Client navigation fetches only the next page's data file, written by the build beside its HTML.
import type { PageData } from './page-data';

export function pageDataUrl(pathname: string): string {
  return pathname === '/' ? '/page.json' : `${pathname.replace(/\/$/, '')}/page.json`;
}

export async function loadPageData(url: URL): Promise<PageData> {
  const response = await fetch(pageDataUrl(url.pathname), { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    // Not a page of this site (or offline): let the server answer with its real page, e.g. the 404.
    window.location.assign(url.href);
    return new Promise<PageData>(() => {});
  }
  return response.json();
}
