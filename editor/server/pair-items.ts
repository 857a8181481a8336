// Which item of a list before a change is which item after it, so a change is told as "added Berlin
// Heights" and not as every later town changed. Items are paired by their key (a town's slug, a
// block's id) when they have one, then unchanged items by their content, then the rest in order
// among items of the same type (a block whose text changed is still that block).
export type Item = Record<string, unknown>;

export interface Pairing {
  /** [index before, index after] of the same item. */
  pairs: [number, number][];
  added: number[];
  removed: number[];
  /** The paired items are in another order than before. */
  moved: boolean;
}

export function pairItems(before: Item[], after: Item[], keyOf: (item: Item) => unknown): Pairing {
  const pairs: [number, number][] = [];
  const freeBefore = new Set(before.keys());
  const freeAfter = new Set(after.keys());
  const take = (i: number, j: number) => {
    pairs.push([i, j]);
    freeBefore.delete(i);
    freeAfter.delete(j);
  };
  const keyed = (item: Item | undefined) => (item && typeof item === 'object' ? keyOf(item) : undefined);

  // 1. By key: a key names one thing, whatever else changed.
  for (const j of freeAfter) {
    const key = keyed(after[j]);
    if (key === undefined) continue;
    const i = [...freeBefore].find((b) => keyed(before[b]) === key);
    if (i !== undefined) take(i, j);
  }
  // 2. Unchanged items without a key, by their content.
  const text = (item: unknown) => JSON.stringify(item);
  for (const j of [...freeAfter]) {
    if (keyed(after[j]) !== undefined) continue;
    const i = [...freeBefore].find((b) => keyed(before[b]) === undefined && text(before[b]) === text(after[j]));
    if (i !== undefined) take(i, j);
  }
  // 3. The rest without a key, in order, when of the same type (or neither has one).
  for (const j of [...freeAfter]) {
    if (keyed(after[j]) !== undefined) continue;
    const i = [...freeBefore].find((b) => keyed(before[b]) === undefined && typeOf(before[b]) === typeOf(after[j]));
    if (i !== undefined) take(i, j);
  }
  pairs.sort((a, b) => a[1] - b[1]);
  const moved = pairs.some(([i], n) => n > 0 && i < pairs[n - 1]![0]);
  return { pairs, added: [...freeAfter].sort((a, b) => a - b), removed: [...freeBefore].sort((a, b) => a - b), moved };
}

const typeOf = (item: unknown) =>
  item && typeof item === 'object' && 'type' in item ? (item as Item).type : undefined;
