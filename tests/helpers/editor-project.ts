// The editor over a temporary copy of a whole site (site.json and its assets/images), for tests
// that add, rename or delete pictures: the project's own pictures are never touched. `env` adds the
// editor's settings (BUILDS_DIR and PUBLIC_SITE_URL for tests that publish); `site: SMALL_SITE`
// copies the small site (small-site.ts) instead of site.json.
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../generator/paths';
import { endEditor, endedIfThrows, freePort, runEditor, signedIn, type RunningEditor } from './editor-server';
import { SMALL_SITE, writeSmallSite } from './small-site';

export interface RunningProject extends RunningEditor {
  dir: string;
  imagesDir: string;
}

export async function startEditorOnCopy(
  env: NodeJS.ProcessEnv = {},
  options: { site?: typeof SMALL_SITE } = {},
): Promise<RunningProject> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-project-'));
  if (options.site === SMALL_SITE) await writeSmallSite(dir);
  else await cp(path.join(projectRoot, 'site.json'), path.join(dir, 'site.json'));
  await cp(path.join(projectRoot, 'assets/images'), path.join(dir, 'assets/images'), { recursive: true });
  const siteFile = path.join(dir, 'site.json');
  const versionsDir = path.join(dir, '.site-versions');
  const port = await freePort();
  const { child, ready, output } = runEditor({
    SITE: siteFile,
    EDITOR_PORT: String(port),
    EDITOR_VERSIONS_DIR: versionsDir,
    ...env,
  });
  const { code } = await ready;
  if (code !== null) throw new Error(`The editor exited (${code}) before listening:\n${output()}`);
  const base = `http://127.0.0.1:${port}`;
  return {
    dir,
    imagesDir: path.join(dir, 'assets/images'),
    base,
    port,
    pid: child.pid!,
    siteFile,
    versionsDir,
    output,
    ...(await endedIfThrows(signedIn(base, output()), () => endEditor(child))),
    stop: () => endEditor(child),
  };
}
