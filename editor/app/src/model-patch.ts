// A step of undo kept small enough for localStorage: the values that differ between two drafts, each
// at its pointer, instead of a whole copy of site.json (hundreds of KB) per step. Drafts share their
// untouched branches (pointer.ts setAt), so the walk skips them by reference.
import { pointerOf, setAt } from '../../shared/pointer';

/** Each change: [pointer, new value], or [pointer] alone for a value removed (JSON has no undefined). */
export type Patch = ([pointer: string, value: unknown] | [pointer: string])[];

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** What turns `from` into `to`: the smallest changed values (a list that changed length is one value). */
export function patchBetween(from: unknown, to: unknown, at: string[] = []): Patch {
  if (from === to) return [];
  const bothLists = Array.isArray(from) && Array.isArray(to) && from.length === to.length;
  if (bothLists || (isPlain(from) && isPlain(to))) {
    const a = from as Record<string, unknown>;
    const b = to as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) =>
      patchBetween(a[key], b[key], [...at, key]),
    );
  }
  if (JSON.stringify(from) === JSON.stringify(to)) return [];
  return [to === undefined ? [pointerOf(at)] : [pointerOf(at), to]];
}

export function applyPatch<T>(model: T, patch: Patch): T {
  return patch.reduce((current, [pointer, ...value]) => setAt(current, pointer, value[0]), model);
}
