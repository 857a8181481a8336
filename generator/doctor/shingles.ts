// Text similarity by word shingles: the share of 5-word runs two texts have in common (Jaccard).
// A text's shingles are kept as their 32-bit hashes, sorted: two pages are compared by one merge of
// two number arrays (a site of thousands of town pages compares millions of pairs). Two different
// runs of words sharing a hash among a page's few hundred is too rare to move a score's percent.

/** A text's distinct shingles, as sorted hashes. */
export type Shingles = Uint32Array;

export function shingles(text: string, size = 5): Shingles {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const out = new Set<number>();
  for (let i = 0; i + size <= words.length; i++) out.add(hash(words.slice(i, i + size).join(' ')));
  if (words.length && words.length < size) out.add(hash(words.join(' ')));
  return Uint32Array.from(out).sort();
}

/** FNV-1a, 32 bits, of the text's UTF-16 code units. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** |A ∩ B| / |A ∪ B|: 1 for identical texts, 0 for texts with no 5-word run in common. */
export function jaccard(a: Shingles, b: Shingles): number {
  if (!a.length && !b.length) return 1;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

/** Replaces a town's name and slug with one token, so pages differing only by town name score 1. */
export function withoutTown(text: string, names: string[]): string {
  const escaped = names
    .filter(Boolean)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length);
  return escaped.length
    ? text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), 'TOWN')
    : text;
}
