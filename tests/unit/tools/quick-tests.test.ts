// The quick loop's choice of unit tests (tests/quick-tests.ts): a block's own test for a change in its
// folder, a test named after a changed file, a test that imports it, a new test itself.
import { describe, expect, it } from 'vitest';
import { quickTests } from '../../quick-tests';

describe('the unit tests test:quick runs', () => {
  it('for a comment in one block file: that block’s test, not every test that draws a page', () => {
    expect(quickTests(['src/blocks/Stats/index.tsx'])).toEqual(['src/blocks/Stats/Stats.test.tsx']);
  });

  it('for a changed module: the test named after it and each test that imports it', () => {
    const tests = quickTests(['generator/pages/expand.ts']);
    expect(tests).toContain('tests/unit/generator/expand.test.ts');
    expect(tests).toContain('tests/unit/generator/breadcrumb.test.ts'); // imports expand itself
    expect(tests).not.toContain('src/blocks/Stats/Stats.test.tsx');
  });

  it('runs a changed or new test itself, and every test when the configuration changed', () => {
    expect(quickTests(['tests/unit/tools/quick-tests.test.ts'])).toEqual(['tests/unit/tools/quick-tests.test.ts']);
    expect(quickTests(['package.json', 'src/blocks/Stats/index.tsx'])).toBe('all');
  });

  it('runs none for a file no test names or imports, nor for a file since deleted', () => {
    expect(quickTests(['docs/editing.md'])).toEqual([]);
    expect(quickTests(['src/blocks/Gone/index.tsx'])).toEqual([]);
  });
});
