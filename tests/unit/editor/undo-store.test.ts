// Undo steps kept beside the draft: stored as small patches and brought back as the same drafts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setAt } from '../../../editor/shared/pointer';
import { stepsFromStore, stepsToStore, UNDO_KEPT } from '../../../editor/app/src/undo-store';

const saved = JSON.parse(readFileSync('site.json', 'utf8')) as Record<string, unknown>;

describe('undo steps in localStorage', () => {
  it('stores each step as the values that changed, and brings back the same drafts', () => {
    const a = setAt(saved, '/business/phone', '(419) 555-0199');
    const b = setAt(a, '/pages/0/blocks/0/heading', 'New heading');
    const c = setAt(b, '/business/social', undefined); // a value removed
    const stored = JSON.parse(JSON.stringify(stepsToStore([saved, a], b, [c])));
    expect(JSON.stringify(stored).length).toBeLessThan(500); // not a copy of site.json per step
    const { past, future } = stepsFromStore(stored, b);
    expect(past).toEqual([saved, a]);
    expect(future).toEqual([c]);
    expect(future[0]).not.toHaveProperty('business.social');
  });

  it('keeps the newest steps only', () => {
    const past = Array.from({ length: UNDO_KEPT + 20 }, (_, i) =>
      setAt(saved, '/business/phone', `(419) 555-${String(1000 + i)}`),
    );
    const { past: back } = stepsFromStore(stepsToStore(past, saved, []), saved);
    expect(back).toHaveLength(UNDO_KEPT);
    expect(back.at(-1)).toEqual(past.at(-1));
  });
});
