// Every <img> either describes itself (alt text a listener can use) or is explicitly decorative.
import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { findImage, routeSource } from './locate';
import type { Check, Finding } from './types';

// Words that say nothing about what the picture shows.
const generic = new Set([
  'image',
  'img',
  'photo',
  'picture',
  'pic',
  'graphic',
  'placeholder',
  'untitled',
  'alt',
  'icon',
  'banner',
  'hero',
]);
const fileName = /\.(jpe?g|png|gif|webp|avif|svg|tiff?|bmp)$/i;
const slugLike = /^[\w]+([-_][\w]+)+$/; // "lawn-grass-01", "IMG_1234"

/** Why this alt text is not meaningful, or undefined when it is. */
export function altProblem(alt: string): string | undefined {
  const text = alt.trim();
  if (fileName.test(text)) return `"${alt}" is a file name`;
  if (generic.has(text.toLowerCase().replace(/[^a-z]/g, ''))) return `"${alt}" does not say what the picture shows`;
  if (slugLike.test(text)) return `"${alt}" looks like a file name`;
  return undefined;
}

const decorative = (img: Cheerio<Element>) =>
  ['presentation', 'none'].includes(img.attr('role') ?? '') || img.closest('[aria-hidden="true"]').length > 0;

export const altText: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const { route, $ } of pages) {
    if (route.kind === 'alias') continue;
    $('img').each((_, el) => {
      const img = $(el);
      const alt = img.attr('alt');
      const src = img.attr('data-src') ?? img.attr('src') ?? ''; // a lazy picture's own file, not its placeholder
      let message: string | undefined;
      if (alt === undefined) message = `The image ${src} has no alt text.`;
      else if (!alt.trim())
        message = decorative(img) ? undefined : `The image ${src} has empty alt text but is not marked as decorative.`;
      else {
        const problem = altProblem(alt);
        if (problem) message = `The alt text of ${src} is not helpful: ${problem}.`;
      }
      if (!message) return;
      findings.push({
        check: 'alt-text',
        severity: 'error',
        page: route.path,
        message,
        pointer: (alt === undefined ? undefined : findImage(route, alt, 'alt')) ?? routeSource(route, model),
        hint: 'Set "alt" to a short sentence saying what the photo shows (e.g. "Fresh mulch around a maple in a Huron front yard"); for a picture that adds nothing a reader would miss, set "decorative": true (Decorative only, in the editor).',
      });
    });
  }
  return findings;
};
