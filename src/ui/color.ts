// Colour helpers for tints of the brand colours, which arrive as hex strings from site.json.

/** "#1f6f43" (or "#1f4") with an opacity → "rgba(31, 111, 67, 0.12)". */
export function withAlpha(hex: string, alpha: number): string {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(h.slice(0, 6), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
