// A block's second line in the block list, what tells two blocks of one type apart ("Text with photo"
// twice): its own heading or title, whole; else a short start of its first words (field-names.ts
// blockWords, the same words every list names a block by). Placeholders read as on the page ("since
// {yearFounded}" → "since 2000"), never as their code names.
import { blockWords } from '../../shared/field-names';
import { filledIn } from './placeholder-chips';

export function blockSummary(block: Record<string, unknown>, model: Record<string, unknown> = {}): string {
  return filledIn(blockWords(block), model);
}
