// "Did you mean" for misspelt names: the closest candidate within a few edits.
import leven from 'leven';

export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = value.toLowerCase();
  for (const candidate of candidates) {
    const distance = leven(lower, candidate.toLowerCase());
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
