// Add service, "What its pages say": every block the new pages take from the copied service, with
// its texts and pictures, and what she decided for each (write new, keep, remove). A part with words
// starts as "write new" (issue 32: a new service starts as its own): a box left empty keeps the
// copied words. Whatever is kept has the copied service's name rewritten with the new one
// (shared/site/service-names.ts, the same words the near-copy guard looks for); a text she writes that
// still names it is a problem at its box. Plain functions of the template, tested without a browser.
import { NOT_TEXT } from '../../../../shared/site/not-text';
import type { Block, Template } from './draft-model';
import { fromWords, toWords } from './placeholder-words';
import { findServiceName, replaceServiceName, type NamedService } from '../../../../shared/site/service-names';
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
/** The copied service and the new one's name, for rewriting the copied words that name it. */
export interface Renaming {
  from: NamedService;
  to: string;
}
/** By block position in the copied template; the page's title and summary under "page". */
export interface Review {
  page?: { title?: string; description?: string };
  blocks: Record<number, BlockDecision>;
}

/** Names of things and choices of form, and a picture's description (reviewed with its picture). */
const NOT_WORDS = new Set([...NOT_TEXT, 'alt']);

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

/** What a part starts as: "write new" when it has words of its own, else "keep" (a breadcrumb). */
export const firstChoice = (block: Block): Choice => (textsOf(block).length ? 'rewrite' : 'keep');
/** What she chose for a part, or what it starts as. */
export const choiceOf = (block: Block, decision: BlockDecision | undefined): Choice =>
  decision?.choice ?? firstChoice(block);

/** A block as decided: the texts she wrote (a box left empty keeps the copied words) and pictures replaced or removed. */
function decidedBlock(block: Block, decision: BlockDecision): Block {
  let out: unknown = block;
  if (decision.choice === 'rewrite') {
    for (const text of textsOf(block)) {
      const own = decision.texts?.[text.key]?.trim();
      if (own) out = setIn(out, text.path, fromWords(own));
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

/** Every text a visitor reads in a value (a block), and every picture's alt text, with the service's name rewritten. */
export function renamed<T>(value: T, renaming: Renaming): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string')
      return key !== 'alt' && NOT_WORDS.has(key ?? '') ? v : replaceServiceName(v, renaming.from, renaming.to);
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * The new service's template after the review: blocks removed, rewritten, pictures changed; the page's
 * title and summary; with `renaming`, every kept word and alt text that names the copied service names
 * the new one instead ("Fall Cleanup Around {town}" → "Gutter Cleaning Around {town}").
 */
export function reviewedTemplate(template: Template, review: Review, renaming?: Renaming): Template {
  const title = review.page?.title?.trim();
  const description = review.page?.description?.trim();
  const out: Template = {
    ...template,
    ...(title ? { title: fromWords(title) } : {}),
    ...(description ? { description: fromWords(description) } : {}),
    blocks: template.blocks.flatMap((block, i) => {
      const decision = review.blocks[i] ?? { choice: firstChoice(block) };
      return decision.choice === 'remove' ? [] : [decidedBlock(block, decision)];
    }),
  };
  if (!renaming?.to.trim()) return out;
  return {
    ...out,
    title: renamed(out.title, renaming),
    description: renamed(out.description, renaming),
    blocks: renamed(out.blocks, renaming),
  };
}

/** The boxes of the review step, by their field's id, that are empty and must not be, or name the copied service. */
export type ReviewProblems = Record<string, { missing: true } | { names: string[] }>;

/** The page title's and summary's boxes' ids, and a part's box's id ("review-3-heading"). */
export const reviewFieldId = (block: number | 'title' | 'description', key?: string) =>
  typeof block === 'number' ? `review-${block}-${key}` : `review-${block}`;

/**
 * What stops the review step: the page's title and search summary left empty (they start empty or
 * as copied with the name rewritten, and every page needs them), and any text she wrote that still
 * names the copied service (its name in any form: "fall cleanups").
 */
export function reviewProblems(template: Template, review: Review, renaming: Renaming): ReviewProblems {
  const problems: ReviewProblems = {};
  const { from } = renaming;
  const check = (id: string, text: string | undefined, required: boolean) => {
    const names = findServiceName(text ?? '', from);
    if (required && !text?.trim()) problems[id] = { missing: true };
    else if (names.length) problems[id] = { names: [...new Set(names)] };
  };
  check(reviewFieldId('title'), review.page?.title ?? firstTitle(template, renaming), true);
  check(reviewFieldId('description'), review.page?.description, true);
  template.blocks.forEach((block, i) => {
    const decision = review.blocks[i];
    if (decision?.choice !== 'rewrite' && (decision || firstChoice(block) !== 'rewrite')) return;
    for (const text of textsOf(block)) check(reviewFieldId(i, text.key), decision?.texts?.[text.key], false);
  });
  return problems;
}

/** The page's title as the review starts it: the copied one, its service's name rewritten (in words: [town]). */
export function firstTitle(template: Template, renaming: Renaming): string {
  return toWords(renaming.to.trim() ? replaceServiceName(template.title, renaming.from, renaming.to) : template.title);
}
