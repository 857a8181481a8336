// A publish after a small change takes the live build's unchanged pages (hard links) and renders the
// changed one: the new build passes its manifest check and the public server switches to it and
// serves both; a file of the live build that no longer matches its manifest is not reused.
import { appendFile, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../editor/server/publish';
import { SiteFile } from '../../editor/server/site-file';
import type { PublishState } from '../../editor/shared/api-types';
import { manifestProblem } from '../../shared/build-manifest';
import { BUILD_INFO_FILE, type BuildInfo } from '../../shared/builds';
import { imagesDirOf } from '../../generator/api';
import { startApp, type Running } from '../integration/helpers/start-app';
import { writePublishableSite } from '../helpers/publishable-site';
import { until } from '../helpers/until';

let dir: string;
let siteFile: string;
let publisher: Publisher;
let server: Running;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
async function writeSite(change: (site: Record<string, any>) => void): Promise<void> {
  const site = JSON.parse(await readFile(siteFile, 'utf8'));
  change(site);
  await writeFile(siteFile, JSON.stringify(site, null, 2));
}

async function publish(): Promise<{ state: PublishState; info: BuildInfo; dir: string }> {
  const state = publisher.start();
  await until(() => state.status !== 'running', 'the publish to finish', 240_000, 50);
  expect(state.error).toBeUndefined();
  expect(state.status).toBe('published');
  const built = path.join(publisher.buildsDir, state.buildId);
  return { state, info: JSON.parse(await readFile(path.join(built, BUILD_INFO_FILE), 'utf8')), dir: built };
}

const served = async (route: string) => {
  const response = await fetch(`${server.baseUrl}${route}`);
  return { build: response.headers.get('x-build-id'), text: await response.text() };
};

const BUILD_TIMEOUT = 300_000;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-reuse-'));
  siteFile = await writePublishableSite(dir);
  const buildsDir = path.join(dir, 'builds');
  publisher = new Publisher(new SiteFile(siteFile, path.join(dir, 'versions'), imagesDirOf(siteFile)), buildsDir);
  server = await startApp({ distDir: path.join(dir, 'no-dist'), buildsDir });
}, 60_000);

afterAll(async () => {
  await publisher?.close();
  await server?.stop();
});

describe('a publish after a small change', () => {
  it(
    'renders the changed page only, passes its manifest check, and the server serves the new build',
    async () => {
      const first = await publish();
      expect(first.info.reused).toBe(0);

      await writeSite((site) => {
        site.towns[1].pages['lawn-care'].blocks.hero.text += ' We bag the clippings too.';
      });
      const second = await publish();
      expect(second.info.reused).toBe(second.info.routes - 1);
      expect(await manifestProblem(second.dir)).toBeNull();
      // The unchanged home page is the live build's file; the changed page is a new one.
      expect((await stat(path.join(second.dir, 'index.html'))).ino).toBe(
        (await stat(path.join(first.dir, 'index.html'))).ino,
      );
      expect((await stat(path.join(second.dir, 'lawn-care-in-sandusky/index.html'))).ino).not.toBe(
        (await stat(path.join(first.dir, 'lawn-care-in-sandusky/index.html'))).ino,
      );

      await until(async () => (await served('/')).build === second.state.buildId, 'the server to switch', 5_000, 50);
      expect((await served('/lawn-care-in-sandusky')).text).toContain('We bag the clippings too.');
      expect((await served('/lawn-care-in-huron')).build).toBe(second.state.buildId);
      // The keys are the build's own: never served.
      expect((await stat(path.join(second.dir, '.page-keys.json'))).isFile()).toBe(true);
      expect((await fetch(`${server.baseUrl}/.page-keys.json`)).status).toBe(404);
    },
    BUILD_TIMEOUT,
  );

  it(
    'does not reuse a file of the live build that was changed after publishing',
    async () => {
      const live = path.join(publisher.buildsDir, publisher.builds().find((b) => b.live)!.id);
      await appendFile(path.join(live, 'lawn-care-in-huron/index.html'), '<!-- changed by hand -->');
      await writeSite((site) => {
        site.towns[1].pages['lawn-care'].blocks.hero.text += ' And edge the walks.';
      });
      const third = await publish();
      // The changed page and the damaged one are rendered; the others, as published, are shared.
      expect(third.info.reused).toBe(third.info.routes - 2);
      expect(await manifestProblem(third.dir)).toBeNull();
      expect(await readFile(path.join(third.dir, 'lawn-care-in-huron/index.html'), 'utf8')).not.toContain(
        'changed by hand',
      );
      expect((await stat(path.join(third.dir, 'lawn-care-in-huron/index.html'))).ino).not.toBe(
        (await stat(path.join(live, 'lawn-care-in-huron/index.html'))).ino,
      );
    },
    BUILD_TIMEOUT,
  );
});
