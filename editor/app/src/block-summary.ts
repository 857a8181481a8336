// A block's second line in the block list, what tells two blocks of one type apart ("Text with photo"
// twice): its own heading or title, whole; else a short start of its first words. Placeholders read
// as on the page ("since {yearFounded}" → "since 2000"), never as their code names.
import { filledIn } from './placeholder-chips';

type Block = Record<string, unknown>;

const OWN_NAMES = ['heading', 'title'];
const OTHER_WORDS = ['eyebrow', 'intro', 'text', 'id'];
const EXCERPT_LENGTH = 60;

const textAt = (block: Block | undefined, key: string) =>
  typeof block?.[key] === 'string' ? (block[key] as string).trim() : '';

/** The first words of a text, cut at a word with "…" when long (a long text is not a name). */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  return `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

export function blockSummary(block: Block, model: Record<string, unknown> = {}): string {
  return filledIn(ownWords(block), model);
}

function ownWords(block: Block): string {
  for (const key of OWN_NAMES) if (textAt(block, key)) return textAt(block, key);
  for (const key of OTHER_WORDS) if (textAt(block, key)) return excerpt(textAt(block, key));
  // A block of items only (key figures): its first item's words.
  const first = Array.isArray(block.items) ? (block.items[0] as Block | undefined) : undefined;
  for (const key of ['title', 'label', 'value']) if (textAt(first, key)) return excerpt(textAt(first, key));
  return '';
}
