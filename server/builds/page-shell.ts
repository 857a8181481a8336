// The layout of a build's pages, for the pages the server writes itself (contact-page.ts: the answers a
// form posted without JavaScript gets): the build's 404 page (its head with the styles and fonts, its
// header and footer) with its <main> left empty and every script taken out (nothing hydrates, nothing
// inline runs: the CSP allows no inline script). A build without a usable 404 page gets a plain page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalTag } from '../../shared/site/languages/languages.js';
import { escapeHtml } from '../http/html.js';

/** A page cut in two around the text of its <main>, and its <title>'s place. */
export interface PageShell {
  /** Up to <title>. */
  head: string;
  /** After the title, up to and with <main …>. */
  top: string;
  /** From </main> to the end. */
  bottom: string;
  /** The site's name, as its pages end their titles (HTML, as the page writes it), or "". */
  siteName: string;
}

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
/** Head tags that describe the 404 page itself (its description, preview, address) or load what only it shows or runs. */
const PAGE_OWN_TAGS =
  /<meta\s+(?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>|<link\s+rel="(?:canonical|modulepreload)"[^>]*>|<link\s+rel="preload"\s+as="image"[^>]*>/gi;
const THEME_COLOR = /<meta\s+name="theme-color"\s+content="(#[0-9a-f]{3,8})"/i;
const SITE_NAME = /<meta\s+property="og:site_name"\s+content="([^"]*)"/i;

/** The page's own look, inside the site's: a readable column, the site's main colour on the heading. */
const style = (accent: string | undefined) =>
  `<style>.contact-answer{max-width:44rem;margin:0 auto;padding:3rem 1.25rem 4rem}` +
  `.contact-answer h1{margin:0 0 1rem;line-height:1.15;font-size:clamp(1.75rem,1.4rem + 1.6vw,2.5rem)${accent ? `;color:${accent}` : ''}}` +
  `.contact-answer p{margin:0 0 1rem}.contact-answer ul{margin:0 0 1.5rem;padding-left:1.25rem}` +
  `.contact-answer li{margin:0 0 .75rem}.contact-answer li strong{display:block}` +
  `.contact-answer .contact-answer-links{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;margin-top:2rem;font-weight:600}` +
  `.contact-answer .contact-answer-hint{font-size:.95rem;opacity:.85}</style>`;

/** The layout of a built page (its 404 page's HTML) without its main text and scripts; null when it has no <main>. */
export function shellOf(html: string): PageShell | null {
  const main = /<main\b[^>]*>/i.exec(html);
  const mainEnd = html.lastIndexOf('</main>');
  const title = /<title>[\s\S]*?<\/title>/i.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!main || mainEnd < main.index || !title || headEnd < 0 || title.index > headEnd || main.index < headEnd)
    return null;
  const accent = THEME_COLOR.exec(html)?.[1];
  const clean = (part: string) => part.replace(SCRIPTS, '').replace(PAGE_OWN_TAGS, '');
  const afterTitle = clean(html.slice(title.index + title[0].length, main.index + main[0].length));
  const noindex = /<meta\s+name="robots"/i.test(afterTitle) ? '' : '<meta name="robots" content="noindex">';
  return {
    head: clean(html.slice(0, title.index)),
    top: noindex + afterTitle.replace('</head>', `${style(accent)}</head>`),
    bottom: clean(html.slice(mainEnd)),
    siteName: SITE_NAME.exec(html)?.[1] ?? '',
  };
}

/** A page of its own, for a build whose 404 page cannot be used (or none is served). */
export function plainShell(lang: string): PageShell {
  return {
    head: `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    top:
      '<meta name="robots" content="noindex">' +
      '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#17211b;line-height:1.6}</style>' +
      `${style(undefined)}</head><body><main id="main">`,
    bottom: '</main></body></html>',
    siteName: '',
  };
}

/** The layout of build `dir`'s pages, read once on first use: its 404 page's, else a plain one in `locale`'s language. */
/** `page`: the 404 page of the answer's language (a site's other language has its own, es/404.html). */
export function answerShellOf(dir: string, locale: string, page = '404.html'): () => PageShell {
  let shell: PageShell | undefined;
  return () => {
    if (!shell) {
      let html = '';
      try {
        html = readFileSync(path.join(dir, page), 'utf8');
      } catch {
        // no 404 page: the plain one
      }
      shell = shellOf(html) ?? plainShell(normalTag(locale));
    }
    return shell;
  };
}
