// "Did you mean" for misspelt names: the closest candidate within a few edits.
import leven from 'leven';

/** A name as compared: small letters, no accents, without what follows it in brackets ("Québec (QC)" → "quebec"). */
const compared = (text: string) =>
  text
    .replace(/\s*\([^)]*\)$/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = compared(value);
  for (const candidate of candidates) {
    const distance = leven(lower, compared(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

export function didYouMean(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Did you mean "${suggestion}"? ` : '';
}
