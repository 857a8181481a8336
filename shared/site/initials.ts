/** First and last initial for the badge beside a reviewer's name: "Dave and Linda P." → "DP", "Karen" → "K". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w[0].toUpperCase()).join('');
}
