// Published builds without a publish: the fake dist (tests/integration/helpers/fake-dist.ts) written
// into a builds folder as a build with its .build.json and manifest, as the editor leaves one, for
// tests of the public server's switching and checks that need no real build.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeManifest } from '../../shared/build-manifest';
import { BUILD_INFO_FILE, newBuildId, writePointer, type BuildInfo } from '../../shared/builds';
import { makeFakeDist } from '../integration/helpers/fake-dist';

let made = 0;

/** Writes a complete build (the fake dist, plus `extra` files) into `buildsDir`; makes it live unless `live` is false. Returns its id. */
export async function fakeBuild(
  buildsDir: string,
  { extra = {}, live = true }: { extra?: Record<string, string>; live?: boolean } = {},
): Promise<string> {
  made++;
  const id = newBuildId(made.toString(16).padStart(8, '0'), new Date(Date.UTC(2026, 0, 1, 0, 0, made)));
  const dist = makeFakeDist(extra);
  await cp(dist, path.join(buildsDir, id), { recursive: true });
  await rm(dist, { recursive: true, force: true });
  const info: BuildInfo = { id, builtAt: new Date().toISOString(), siteHash: id.slice(-8), routes: 5, ms: 1 };
  await writeFile(path.join(buildsDir, id, BUILD_INFO_FILE), JSON.stringify(info));
  await writeManifest(path.join(buildsDir, id));
  if (live) await writePointer(buildsDir, id);
  return id;
}
