// `npm start`'s first half: runs `npm run build` when the site or the compiled server is missing, or
// older than site.json or anything under assets/, or dist/ holds another site than the one SITE names;
// otherwise starts at once. Then `npm run serve`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_CONTRACT_FILE } from '../shared/server-contract';
import { imagesDirOf, projectRoot } from './paths';

/**
 * Files the build writes last: the site's sitemap (before the assets' .br/.gz), its word to the server
 * (a dist/ built before there was one cannot be served) and the compiled server's marker.
 */
export const BUILT_MARKERS = ['dist/sitemap.xml', `dist/${SERVER_CONTRACT_FILE}`, 'server-build/server/main.js'];

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** The newest file's time: the file itself, or any file under the folder. */
function newest(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((latest, e) => Math.max(latest, mtime(path.join(e.parentPath, e.name)) ?? 0), 0);
}

/** Why a build is needed, or null when the last one is newer than every source. */
export function buildReason(root = projectRoot): string | null {
  const built = BUILT_MARKERS.map((marker) => mtime(path.join(root, marker)));
  const missing = BUILT_MARKERS.find((_, i) => built[i] === undefined);
  if (missing) return `${missing} is missing`;
  const siteFile = path.resolve(root, process.env.SITE ?? 'site.json');
  if (!builtFrom(siteFile, root)) return `dist/ holds another site than ${path.relative(root, siteFile)}`;
  const sources = Math.max(newest(siteFile), newest(path.dirname(imagesDirOf(siteFile))));
  return sources > Math.min(...(built as number[])) ? 'site.json or assets/ changed since the last build' : null;
}

/** Whether the built sitemap's addresses are the site's (its origin), read leniently: the build reports a broken file. */
function builtFrom(siteFile: string, root: string): boolean {
  try {
    const origin = (JSON.parse(readFileSync(siteFile, 'utf8')) as { site?: { origin?: string } }).site?.origin;
    return !origin || readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8').includes(`<loc>${origin}/`);
  } catch {
    return true;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reason = buildReason();
  if (reason) {
    console.log(`Building: ${reason}.`);
    const { status } = spawnSync('npm', ['run', 'build'], {
      cwd: projectRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    process.exitCode = status ?? 1;
  } else {
    console.log('The build is up to date with site.json and assets/: serving it.');
  }
}
