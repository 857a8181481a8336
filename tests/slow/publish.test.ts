// Publish and roll back against a running public server, over a temporary copy of a small site and
// a temporary builds folder: a publish under a load of GETs switches the server with no answer other
// than 200, every answer's page from the build its X-Build-Id names; a build that fails leaves the
// live site alone, and so does one whose town pages are near copies (the doctor's near-duplicate
// check); Roll back brings the previous build back; an old page still gets its old scripts.
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../editor/server/publish';
import type { PublishState } from '../../editor/shared/api-types';
import { SiteFile } from '../../editor/server/site-file';
import { readPointer } from '../../shared/builds';
import { startApp, type Running } from '../integration/helpers/start-app';
import { publishableSite } from '../helpers/publishable-site';
import { answersByBuild, getLoadDuring, notFromTheirBuild } from '../helpers/get-load';
import { until } from '../helpers/until';

const PHONE = { a: '(419) 555-0100', b: '(419) 555-0199' };
const ROUTES = ['/', '/services', '/lawn-care', '/contact', '/lawn-care-in-huron', '/lawn-care-in-sandusky'];

let dir: string;
let siteFile: string;
let publisher: Publisher;
let server: Running;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
async function writeSite(change: (site: Record<string, any>) => void) {
  const site = await publishableSite();
  change(site);
  await writeFile(siteFile, JSON.stringify(site, null, 2));
}

async function publish(): Promise<PublishState> {
  const state = publisher.start();
  await until(() => state.status !== 'running', 'the publish to finish', 120_000, 100);
  return state;
}

/** Waits for the server to serve `id` (it notices the pointer within a second). */
async function servedBuild(id: string): Promise<void> {
  await until(
    async () => (await fetch(`${server.baseUrl}/`)).headers.get('x-build-id') === id,
    `the server to switch to ${id}`,
    5_000,
    50,
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
  siteFile = path.join(dir, 'site.json');
  const images = path.join(dir, 'assets/images');
  await mkdir(images, { recursive: true });
  for (const name of ['lake-dock.jpg', 'lawn-grass.jpg'])
    await copyFile(path.join('assets/images', name), path.join(images, name));
  await writeFile(path.join(images, 'broken.jpg'), 'not a picture'); // there, so it checks; unreadable, so the build fails
  await writeSite((site) => {
    site.business.phone = PHONE.a;
  });
  const buildsDir = path.join(dir, 'builds');
  publisher = new Publisher(new SiteFile(siteFile, path.join(dir, 'versions'), images), buildsDir);
  server = await startApp({ distDir: path.join(dir, 'no-dist'), buildsDir });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

// A build of this small site takes ~10 s alone and over a minute on a busy two-core machine.
const BUILD_TIMEOUT = 300_000;

describe('publish', () => {
  let first: PublishState;
  let second: PublishState;

  it(
    "builds the saved site.json with progress, told as change events (the dialog's event stream), and makes it live",
    async () => {
      const stages: string[] = [];
      const told: PublishState[] = [];
      const listen = (change: PublishState) => {
        told.push({ ...change });
        if (stages.at(-1) !== change.stage) stages.push(change.stage);
      };
      publisher.on('change', listen);
      const state = await publish();
      publisher.off('change', listen);
      first = state;
      expect(told.at(-1)).toMatchObject({ status: 'published', stage: 'switch', ms: state.ms });
      expect(told.filter((t) => t.stage === 'pages').length).toBeGreaterThanOrEqual(ROUTES.length); // one per page written
      expect(state.error).toBeUndefined();
      expect(state).toMatchObject({
        status: 'published',
        pages: { done: ROUTES.length + 2, total: ROUTES.length + 2 },
      }); // + the alias and the 404 page
      expect(stages).toEqual(expect.arrayContaining(['bundle', 'pages']));
      expect(Array.isArray(state.findings)).toBe(true);
      console.log(
        `first publish: ${state.ms} ms; stages seen: ${stages.join(' → ')}; doctor findings: ${state.findings!.length}`,
      );
      expect(readPointer(publisher.buildsDir)).toBe(state.buildId);
      await servedBuild(state.buildId);
      const home = await fetch(`${server.baseUrl}/`);
      expect(await home.text()).toContain(PHONE.a);
    },
    BUILD_TIMEOUT,
  );

  it(
    'switches the running server under a load of GETs: only 200s, each page from the build its header names',
    async () => {
      await writeSite((site) => {
        site.business.phone = PHONE.b;
      });
      const { result, answers, ms } = await getLoadDuring(server.baseUrl, ROUTES, publish);
      second = result;
      expect(second.status).toBe('published');
      const byBuild = answersByBuild(answers);
      console.log(`${answers.length} GETs in ${ms} ms during a ${second.ms} ms publish: ${JSON.stringify(byBuild)}`);
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      expect(await notFromTheirBuild(answers, publisher.buildsDir)).toEqual([]);
      expect(byBuild[first.buildId]).toBeGreaterThan(0);
      expect(byBuild[second.buildId]).toBeGreaterThanOrEqual(200);
      expect(await (await fetch(`${server.baseUrl}/lawn-care-in-huron`)).text()).toContain(PHONE.b);
    },
    BUILD_TIMEOUT,
  );

  it('a page loaded before the switch still gets its own scripts from the earlier build', async () => {
    const oldHtml = await readFile(path.join(publisher.buildsDir, first.buildId, 'index.html'), 'utf8');
    const scripts = [...oldHtml.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(`${server.baseUrl}${script}`);
      expect(response.status, script).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
  });

  it(
    'a build that fails leaves the live site untouched and says why',
    async () => {
      await writeSite((site) => {
        site.business.phone = '(419) 555-0123';
        site.pages[0].blocks[0].image.src = 'broken.jpg';
      });
      const failed = await publish();
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^The build failed, so the live site was not changed\. .*broken\.jpg/s);
      console.log(`failed publish: ${failed.ms} ms: ${failed.error}`);
      await expectSecondStillLive();
    },
    BUILD_TIMEOUT,
  );

  /** Nothing changed the live site: the pointer, the kept builds and the page the server sends are still the second publish's. */
  async function expectSecondStillLive() {
    expect(readPointer(publisher.buildsDir)).toBe(second.buildId);
    expect(publisher.builds().map((b) => b.id)).toEqual([second.buildId, first.buildId]);
    const home = await fetch(`${server.baseUrl}/`);
    expect(home.headers.get('x-build-id')).toBe(second.buildId);
    expect(await home.text()).toContain(PHONE.b);
  }

  it('a site.json with problems is not built at all', async () => {
    await writeSite((site) => {
      site.business.phone = 'call us';
    });
    const refused = await publish();
    expect(refused).toMatchObject({ status: 'failed', stage: 'check' });
    expect(refused.problems).toContainEqual(expect.objectContaining({ pointer: '/business/phone' }));
    expect(readPointer(publisher.buildsDir)).toBe(second.buildId);
  });

  it(
    'a town page that is a near copy stops the publish after the build: the live site is untouched, the finding names the page',
    async () => {
      await writeSite((site) => {
        site.business.phone = '(419) 555-0177';
        delete site.towns[1].pages;
      });
      const blocked = await publish();
      expect(blocked).toMatchObject({ status: 'failed', stage: 'doctor' });
      expect(blocked.error).toMatch(/^1 town page is a near copy .*so the live site was not changed\./);
      expect(blocked.blockers).toEqual([
        expect.objectContaining({
          check: 'near-duplicates',
          page: '/lawn-care-in-sandusky',
          pointer: '/towns/1',
          message: expect.stringMatching(/100% the text every town shares.*the limit is 60%/),
        }),
      ]);
      console.log(`blocked publish: ${blocked.ms} ms: ${blocked.error} ${blocked.blockers![0]!.message}`);
      await expectSecondStillLive();
    },
    BUILD_TIMEOUT,
  );

  it('rolls back to the previous build in one step, and forward again', async () => {
    const builds = await publisher.activate(first.buildId);
    expect(builds.find((b) => b.live)?.id).toBe(first.buildId);
    await servedBuild(first.buildId);
    expect(await (await fetch(`${server.baseUrl}/lawn-care-in-huron`)).text()).toContain(PHONE.a);
    await publisher.activate(second.buildId);
    await servedBuild(second.buildId);
    expect(await (await fetch(`${server.baseUrl}/lawn-care-in-huron`)).text()).toContain(PHONE.b);
  });
});
