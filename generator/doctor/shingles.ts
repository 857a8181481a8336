// Text similarity by word shingles: the share of 5-word runs two texts have in common (Jaccard).

export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  if (words.length && words.length < size) out.add(words.join(' '));
  return out;
}

/** |A ∩ B| / |A ∪ B|: 1 for identical texts, 0 for texts with no 5-word run in common. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
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
