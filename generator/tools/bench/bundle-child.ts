// Bundling the engine's code afresh, as the first build after a change to it does:
// `tsx generator/tools/bench/bundle-child.ts <site.json>`, run by `npm run bench` in a process of its own (Vite
// sets NODE_ENV there). Both bundles go into empty folders; prints one JSON line with the milliseconds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleEngine } from '../../render/bundle';
import { loadSite } from '../../check/load';
import { sitePaths } from '../../paths';
import { usedBlockTypes } from '../../render/site-blocks';
import { validate } from '../../check/validate';

const siteFile = path.resolve(process.argv[2]!);
const { routes } = validate(await loadSite(siteFile), sitePaths(siteFile).imagesDir);
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bundles-'));
try {
  const started = performance.now();
  await bundleEngine(path.join(dir, 'dist'), usedBlockTypes(routes), path.join(dir, 'cache'));
  console.log(JSON.stringify({ bundleMs: performance.now() - started }));
} finally {
  await rm(dir, { recursive: true, force: true });
}
