// A build that reuses an earlier build's unchanged pages (generator/render/reuse-pages.ts) gives the
// very files a full build gives, and the doctor (keeping its readings of unchanged pages from its last
// run, doctor/memory.ts) the very findings, parsing only the pages rendered again: for a one-paragraph change on one town page (one page rendered) and for a phone change
// (every page). On the default site, as publishes see it: each build finished with its manifest, and
// a file of the earlier build that is not as its manifest lists it is never taken.
import { appendFile, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build';
import { doctor } from '../../generator/doctor/doctor';
import { newDoctorMemory } from '../../generator/doctor/memory';
import { MANIFEST_FILE, manifestProblem, writeManifest } from '../../shared/build-manifest';

let dir: string;
let siteFile: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
let site: Record<string, any>;
const memory = newDoctorMemory();

async function writeSite(): Promise<void> {
  await writeFile(siteFile, JSON.stringify(site, null, 2));
}

/** Every file of a build, by its path inside it, with its bytes (its manifest aside: a publish's, not the build's). */
async function filesOf(root: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  const built = entries.filter((e) => e.isFile() && path.join(e.parentPath, e.name) !== path.join(root, MANIFEST_FILE));
  for (const entry of built.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await readFile(file));
  }
  return files;
}

async function expectSameFiles(full: string, reused: string): Promise<void> {
  const [a, b] = await Promise.all([filesOf(full), filesOf(reused)]);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  const differing = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
  expect(differing).toEqual([]);
}

const BUILD_TIMEOUT = 300_000;

/** A build as a publish finishes it: its manifest written (what a later build holds the files it takes to). */
async function finishedBuild(options: Parameters<typeof build>[0]): Promise<Awaited<ReturnType<typeof build>>> {
  const result = await build(options);
  expect(result.ok).toBe(true);
  await writeManifest(options.outDir, options.reuse);
  expect(await manifestProblem(options.outDir)).toBeNull();
  return result;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'build-reuse-'));
  siteFile = path.join(dir, 'site.json');
  site = JSON.parse(await readFile('site.json', 'utf8'));
  site.$schema = path.resolve('schema/site.schema.json');
  site.site.assets = path.resolve('assets');
  // Two unchanged pages with one title: findings the doctor must report again from pages it did not parse again.
  for (const town of [site.towns[2], site.towns[3]])
    town.pages.landscaping.title = 'Landscaping for lakeside homes | Riverbend';
  await writeSite();
  await finishedBuild({ siteFile, outDir: path.join(dir, 'first') });
  await doctor({ siteFile, outDir: path.join(dir, 'first'), memory });
}, BUILD_TIMEOUT);

describe('a build reusing the unchanged pages of an earlier one', () => {
  it(
    'after a one-paragraph change on one town page renders that page alone, and gives the same files and findings as a full build',
    async () => {
      site.towns[0].pages.landscaping.blocks.narrative.paragraphs[0] += ' We also rake the sand back after storms.';
      await writeSite();
      // On two render threads: the pool starts for the one page that needs it.
      const reused = await finishedBuild({
        siteFile,
        outDir: path.join(dir, 'paragraph'),
        reuse: path.join(dir, 'first'),
        renderThreads: 2,
      });
      expect(reused.renderThreads).toBe(2);
      expect(reused.renderedPages).toEqual(['/landscaping-in-huron']);
      expect(reused.reusedPages.length).toBe(reused.routes - 1);
      // As the publish worker runs it: with its memory and the site as the build read it.
      const incremental = await doctor({
        siteFile,
        outDir: path.join(dir, 'paragraph'),
        memory,
        checked: reused.checked,
      });
      expect(incremental.parsedPages).toBe(1);

      const full = await build({ siteFile, outDir: path.join(dir, 'paragraph-full') });
      expect(full.reusedPages).toEqual([]);
      await expectSameFiles(path.join(dir, 'paragraph-full'), path.join(dir, 'paragraph'));
      const fresh = await doctor({ siteFile, outDir: path.join(dir, 'paragraph-full') });
      expect(fresh.findings.map((f) => f.check)).toContain('unique-meta');
      expect(incremental.findings).toEqual(fresh.findings);
      expect(incremental.lines).toEqual(fresh.lines);

      // The unchanged pages are the earlier build's files, not copies.
      const [was, now] = await Promise.all([
        stat(path.join(dir, 'first/index.html')),
        stat(path.join(dir, 'paragraph/index.html')),
      ]);
      expect(now.ino).toBe(was.ino);
    },
    BUILD_TIMEOUT,
  );

  it(
    'after a phone change renders every page, and gives the same files and findings as a full build',
    async () => {
      site.business.phone = '(419) 555-0177';
      await writeSite();
      const reused = await finishedBuild({
        siteFile,
        outDir: path.join(dir, 'phone'),
        reuse: path.join(dir, 'paragraph'),
      });
      expect(reused.reusedPages).toEqual([]);
      expect(reused.renderedPages.length).toBe(reused.routes);
      const incremental = await doctor({ siteFile, outDir: path.join(dir, 'phone'), memory, checked: reused.checked });
      expect(incremental.parsedPages).toBe(reused.routes);
      await build({ siteFile, outDir: path.join(dir, 'phone-full') });
      await expectSameFiles(path.join(dir, 'phone-full'), path.join(dir, 'phone'));
      const fresh = await doctor({ siteFile, outDir: path.join(dir, 'phone-full') });
      expect(incremental.findings).toEqual(fresh.findings);
      expect(incremental.lines).toEqual(fresh.lines);
    },
    BUILD_TIMEOUT,
  );

  it(
    'takes no file of the earlier build that is not as its manifest lists it, nor any page from a build without one',
    async () => {
      const earlier = path.join(dir, 'phone');
      const page = (name: string) => path.join(earlier, name, 'index.html');
      // Appended to, and changed in place at the same size: both pages are rendered anew.
      await appendFile(page('lawn-care-in-huron'), '<!-- changed by hand -->');
      const bytes = await readFile(page('tree-removal-in-castalia'));
      bytes[bytes.indexOf('</main>') - 1] ^= 1;
      await writeFile(page('tree-removal-in-castalia'), bytes);
      const again = await build({ siteFile, outDir: path.join(dir, 'tampered'), reuse: earlier });
      expect(again.renderedPages.sort()).toEqual(['/lawn-care-in-huron', '/tree-removal-in-castalia']);
      expect(again.reusedPages.length).toBe(again.routes - 2);
      await expectSameFiles(path.join(dir, 'phone-full'), path.join(dir, 'tampered'));

      // The full build of the test before has no manifest: nothing of it is taken.
      const unfinished = await build({
        siteFile,
        outDir: path.join(dir, 'from-unfinished'),
        reuse: path.join(dir, 'phone-full'),
      });
      expect(unfinished.reusedPages).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});
