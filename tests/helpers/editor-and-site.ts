// The editor and the real public server (server/main.ts) over one temporary builds folder, both on
// free ports: what the specs that publish from the editor need.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endedIfThrows, startEditor, type RunningEditor } from './editor-server';
import { SMALL_SITE } from './small-site';
import { spawnServer, type ChildServer } from '../integration/helpers/child-server';

export interface EditorAndSite<E extends RunningEditor> {
  editor: E;
  site: ChildServer;
  dir: string;
  buildsDir: string;
  stop: () => Promise<void>;
}

/**
 * `start` runs the editor with the env that points its Publish at the public server (default: over a
 * copy of site.json; SMALL_SITE: over the small site, small-site.ts).
 */
export async function startEditorAndSite<E extends RunningEditor = RunningEditor>(
  prefix: string,
  start: ((env: NodeJS.ProcessEnv, dir: string) => Promise<E>) | typeof SMALL_SITE = (env) =>
    startEditor('site.json', env) as Promise<E>,
): Promise<EditorAndSite<E>> {
  const startEditorWith =
    start === SMALL_SITE ? (env: NodeJS.ProcessEnv) => startEditor(SMALL_SITE, env) as Promise<E> : start;
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const buildsDir = path.join(dir, 'builds');
  const dataDir = path.join(dir, 'data');
  const site = await spawnServer({ BUILDS_DIR: buildsDir, DIST_DIR: path.join(dir, 'no-dist'), DATA_DIR: dataDir });
  const stopSite = async () => {
    site.killGroup('SIGTERM');
    await site.exited;
    await rm(dir, { recursive: true, force: true });
  };
  // An editor that fails to start leaves no public server behind.
  const editor = await endedIfThrows(
    startEditorWith({ BUILDS_DIR: buildsDir, PUBLIC_SITE_URL: site.baseUrl, DATA_DIR: dataDir }, dir),
    stopSite,
  );
  return {
    editor,
    site,
    dir,
    buildsDir,
    async stop() {
      await editor.stop();
      await stopSite();
    },
  };
}
