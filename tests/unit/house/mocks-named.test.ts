// The unit project shares one module registry per worker (vitest.config.ts): a file that replaces a
// module with vi.mock would replace it for the files after it. Such files carry the name that runs
// them isolated.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const UNIT = 'tests/unit';
const testFiles = (readdirSync(UNIT, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join(UNIT, file));

describe('unit test files', () => {
  it('that mock a module are named *.mocks.test.ts(x), and only those', () => {
    const mocking = testFiles.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));
    const named = testFiles.filter((file) => /\.mocks\.test\.tsx?$/.test(file));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual(named.sort());
  });
});
