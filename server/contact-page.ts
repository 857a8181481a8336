// The pages a visitor reads when her browser posted the contact form itself, without JavaScript (the
// form's method="post": urlencoded, or multipart with a photo), instead of the JSON a script reads: a
// thank-you page reached by a 303 redirect (a reload asks for the page again and never posts twice),
// the problems of her post in words with the way back to the form, "busy: try again or call us", and
// every refusal. In the live site's language, and in the site's own layout: the build's 404 page (its
// head with the styles and fonts, its header and footer) with its <main> replaced and every script
// taken out (nothing hydrates, nothing inline runs: the CSP allows no inline script). A build without a
// usable 404 page gets a plain page of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { fill } from '../shared/site/fill.js';
import { languageOf } from '../shared/site/languages/browser.js';
import { escapeHtml } from './lead-mail.js';
import { wordsOf } from './words.js';

/** The form's section on its page (src/blocks/ContactForm/ids.ts's SECTION_ID): "Back to the form" lands on it. */
export const FORM_ANCHOR = 'contact-form';
/** Where a post the browser sent itself is redirected once its lead is stored (GET: a reload never posts again). */
export const SENT_PATH = '/contact/sent';

const FORM_ENCODINGS = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const mediaTypeOf = (req: Request) => (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export const declaresUrlencoded = (req: Request) => mediaTypeOf(req) === 'application/x-www-form-urlencoded';

/**
 * Whether the browser posted the form itself and reads the answer as a page: a form's encoding, from a
 * client that did not ask for JSON (a browser's navigation asks for text/html first). The site's script
 * (submit-contact.ts) asks for application/json and reads JSON, as every JSON post does.
 */
export const wantsPage = (req: Request): boolean =>
  FORM_ENCODINGS.includes(mediaTypeOf(req)) && req.accepts(['html', 'json']) === 'html';

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

/** What one of these pages says. */
export interface AnswerContent {
  /** The page's heading, and its title. */
  heading: string;
  text: string[];
  /** Each problem of the post: the field's name as the form shows it (when it has one) and what to do. */
  problems?: { label?: string; message: string }[];
  links: { href: string; text: string }[];
  hint?: string;
}

/** What the pages need of the live build: its layout and its phone number. */
export interface AnswerSite {
  shell(): PageShell;
  phone?: string;
  /** The phone as the site's pages link it ("tel:+14195550142"). */
  tel?: string;
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
export function answerShellOf(dir: string, locale: string): () => PageShell {
  let shell: PageShell | undefined;
  return () => {
    if (!shell) {
      let html = '';
      try {
        html = readFileSync(path.join(dir, '404.html'), 'utf8');
      } catch {
        // no 404 page: the plain one
      }
      shell = shellOf(html) ?? plainShell(languageOf(locale));
    }
    return shell;
  };
}

/** Puts the live build's layout and phone on each API request, so every answer comes from the build it started with. */
export const answerPagesIn =
  (site: () => AnswerSite): RequestHandler =>
  (_req, res, next) => {
    res.locals.answerSite = site();
    next();
  };

const siteOf = (res: Response): AnswerSite | undefined => res.locals.answerSite as AnswerSite | undefined;

export function renderPage(shell: PageShell, content: AnswerContent): string {
  const title = shell.siteName ? `${escapeHtml(content.heading)} | ${shell.siteName}` : escapeHtml(content.heading);
  const paragraphs = content.text.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const problems = content.problems?.length
    ? `<ul>${content.problems
        .map(
          ({ label, message }) =>
            `<li>${label ? `<strong>${escapeHtml(label)}</strong> ` : ''}${escapeHtml(message)}</li>`,
        )
        .join('')}</ul>`
    : '';
  const hint = content.hint ? `<p class="contact-answer-hint">${escapeHtml(content.hint)}</p>` : '';
  const links = `<p class="contact-answer-links">${content.links
    .map(({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`)
    .join('')}</p>`;
  return `${shell.head}<title>${title}</title>${shell.top}<div class="contact-answer"><h1>${escapeHtml(
    content.heading,
  )}</h1>${paragraphs}${problems}${hint}${links}</div>${shell.bottom}`;
}

/** Sends a page in the live site's layout (a plain one where the request has none: a test's bare router). */
export function sendPage(res: Response, status: number, content: AnswerContent): void {
  const shell = siteOf(res)?.shell() ?? plainShell('en');
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('html').send(renderPage(shell, content));
}

/** Answers a script with JSON, and the browser's own post of the form with a page. */
export function answer(res: Response, status: number, json: object, page: () => AnswerContent): void {
  if (wantsPage(res.req)) sendPage(res, status, page());
  else res.status(status).json(json);
}

/** The page the form was on (the Referer of this site's own page), at the form; undefined when unknown. */
function formHref(req: Request): string | undefined {
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== (req.host ?? '').toLowerCase()) return undefined;
    return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}#${FORM_ANCHOR}`; // one leading slash: never another host
  } catch {
    return undefined;
  }
}

/** The ways on from a page that did not take the post: back to the form, a call, the home page. */
function waysOn(res: Response): AnswerContent['links'] {
  const words = wordsOf(res);
  const back = formHref(res.req);
  const { phone, tel } = siteOf(res) ?? {};
  return [
    ...(back ? [{ href: back, text: words.pageBackToForm }] : []),
    ...(phone ? [{ href: tel ?? `tel:${phone.replace(/[^\d+]/g, '')}`, text: fill(words.pageCall, { phone }) }] : []),
    { href: '/', text: words.pageHome },
  ];
}

/** The thank-you page: the form's own success message. */
export const sentPage = (res: Response, success: string): AnswerContent => ({
  heading: wordsOf(res).pageSentTitle,
  text: [success],
  links: [{ href: '/', text: wordsOf(res).pageHome }],
});

/** A post with mistakes: the form's own words for it, then each problem. */
export const problemsPage = (
  res: Response,
  invalid: string,
  problems: NonNullable<AnswerContent['problems']>,
): AnswerContent => ({
  heading: wordsOf(res).pageProblemsTitle,
  text: [invalid],
  problems,
  hint: wordsOf(res).pageBackHint,
  links: waysOn(res),
});

/** The store was busy: nothing was saved; try again in a minute, or call. */
export const busyPage = (res: Response, message: string): AnswerContent => ({
  heading: wordsOf(res).pageBusyTitle,
  text: [message],
  hint: wordsOf(res).pageBackHint,
  links: waysOn(res),
});

/** Any other refusal (another site's page, too large, too many posts, a fault): what happened and what to do. */
export const refusedPage = (res: Response, message: string): AnswerContent => ({
  heading: wordsOf(res).pageNotSentTitle,
  text: [message],
  hint: wordsOf(res).pageBackHint,
  links: waysOn(res),
});
