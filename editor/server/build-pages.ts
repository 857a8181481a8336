// Whether a finished build holds a page for every route its sitemap lists (and the 404 page), read
// before its manifest is written: the manifest then vouches only for a whole build, never for one
// whose files went missing while it was written.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The routes of the build in `dir` whose page file is missing (sitemap.xml lists the routes); `/404` when 404.html is. */
export async function missingPages(dir: string): Promise<string[]> {
  let sitemap: string;
  try {
    sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8');
  } catch {
    return ['/sitemap.xml'];
  }
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(new URL(m[1]!).pathname));
  const missing = routes.filter(
    (route) => !existsSync(path.join(dir, ...route.split('/').filter(Boolean), 'index.html')),
  );
  return existsSync(path.join(dir, '404.html')) ? missing : [...missing, '/404'];
}
