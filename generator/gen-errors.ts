// Writes docs/errors.md from the error catalogue (generator/errors/docs.ts).
// `--check` compares instead of writing and exits 1 when the committed file is stale (run by npm test).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { errorsDoc } from './errors/docs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const errorsDocPath = path.join(root, 'docs/errors.md');

/** Whether docs/errors.md says what the catalogue says now. */
export async function errorsDocIsFresh(): Promise<boolean> {
  const current = await readFile(errorsDocPath, 'utf8').catch(() => '');
  return current === errorsDoc();
}

async function main() {
  if (process.argv.includes('--check')) {
    if (!(await errorsDocIsFresh())) {
      console.error(
        'docs/errors.md is out of date with generator/errors/. Run `npm run gen:errors` and commit the result.',
      );
      process.exit(1);
    }
    console.log('docs/errors.md is up to date.');
    return;
  }
  await writeFile(errorsDocPath, errorsDoc());
  console.log(`wrote ${path.relative(root, errorsDocPath)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
