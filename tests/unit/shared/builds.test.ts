// The builds folder: the pointer names the live build (and the symlink `live` its folder), only
// complete builds are listed, and pruning keeps the five newest and always the live one.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILD_INFO_FILE,
  LIVE_LINK,
  listBuilds,
  newBuildId,
  pruneBuilds,
  readPointer,
  readPointerFile,
  writePointer,
} from '../../../shared/builds';

function folderWithBuilds(count: number): { dir: string; ids: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  const ids = Array.from({ length: count }, (_, i) =>
    newBuildId(`${i}`.padStart(8, 'a'), new Date(Date.UTC(2026, 10, 23, 18, i))),
  );
  for (const id of ids) {
    mkdirSync(path.join(dir, id));
    writeFileSync(
      path.join(dir, id, BUILD_INFO_FILE),
      JSON.stringify({ id, builtAt: '', siteHash: '', routes: 1, ms: 1 }),
    );
  }
  return { dir, ids };
}

describe('builds folder', () => {
  it('names builds by time and site.json hash, and lists complete ones newest first', () => {
    const { dir, ids } = folderWithBuilds(3);
    expect(ids[0]).toBe('2026-11-23T18-00-00-000Z-aaaaaaa0');
    mkdirSync(path.join(dir, `.tmp-${newBuildId('ffffffff')}`)); // a publish under way
    expect(listBuilds(dir).map((b) => b.id)).toEqual([...ids].reverse());
  });

  it('reads the pointer it wrote, and ignores one naming no kept build', async () => {
    const { dir, ids } = folderWithBuilds(2);
    expect(readPointer(dir)).toBeUndefined();
    await writePointer(dir, ids[0]!);
    expect(readPointer(dir)).toBe(ids[0]);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    writeFileSync(path.join(dir, 'current'), '../../etc\n');
    expect(readPointer(dir)).toBeUndefined();
    expect(readPointerFile(dir)?.id).toBe('../../etc'); // what it says, for the server to refuse in words
  });

  it('points the symlink `live` at the live build, relative, replaced whole on each switch', async () => {
    const { dir, ids } = folderWithBuilds(2);
    for (const id of [ids[0]!, ids[1]!, ids[0]!]) {
      await writePointer(dir, id);
      expect(readlinkSync(path.join(dir, LIVE_LINK))).toBe(id);
      expect(readFileSync(path.join(dir, LIVE_LINK, BUILD_INFO_FILE), 'utf8')).toContain(id);
    }
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the five newest and the live one, and removes leftovers of unfinished publishes', async () => {
    const { dir, ids } = folderWithBuilds(8);
    await writePointer(dir, ids[1]!); // rolled back far
    mkdirSync(path.join(dir, `.tmp-${newBuildId('eeeeeeee')}`));
    const removed = await pruneBuilds(dir);
    expect(removed.sort()).toEqual([expect.stringMatching(/^\.tmp-/), ids[0], ids[2]]);
    expect(listBuilds(dir).map((b) => b.id)).toEqual([ids[7], ids[6], ids[5], ids[4], ids[3], ids[1]]);
    expect(readPointer(dir)).toBe(ids[1]);
  });
});
