// The builds folder's lock, in one process standing for two editors: a publish that waits too long
// for another is refused in words and changes nothing, and so is a Roll back; a lock whose holder
// is gone (not refreshed for LOCK_STALE_MS) is taken over, and the new holder removes the temporary
// folder the gone publish left.
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher, PublishBusyError } from '../../editor/server/publish';
import type { PublishState } from '../../editor/shared/api-types';
import { LOCK_DIR, LOCK_STALE_MS, lockBuildsFolder } from '../../editor/server/publish-lock';
import { SiteFile } from '../../editor/server/site-file';
import { imagesDirOf } from '../../generator/paths';
import { newBuildId, readPointer } from '../../shared/builds';
import { fakeBuild } from '../helpers/fake-builds';

let dir: string;
let siteFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-lock-'));
  siteFile = path.join(dir, 'site.json');
  const site = JSON.parse(await readFile('tests/fixtures/minimal/site.json', 'utf8'));
  site.towns[1].pages = {
    'lawn-care': {
      blocks: {
        hero: {
          heading: 'City lots kept tidy all season',
          text: 'Narrow Sandusky yards behind porches and fences, mowed with small machines and edged by hand.',
        },
        areas: {
          heading: 'Streets we mow every week',
          bullets: ['Old Town and the Columbus Avenue blocks', 'Homes around Washington Park'],
        },
      },
      title: 'Sandusky city lawns, mowed and fed on a schedule',
      description:
        'Small city lots near Washington Park and Old Town, mowed weekly and fed four times a year by a crew that parks close and leaves no clippings.',
    },
  };
  await writeFile(siteFile, JSON.stringify(site, null, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const publisherFor = (buildsDir: string, waitMs = { publish: 600, activate: 300 }) =>
  new Publisher(new SiteFile(siteFile, path.join(dir, 'versions'), imagesDirOf(siteFile)), buildsDir, waitMs);

/** Runs a publish to its end, keeping every state it told. */
async function publish(publisher: Publisher): Promise<{ end: PublishState; told: PublishState[] }> {
  const told: PublishState[] = [];
  const end = new Promise<PublishState>((resolve) => {
    const listen = (state: PublishState) => {
      told.push({ ...state });
      if (state.status !== 'running') {
        publisher.off('change', listen);
        resolve(state);
      }
    };
    publisher.on('change', listen);
  });
  publisher.start();
  return { end: await end, told };
}

describe('the builds folder lock', () => {
  it('a publish that waits too long for another is refused in words; the live site is untouched', async () => {
    const buildsDir = path.join(dir, 'held');
    const live = await fakeBuild(buildsDir);
    const other = await lockBuildsFolder(buildsDir, { waitMs: 0 }); // another editor's publish, still running
    try {
      const publisher = publisherFor(buildsDir);
      const { end, told } = await publish(publisher);
      expect(told).toContainEqual(
        expect.objectContaining({
          status: 'running',
          stage: 'wait',
          waiting: expect.stringMatching(/^Waiting for another publish to finish/),
        }),
      );
      expect(end).toMatchObject({
        status: 'failed',
        stage: 'wait',
        error:
          'Another publish or Roll back into the same builds folder has been running for over 0.6 s, so this publish did not start and the live site was not changed. Publish again once it has finished.',
      });
      expect(end.waiting).toBeUndefined();
      const rollback = await publisher.activate(live).then(
        () => null,
        (error: Error) => error,
      );
      expect(rollback).toBeInstanceOf(PublishBusyError);
      expect(rollback!.message).toBe(
        'Another publish or Roll back into the same builds folder has been running for over 0.3 s, so the live site was not changed. Roll back once it has finished.',
      );
      expect(readPointer(buildsDir)).toBe(live);
      expect((await readdir(buildsDir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
    } finally {
      await other.release();
    }
  });

  it('takes over the lock of a publish that is gone, removes its temporary folder, and publishes', async () => {
    const buildsDir = path.join(dir, 'stale');
    await mkdir(path.join(buildsDir, LOCK_DIR), { recursive: true }); // a crashed holder's lock, no longer refreshed
    const gone = new Date(Date.now() - LOCK_STALE_MS - 5_000);
    await utimes(path.join(buildsDir, LOCK_DIR), gone, gone);
    const leftover = `.tmp-${newBuildId('deadbeef')}`;
    await mkdir(path.join(buildsDir, leftover, 'about'), { recursive: true });
    await writeFile(path.join(buildsDir, leftover, 'about/index.html'), 'half written');
    const { end, told } = await publish(publisherFor(buildsDir));
    expect(end, end.error).toMatchObject({ status: 'published' });
    expect(told.map((t) => t.stage)).not.toContain('wait');
    expect(readPointer(buildsDir)).toBe(end.buildId);
    const names = await readdir(buildsDir);
    expect(names).not.toContain(leftover);
    expect(names).not.toContain(LOCK_DIR); // released
    console.log(`publish after taking over a stale lock: ${end.ms} ms`);
  }, 300_000);
});
