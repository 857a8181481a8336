// The pages a visitor reads when her browser posted the contact form itself, without JavaScript (the
// form's method="post": urlencoded, or multipart with a photo), instead of the JSON a script reads: a
// thank-you page reached by a 303 redirect (a reload asks for the page again and never posts twice),
// the problems of her post in words with the way back to the form, "busy: try again or call us", and
// every refusal. In the language and the layout of the build the request started with (its 404 page's,
// builds/page-shell.ts), with its phone.
import type { Request, Response } from 'express';
import { fill } from '../../shared/site/fill.js';
import type { PageShell } from '../builds/page-shell.js';
import { wordsOf } from '../builds/request-build.js';
import { escapeHtml } from '../http/html.js';

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

/** Sends a page in the layout of the request's build. */
export function sendPage(res: Response, status: number, content: AnswerContent): void {
  const shell = res.locals.build.shell();
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
  const business = res.locals.build.contract?.business; // none when the build cannot be served
  return [
    ...(back ? [{ href: back, text: words.pageBackToForm }] : []),
    ...(business ? [{ href: business.tel, text: fill(words.pageCall, { phone: business.phone }) }] : []),
    { href: res.locals.build.language?.home ?? '/', text: words.pageHome },
  ];
}

/** The thank-you page: the form's own success message. */
export const sentPage = (res: Response, success: string): AnswerContent => ({
  heading: wordsOf(res).pageSentTitle,
  text: [success],
  links: [{ href: res.locals.build.language?.home ?? '/', text: wordsOf(res).pageHome }],
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
