// Which unit tests the quick loop runs for the files changed since the last commit (new files
// included): a changed or new test; the test named after a changed file (`expand.ts` →
// `expand.test.ts`, a block folder → its own `src/blocks/<Type>/<Type>.test.tsx`); and each test that imports
// a changed file itself. What imports it further away is `npm test`'s, as with the quick type check.
// A change to the configuration runs them all.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const UNIT = 'tests/unit';
const BLOCKS = 'src/blocks';
const CONFIG = /^(package(-lock)?\.json|tsconfig\.json|vitest\.config\.ts|vite\.config\.ts)$/;
const TEST = /\.test\.tsx?$/;
const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** Files changed since the last commit, and new ones git does not ignore. */
export const changedFiles = (): string[] => [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
];

/** The unit project's tests (vitest.config.ts): tests/unit and each block's own, in its folder. */
const unitTests = (): string[] =>
  [UNIT, BLOCKS].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST.test(file))
      .map((file) => path.join(dir, file)),
  );

/** The project files a test imports itself, as paths from the project's root. */
function importsOf(test: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of readFileSync(test, 'utf8').matchAll(IMPORT)) {
    const base = path.normalize(path.join(path.dirname(test), specifier!)).replace(/\.js$/, '');
    found.push(base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending));
  }
  return found;
}

/** The unit tests for `changed`, or 'all' when the configuration changed. */
export function quickTests(changed: readonly string[]): string[] | 'all' {
  if (changed.some((file) => CONFIG.test(file))) return 'all';
  const changedSet = new Set(changed.filter((file) => existsSync(file)));
  const names = new Set([...changedSet].map((file) => path.basename(file).replace(/\.tsx?$/, '')));
  const blocks = new Set([...changedSet].map((file) => /^src\/blocks\/([^/]+)\//.exec(file)?.[1]).filter(Boolean));
  const folderOf = (test: string) => /^src\/blocks\/([^/]+)\//.exec(test)?.[1];
  return unitTests().filter((test) => {
    const name = path.basename(test).replace(/(\.[a-z]+)?\.test\.tsx?$/, '');
    return (
      changedSet.has(test) ||
      names.has(name) ||
      blocks.has(folderOf(test)) ||
      importsOf(test).some((file) => changedSet.has(file))
    );
  });
}
