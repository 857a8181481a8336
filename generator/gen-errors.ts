// Writes docs/errors.md from the error catalogue (generator/errors/docs.ts).
// `--check` compares instead of writing and exits 1 when the committed file is stale (run by npm test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorsDoc } from './errors/docs';
import { isFresh, writeOrCheck } from './generated-file';
import { projectRoot } from './paths';

const ERRORS_DOC = 'docs/errors.md';
export const errorsDocPath = path.join(projectRoot, ERRORS_DOC);

/** Whether docs/errors.md says what the catalogue says now. */
export const errorsDocIsFresh = (): Promise<boolean> => isFresh(ERRORS_DOC, errorsDoc());

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await writeOrCheck(ERRORS_DOC, errorsDoc(), 'npm run gen:errors', 'generator/errors/');
