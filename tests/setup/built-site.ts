// Vitest globalSetup of the projects whose tests read the built site (dist/): builds it once, before
// any of them run, when it is missing (`npm test` has just built it, so then this costs nothing).
// Only the site, as `npm test`'s build step does: no test reads the compiled server (server-build/).
// A failed build stops the run here, with the build's own output above.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../generator/paths';

export default function buildSiteOnce(): void {
  const dist = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
  if (existsSync(path.join(dist, 'sitemap.xml'))) return;
  console.log(`Building the site once for the tests that read it: ${dist} has no sitemap.xml.`);
  const args = ['generator/cli.ts', 'build', ...(process.env.DIST_DIR ? ['--out', dist] : [])];
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: projectRoot, stdio: 'inherit' });
  if (status !== 0)
    throw new Error(
      `\`npx tsx ${args.join(' ')}\` failed (its output is above): the tests that read the built site cannot run.`,
    );
}
