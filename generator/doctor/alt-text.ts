// Every <img> either describes itself (alt text a listener can use) or is explicitly decorative.
import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { findImage, routeSource } from './locate';
import { say } from './say';
import type { Said } from './words';
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

/** Why this alt text is not meaningful (the words.ts entry that says so), or undefined when it is. */
export function altProblem(alt: string): 'altFileName' | 'altSaysNothing' | 'altLikeFileName' | undefined {
  const text = alt.trim();
  if (fileName.test(text)) return 'altFileName';
  if (generic.has(text.toLowerCase().replace(/[^a-z]/g, ''))) return 'altSaysNothing';
  if (slugLike.test(text)) return 'altLikeFileName';
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
      let words: Said | undefined;
      if (alt === undefined) words = say('altMissing', src);
      else if (!alt.trim()) words = decorative(img) ? undefined : say('altEmpty', src);
      else {
        const problem = altProblem(alt);
        if (problem) words = say(problem, src, alt);
      }
      if (!words) return;
      findings.push({
        check: 'alt-text',
        severity: 'error',
        page: route.path,
        pointer: (alt === undefined ? undefined : findImage(route, alt, 'alt')) ?? routeSource(route, model),
        ...words,
      });
    });
  }
  return findings;
};
