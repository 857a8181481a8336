// After a client-side navigation, bring the head in line with the new page
// (the server wrote the full head for the first page).
import { useEffect } from 'react';
import type { PageMeta } from '../ui/page-data';

export function useDocumentHead(meta: PageMeta): void {
  useEffect(() => {
    document.title = meta.title;
    setAttr('meta[name="description"]', 'content', meta.description);
    setAttr('link[rel="canonical"]', 'href', meta.canonical);
    setAttr('meta[property="og:title"]', 'content', meta.title);
    setAttr('meta[property="og:description"]', 'content', meta.description);
    setAttr('meta[property="og:url"]', 'content', meta.canonical);
    setAttr('meta[property="og:image"]', 'content', meta.image);
    const ld = document.getElementById('structured-data');
    if (ld) ld.textContent = JSON.stringify(meta.jsonLd);
  }, [meta]);
}

function setAttr(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}
