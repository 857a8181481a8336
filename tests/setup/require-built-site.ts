// For tests that read the built site: the dist/ folder, or a failure that says how to get one.
// Never a silent skip: a missing dist/ used to pass these tests by skipping them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../generator/paths';

/** The built site's folder (DIST_DIR, else dist/); throws when its sitemap, the build's last page, is missing. */
export function requireBuiltSite(): string {
  const dist = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'sitemap.xml'))) {
    throw new Error(
      `${dist} holds no built site (no sitemap.xml). Run \`npm run build\`; the Vitest projects that need it build it in their globalSetup (tests/setup/built-site.ts).`,
    );
  }
  return dist;
}
