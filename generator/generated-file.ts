// A file made by a command (`npm run gen:…`) and committed: written, or with `--check` (npm test)
// compared, so a stale one fails with the command that makes it fresh.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './paths';

export async function isFresh(file: string, content: string): Promise<boolean> {
  return (await readFile(path.join(projectRoot, file), 'utf8').catch(() => '')) === content;
}

/** Writes `file` (relative to the project), or checks it when the command was given `--check`. */
export async function writeOrCheck(file: string, content: string, command: string, from: string): Promise<void> {
  if (process.argv.includes('--check')) {
    if (!(await isFresh(file, content))) {
      console.error(`${file} is out of date with ${from}. Run \`${command}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${file} is up to date.`);
    return;
  }
  await mkdir(path.dirname(path.join(projectRoot, file)), { recursive: true });
  await writeFile(path.join(projectRoot, file), content);
  console.log(`wrote ${file}`);
}
