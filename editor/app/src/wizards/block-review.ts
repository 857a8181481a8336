// Add service, "What its pages say": every block the new pages take from the copied service, with
// its texts and pictures, and what she decided for each (keep, rewrite, remove). Plain functions of
// the template, so the review is tested without a browser.
import type { Block, Template } from './draft-model';
import { fromWords, toWords } from './placeholder-words';
import { t } from '../../../shared/i18n';

export type Choice = 'keep' | 'rewrite' | 'remove';
export type Path = (string | number)[];
export interface BlockText {
  key: string;
  path: Path;
  value: string;
}
export interface BlockPicture {
  key: string;
  path: Path;
  src: string;
  alt: string;
  inList: boolean;
}
export type PictureChoice = 'keep' | 'remove' | { src: string; alt: string };
export interface BlockDecision {
  choice: Choice;
  texts?: Record<string, string>;
  pictures?: Record<string, PictureChoice>;
}
/** By block position in the copied template; the page's title and summary under "page". */
export interface Review {
  page?: { title?: string; description?: string };
  blocks: Record<number, BlockDecision>;
}

/** Names of things and choices of form, never words a visitor reads (as the doctor's NOT_TEXT). */
const NOT_WORDS = new Set([
  'type',
  'id',
  'src',
  'alt',
  'href',
  'template',
  'ids',
  'fallbackIds',
  'towns',
  'style',
  'icon',
  'service',
  'post',
  'size',
  'variant',
  'imageSide',
]);

const keyOf = (path: Path) => path.join('.');

/** Every text of a block a visitor reads, in order, with where it sits. */
export function textsOf(block: Block): BlockText[] {
  const out: BlockText[] = [];
  const visit = (value: unknown, path: Path) => {
    if (typeof value === 'string') out.push({ key: keyOf(path), path, value });
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) visit(v, [...path, k]);
  };
  visit(block, []);
  return out;
}

/** Every picture of a block (an object with a file and its alt text). */
export function picturesOf(block: Block): BlockPicture[] {
  const out: BlockPicture[] = [];
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') {
      const { src, alt } = value as { src?: unknown; alt?: unknown };
      if (typeof src === 'string' && typeof alt === 'string')
        out.push({ key: keyOf(path), path, src, alt, inList: typeof path.at(-1) === 'number' });
      else for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
    }
  };
  visit(block, []);
  return out;
}

/** "photo from Fall Cleanup: fallen leaves": the file's name in words, so she knows which one it is. */
export function pictureInWords(serviceName: string, src: string): string {
  const words = src
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return t(/\.svg$/i.test(src) ? 'wizard.review.drawingFrom' : 'wizard.review.photoFrom', {
    service: serviceName,
    words,
  });
}

/** The start of a block's text, for the list (its placeholders in words). */
export function excerptOf(block: Block, max = 140): string {
  const all = textsOf(block)
    .map((t) => toWords(t.value))
    .join(' · ');
  return all.length > max ? `${all.slice(0, max - 1).trimEnd()}…` : all;
}

function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setIn(v, rest, next) : v));
  return { ...(value as object), [head]: setIn((value as Record<string, unknown>)[head], rest, next) };
}

/** Takes out what was marked for removal (undefined): list items go, properties are left out. */
function withoutRemoved(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(withoutRemoved);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutRemoved(v)]),
    );
  return value;
}

/** A block as decided: its rewritten texts (an emptied box takes the text out) and pictures replaced or removed. */
function decidedBlock(block: Block, decision: BlockDecision): Block {
  let out: unknown = block;
  if (decision.choice === 'rewrite') {
    for (const text of textsOf(block)) {
      const own = decision.texts?.[text.key];
      if (own !== undefined) out = setIn(out, text.path, own.trim() ? fromWords(own.trim()) : undefined);
    }
  }
  for (const picture of picturesOf(block)) {
    const choice = decision.pictures?.[picture.key] ?? 'keep';
    if (choice === 'remove') out = setIn(out, picture.path, undefined);
    else if (choice !== 'keep') {
      out = setIn(out, [...picture.path, 'src'], choice.src);
      out = setIn(out, [...picture.path, 'alt'], choice.alt);
    }
  }
  return withoutRemoved(out) as Block;
}

/** The new service's template after the review: blocks removed, rewritten, pictures changed; the page's title and summary. */
export function reviewedTemplate(template: Template, review: Review): Template {
  const title = review.page?.title?.trim();
  const description = review.page?.description?.trim();
  return {
    ...template,
    ...(title ? { title: fromWords(title) } : {}),
    ...(description ? { description: fromWords(description) } : {}),
    blocks: template.blocks.flatMap((block, i) => {
      const decision = review.blocks[i];
      if (!decision) return [block];
      return decision.choice === 'remove' ? [] : [decidedBlock(block, decision)];
    }),
  };
}

/** The blocks still exactly as copied, with words of their own (what the review step asks her to look at). */
export function untouched(template: Template, review: Review): number[] {
  return template.blocks.flatMap((block, i) => (!review.blocks[i] && textsOf(block).length ? [i] : []));
}
