// Setup of the unit project, whose files share one module registry and one set of globals per worker
// (vitest.config.ts): a file that leaves a global behind (a stand-in `document`, say) changes what the
// files after it see — styled-components then takes the stand-in for a browser's page. Each file must
// leave globalThis as it found it.
import { afterAll, beforeAll, expect } from 'vitest';

let found: Set<string>;
beforeAll(() => {
  found = new Set(Object.getOwnPropertyNames(globalThis));
});
afterAll(() => {
  const added = Object.getOwnPropertyNames(globalThis).filter((name) => !found.has(name));
  expect(added, 'globals this test file left behind: put them back (vi.stubGlobal + vi.unstubAllGlobals)').toEqual([]);
});
