// Client navigation fetches only the next page's data file, written by the build beside its HTML.
import type { PageData } from '../page-data';

export function pageDataUrl(pathname: string): string {
  return pathname === '/' ? '/page.json' : `${pathname.replace(/\/$/, '')}/page.json`;
}

/** Not a page of this site, or offline: the browser loads the address itself (the server answers, e.g. with the 404 page). */
function loadByBrowser(url: URL): Promise<never> {
  window.location.assign(url.href);
  return new Promise<never>(() => {});
}

export async function loadPageData(url: URL): Promise<PageData> {
  const response = await fetch(pageDataUrl(url.pathname), { headers: { Accept: 'application/json' } }).catch(
    () => null,
  );
  return response?.ok ? response.json() : loadByBrowser(url);
}
