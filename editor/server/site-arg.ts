// Which site file `npm run edit` opens: `--site other/site.json` (or `--site=…`), else SITE, else the
// project's site.json. A file that is not there is said in words, rather than an empty editor opening.
import { statSync } from 'node:fs';
import path from 'node:path';

export function siteFileOf(
  argv: string[],
  env: NodeJS.ProcessEnv,
  fallback: string,
): { file: string } | { problem: string } {
  const at = argv.indexOf('--site');
  const given = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--site='))?.slice('--site='.length);
  if (at >= 0 && (!given || given.startsWith('--')))
    return { problem: 'Name the site file after --site, as in: npm run edit -- --site other/site.json' };
  const file = path.resolve(given ?? env.SITE ?? fallback);
  const kind = (() => {
    try {
      return statSync(file).isFile() ? 'file' : 'other';
    } catch {
      return 'none';
    }
  })();
  const named = given ? '--site' : env.SITE ? 'SITE' : 'the default';
  if (kind === 'none')
    return {
      problem: `There is no site file at ${file} (named by ${named}). Check the path: npm run edit -- --site other/site.json, or SITE=other/site.json npm run edit.`,
    };
  if (kind === 'other')
    return {
      problem: `${file} (named by ${named}) is a folder, not a site file. Name its site.json, as in: npm run edit -- --site other/site.json.`,
    };
  return { file };
}
