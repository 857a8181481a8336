// The page's own head tags, drawn by React like the rest of the page so they follow every in-place
// navigation. React 19 hoists <title>, <meta> and <link> into <head> wherever they are rendered: in
// the browser it adopts the served tags while hydrating and then updates, adds and removes them; on
// the server it writes them ahead of the page's HTML, and render-page.tsx hands them to the document's
// head (generator/render/document.ts writes the tags every page shares). JSON-LD is not hoisted: it stays in
// the page's HTML, where search engines read it just the same.
import type { PageView } from '../page-data';
import { scriptJson } from './script-json';

export function HeadTags({ page: { meta, chrome } }: { page: PageView }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={meta.canonical} />}
      {meta.alternates?.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {meta.alternates && <link rel="alternate" hrefLang="x-default" href={meta.alternates[0]!.href} />}
      <meta property="og:type" content={meta.type} />
      <meta property="og:site_name" content={chrome.siteName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image} />
      <meta property="og:locale" content={chrome.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
    </>
  );
}

/** The page's schema.org data (`id` for tests and tools that read it). */
export function StructuredData({ jsonLd }: { jsonLd: object[] }) {
  return (
    <script type="application/ld+json" id="structured-data" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
  );
}
