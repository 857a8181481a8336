// What a build is made from besides site.json: the engine's code (the same digest its bundles are kept
// by) and the site's pictures (names, sizes and times: read without opening the files). A publish of
// a site.json already live is skipped only when these are the same too, so a new engine or a replaced
// picture still gets published.
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { engineSources } from '../../generator/api';

/** `inputs`: the digest of the engine's code and the pictures; `engine`: the engine's code's alone (the publish worker's). */
export async function buildInputs(imagesDir: string): Promise<{ inputs: string; engine: string }> {
  const engine = await engineSources();
  const hash = createHash('sha256').update(engine);
  const names = (await readdir(imagesDir, { recursive: true }).catch(() => [] as string[])).sort();
  for (const name of names) {
    const file = await stat(path.join(imagesDir, name)).catch(() => undefined);
    if (file?.isFile()) hash.update(`\0${name}\0${file.size}\0${file.mtimeMs}`);
  }
  return { inputs: hash.digest('hex').slice(0, 16), engine };
}
