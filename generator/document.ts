// The HTML document around a prerendered page: head tags, critical CSS, fonts, script.
// The page's data is not repeated in the HTML (it would add 2-4 KB gzip to every page): the script,
// which runs after the page has loaded, fetches it from page.json beside the page. Only the 404 page,
// served for any unknown path and so without a page.json of its own, carries its data inline.
import type { PageData } from '../src/renderer/page-data';

export interface DocumentAssets {
  script: string;
  /** Font files to preload and declare, e.g. { family: 'Inter Variable', url, weights: '400 700' }. */
  fonts: { family: string; url: string; weights: string }[];
  favicon: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function preloadImageLink(image: NonNullable<PageData['meta']['preloadImage']>): string {
  const source = 'href' in image ? `href="${escapeHtml(image.href)}"` : `imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${image.sizes}"`;
  return `<link rel="preload" as="image" type="${image.type}" ${source} fetchpriority="high">`;
}

export function renderDocument(data: PageData, body: { html: string; styles: string }, assets: DocumentAssets, options: { noindex?: boolean; headExtra?: string } = {}): string {
  const { meta } = data;
  const fontFaces = assets.fonts.map((f) => `@font-face{font-family:'${f.family}';font-style:normal;font-display:optional;font-weight:${f.weights};src:url(${f.url}) format('woff2')}`).join('');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    options.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta name="theme-color" content="${escapeHtml(data.chrome.theme.accentDark)}">`,
    `<link rel="icon" href="${assets.favicon}" type="image/svg+xml">`,
    ...assets.fonts.map((f) => `<link rel="preload" href="${f.url}" as="font" type="font/woff2" crossorigin>`),
    meta.preloadImage ? preloadImageLink(meta.preloadImage) : '',
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:site_name" content="${escapeHtml(data.chrome.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta property="og:locale" content="${data.chrome.locale.replace('-', '_')}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image)}">`,
    `<style>${fontFaces}</style>`,
    options.headExtra ?? '',
    body.styles,
    `<script type="module" src="${assets.script}"></script>`,
    `<script type="application/ld+json" id="structured-data">${scriptJson(meta.jsonLd)}</script>`,
  ].filter(Boolean).join('\n');
  return `<!doctype html>\n<html lang="${data.chrome.locale.split('-')[0]}">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${body.html}</div>\n${options.noindex ? `<script type="application/json" id="page-data">${scriptJson(data)}</script>\n` : ''}</body>\n</html>\n`;
}
