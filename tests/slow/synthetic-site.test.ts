// The bench's large site for publishes (generator/tools/bench/synthetic-site.ts, `ownWords`) is one the
// doctor lets through, as a site published at that size would be: each added town has words of its
// own. Without them the added towns' pages are the patterns' text alone, and the doctor refuses them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { syntheticSite } from '../../generator/tools/bench/synthetic-site';

async function doctorErrors(ownWords: boolean) {
  const { siteFile, dir, addedTowns } = await syntheticSite(150, { ownWords });
  try {
    const outDir = path.join(dir, 'dist');
    expect((await build({ siteFile, outDir })).ok).toBe(true);
    const { findings } = await doctor({ siteFile, outDir });
    return { addedTowns, errors: findings.filter((f) => f.severity === 'error') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("the bench's synthetic site", () => {
  it('with words of its own for each added town, passes the doctor', async () => {
    const { addedTowns, errors } = await doctorErrors(true);
    expect(addedTowns).toBeGreaterThan(15);
    expect(errors).toEqual([]);
  }, 300_000);

  it('without, has near copies the doctor refuses', async () => {
    const { addedTowns, errors } = await doctorErrors(false);
    expect(new Set(errors.filter((f) => f.check === 'near-duplicates').map((f) => f.page)).size).toBeGreaterThan(
      addedTowns,
    );
  }, 300_000);
});
