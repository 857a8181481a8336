// Undo and redo kept beside the draft in localStorage, so they survive a reload: each step as a patch
// from its neighbour (model-patch.ts), the newest UNDO_KEPT steps, and no more than STORED_CHARS in all
// (localStorage holds about 5 million characters per site, and the draft itself is in there too).
import { applyPatch, patchBetween, type Patch } from './model-patch';
import type { SiteModel } from './api';

export const UNDO_KEPT = 100;
const STORED_CHARS = 1_500_000;

export interface StoredSteps {
  undo: Patch[];
  redo: Patch[];
}

/** `past` oldest first, `future` next first, as use-site.ts holds them. */
export function stepsToStore(past: SiteModel[], model: SiteModel, future: SiteModel[]): StoredSteps {
  const chain = (from: SiteModel, steps: SiteModel[]) => {
    const patches: Patch[] = [];
    let size = 0;
    let current = from;
    for (const step of steps.slice(0, UNDO_KEPT)) {
      const patch = patchBetween(current, step);
      size += JSON.stringify(patch).length;
      if (size > STORED_CHARS / 2) break; // the oldest steps go first
      patches.push(patch);
      current = step;
    }
    return patches;
  };
  return { undo: chain(model, [...past].reverse()), redo: chain(model, future) };
}

export function stepsFromStore(
  stored: Partial<StoredSteps> | undefined,
  model: SiteModel,
): { past: SiteModel[]; future: SiteModel[] } {
  const unchain = (patches: Patch[] = []) => {
    let current = model;
    return patches.map((patch) => (current = applyPatch(current, patch)));
  };
  try {
    return { past: unchain(stored?.undo).reverse(), future: unchain(stored?.redo) };
  } catch {
    return { past: [], future: [] }; // a draft from an older editor: its steps are not kept
  }
}
