// The clean fixture must pass every check, so each fault planted in the other tests is the only one.
import { describe, expect, it } from 'vitest';
import { checks } from '../../../generator/doctor/checks';
import { makeDist, run } from './fixture';

describe('doctor on the clean fixture', () => {
  const ctx = makeDist();
  for (const name of Object.keys(checks) as (keyof typeof checks)[]) {
    it(`${name} finds nothing`, () => expect(run(name, ctx)).toEqual([]));
  }
});
