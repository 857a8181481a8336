// The HTML document around a prerendered page: the head tags every page shares (the page's own come
// from React, src/renderer/PageHead.tsx), critical CSS, fonts, script.
// The page's data is not repeated in the HTML (it would add 2-4 KB gzip to every page): the script,
// which runs after the page has loaded, fetches it from page.json beside the page. Only the 404 page,
// served for any unknown path and so without a page.json of its own, carries its data inline.
import type { DocumentAssets } from '../assets/static-assets';
import type { PageData } from '../../src/page-data';
import { scriptJson } from '../../src/renderer/script-json';
import { normalTag } from '../../shared/site/languages/languages';

/** The icon's media type, from its file name: SVG, PNG or JPEG (a raster logo used as the icon). */
const iconType = (file: string) =>
  file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function preloadImageLink(image: NonNullable<PageData['meta']['preloadImage']>): string {
  const source =
    'href' in image
      ? `href="${escapeHtml(image.href)}"`
      : `imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${image.sizes}"`;
  return `<link rel="preload" as="image" type="${image.type}" ${source} fetchpriority="high">`;
}

export function renderDocument(
  data: PageData,
  body: { head: string; html: string; styles: string },
  assets: DocumentAssets,
  options: { headExtra?: string } = {},
): string {
  const { meta } = data;
  // The page's own fonts are `optional`: there for the first drawing, or not used (no late swap moving
  // the text). What a visitor types is drawn in the font as soon as its file has come.
  const fontFaces = assets.fonts
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-style:normal;font-display:${f.kind === 'typed' ? 'swap' : 'optional'};font-weight:${f.weights};src:url(${f.url}) format('woff2');unicode-range:${f.unicodeRange}}`,
    )
    .join('');
  const preloaded = assets.fonts.filter(
    (f) => f.kind === 'main' || (f.kind === 'shown' && [...(f.characters ?? '')].some((c) => body.html.includes(c))),
  );
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    body.head,
    `<meta name="theme-color" content="${escapeHtml(data.chrome.theme.color.accentDark)}">`,
    `<link rel="icon" href="${assets.favicon}" type="${iconType(assets.favicon)}">`,
    ...preloaded.map((f) => `<link rel="preload" href="${f.url}" as="font" type="font/woff2" crossorigin>`),
    meta.preloadImage ? preloadImageLink(meta.preloadImage) : '',
    `<style>${fontFaces}</style>`,
    options.headExtra ?? '',
    body.styles,
    `<script type="module" src="${assets.script}"></script>`,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>\n<html lang="${normalTag(data.chrome.locale)}">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${body.html}</div>\n${meta.noindex ? `<script type="application/json" id="page-data">${scriptJson(data)}</script>\n` : ''}</body>\n</html>\n`;
}
