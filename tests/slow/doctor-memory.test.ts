// The doctor of a long-lived process (the editor's publish worker) keeps what it read of each page by
// its page key (generator/doctor/memory.ts): after a small change it parses only the pages rendered
// again, and its findings are a fresh doctor's over a full build of the same site.json. On a site of
// more than a thousand pages whose towns have words of their own (the bench's large site), for a
// one-paragraph change and for a town page made a copy of another's (kept pair scores must not hide it).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { newDoctorMemory } from '../../generator/doctor/memory';
import { syntheticSite } from '../../generator/tools/bench/synthetic-site';
import { writeManifest } from '../../shared/build-manifest';

const TIMEOUT = 600_000;
let dir: string;
let siteFile: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
let site: Record<string, any>;
const memory = newDoctorMemory();
let live: string;
let routes: number;

/** Builds the site as a publish does (reusing the live build, its manifest written), then its doctor with the memory. */
async function publish(name: string) {
  await writeFile(siteFile, JSON.stringify(site, null, 2));
  const outDir = path.join(dir, name);
  const built = await build({ siteFile, outDir, reuse: live });
  expect(built.ok).toBe(true);
  await writeManifest(outDir, live);
  live = outDir;
  const kept = await doctor({ siteFile, outDir, memory, checked: built.checked });
  // A fresh doctor over a full build of the same site.json.
  const full = path.join(dir, `${name}-full`);
  expect((await build({ siteFile, outDir: full })).ok).toBe(true);
  const fresh = await doctor({ siteFile, outDir: full });
  return { built, kept, fresh };
}

beforeAll(async () => {
  ({ siteFile, dir } = await syntheticSite(1_200, { ownWords: true }));
  site = JSON.parse(await readFile(siteFile, 'utf8'));
  live = path.join(dir, 'first');
  const first = await build({ siteFile, outDir: live });
  expect(first.ok).toBe(true);
  routes = first.routes;
  await writeManifest(live);
  const read = await doctor({ siteFile, outDir: live, memory, checked: first.checked });
  expect(read.parsedPages).toBe(routes);
}, TIMEOUT);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the doctor's memory on a site of more than a thousand pages", () => {
  it(
    'after a one-paragraph change parses that page alone and finds what a fresh doctor finds',
    async () => {
      expect(routes).toBeGreaterThan(1_000);
      site.towns[0].pages.landscaping.blocks.narrative.paragraphs[0] += ' We also rake the sand back after storms.';
      const { built, kept, fresh } = await publish('paragraph');
      expect(built.renderedPages).toEqual(['/landscaping-in-huron']);
      expect(kept.parsedPages).toBe(1);
      expect(kept.findings.filter((f) => f.severity === 'error')).toEqual([]);
      expect(kept.findings).toEqual(fresh.findings);
      expect(kept.lines).toEqual(fresh.lines);
    },
    TIMEOUT,
  );

  it(
    "after one town's page is made another's with its name changed finds the near copy as a fresh doctor does",
    async () => {
      const [from, to] = site.towns.slice(-2);
      // Its words, with its own town's name where the other's was: a near copy of the other's page.
      to.pages.landscaping = JSON.parse(JSON.stringify(from.pages.landscaping).replaceAll(from.name, to.name));
      const { built, kept, fresh } = await publish('copy');
      const copy = `/landscaping-in-${to.slug}`;
      expect(built.renderedPages).toEqual([copy]);
      expect(kept.parsedPages).toBe(1);
      // Named on the first of the two pages (its closest copy being the later one).
      const nearCopies = kept.findings.filter((f) => f.check === 'near-duplicates').map((f) => f.page);
      expect(nearCopies).toContain(`/landscaping-in-${from.slug}`);
      expect(kept.findings).toEqual(fresh.findings);
      expect(kept.lines).toEqual(fresh.lines);
    },
    TIMEOUT,
  );
});
