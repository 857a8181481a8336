// How long a publish takes, the way the editor's Publish does it: the default site through the
// editor's own Publisher (its publish worker, the doctor, the manifest, the switch) into a temporary
// builds folder, and the 6,000-town-page synthetic site through the same build and manifest functions.
// Each: a first (full) publish, a one-paragraph change on one town page (one page rendered, the rest
// reused from the live build), a phone change (every page rendered), and a full build beside them.
// `tsx generator/tools/bench/publish.ts [--sizes 60,6000]` prints one JSON line; `npm run bench`
// runs that line (main.ts). It reports; it never fails on time.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Publisher } from '../../../editor/server/publish';
import { SiteFile } from '../../../editor/server/site-file';
import type { PublishState } from '../../../editor/shared/api-types';
import { manifestProblem, writeManifest } from '../../../shared/build-manifest';
import { BUILD_INFO_FILE, POINTER_FILE, type BuildInfo } from '../../../shared/builds';
import { build } from '../../build';
import { doctor, type DoctorOptions } from '../../doctor/doctor';
import { newDoctorMemory } from '../../doctor/memory';
import type { CheckedSite } from '../../check/validate';
import { imagesDirOf, projectRoot } from '../../paths';
import { syntheticSite } from './synthetic-site';

/** One publish: its time from the click to live, the build's own time, its pages, and each stage's time. */
export interface PublishMeasure {
  ms: number;
  buildMs: number;
  routes: number;
  reused: number;
  /** ms from each stage's start to the next's (check holds the worker's start when it is new). */
  stages: Record<string, number>;
  error?: string;
}

/** The build-level measure of a large site: build, then the manifest written and checked, as a publish does. */
interface BuildStepsMeasure {
  buildMs: number;
  rendered: number;
  reused: number;
  manifestWriteMs: number;
  manifestCheckMs: number;
  /** Build (each shared file held to the live manifest as it is taken) and manifest: a publish's time but for the doctor (see doctor), the lock and the switch. */
  ms: number;
}

interface DoctorMeasure {
  ms: number;
  /** Pages whose HTML it parsed. */
  parsed: number;
  findings: number;
  errors: number;
  /** What it adds to the heap in use (garbage collected before and after): its memory, and the worker's growth between publishes. */
  keptMb: number;
}

export interface PublishBench {
  loadAverage: number[];
  default?: {
    routes: number;
    /** The first publish: the worker started, every page rendered. */
    firstPublish: PublishMeasure;
    /** Each round's: a one-paragraph change; a phone change (every page) with the live build to reuse; another phone change with none (a full build, the worker running). */
    paragraph: PublishMeasure[];
    phone: PublishMeasure[];
    fullPublish: PublishMeasure[];
  };
  large?: {
    routes: number;
    full: BuildStepsMeasure;
    paragraph: BuildStepsMeasure;
    phone: BuildStepsMeasure;
    /** A full build of the phone-changed site, last: what the phone change is compared with at the same point of the run (the disk holding the earlier builds). */
    fullLast: BuildStepsMeasure;
    /** The doctor as the publish worker runs it: over the full build (every page read), then over the one-paragraph build, keeping what it read (doctor/memory.ts). */
    doctor: { first: DoctorMeasure; paragraph: DoctorMeasure };
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- site.json, changed freely
type Site = Record<string, any>;

/** The one-paragraph change: a sentence added to the first paragraph of Huron's landscaping page. */
const changeParagraph = (site: Site, words: string) => {
  site.towns[0].pages.landscaping.blocks.narrative.paragraphs[0] += ` ${words}`;
};
/** A phone change: every page shows the number. */
const changePhone = (site: Site, phone: string) => {
  site.business.phone = phone;
};

async function defaultSitePublishes(rounds: number): Promise<NonNullable<PublishBench['default']>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-publish-'));
  try {
    const siteFile = path.join(dir, 'site.json');
    const site = JSON.parse(await readFile(path.join(projectRoot, 'site.json'), 'utf8')) as Site;
    site.$schema = path.join(projectRoot, 'schema/site.schema.json');
    site.site.assets = path.join(projectRoot, 'assets');
    const save = () => writeFile(siteFile, JSON.stringify(site, null, 2));
    await save();
    const buildsDir = path.join(dir, 'builds');
    const publisher = new Publisher(
      new SiteFile(siteFile, path.join(dir, 'versions'), imagesDirOf(siteFile)),
      buildsDir,
    );
    try {
      const firstPublish = await measurePublish(publisher);
      const measured = {
        paragraph: [] as PublishMeasure[],
        phone: [] as PublishMeasure[],
        fullPublish: [] as PublishMeasure[],
      };
      for (let round = 0; round < rounds; round++) {
        changeParagraph(site, `We also rake the sand back after storm ${round + 1}.`);
        await save();
        measured.paragraph.push(await measurePublish(publisher));
        changePhone(site, `(419) 555-01${String(70 + round * 2)}`);
        await save();
        measured.phone.push(await measurePublish(publisher));
        changePhone(site, `(419) 555-01${String(71 + round * 2)}`);
        await save();
        await rm(path.join(buildsDir, POINTER_FILE)); // no live build: every page is rendered
        measured.fullPublish.push(await measurePublish(publisher));
      }
      return { routes: firstPublish.routes, firstPublish, ...measured };
    } finally {
      await publisher.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measurePublish(publisher: Publisher): Promise<PublishMeasure> {
  const marks: [string, number][] = [];
  const started = performance.now();
  const mark = (state: PublishState) => {
    if (marks.at(-1)?.[0] !== state.stage) marks.push([state.stage, performance.now()]);
  };
  publisher.on('change', mark);
  const state = publisher.start();
  mark(state);
  await new Promise<void>((resolve) => {
    const done = (s: PublishState) => {
      if (s.status === 'running') return;
      publisher.off('change', done);
      resolve();
    };
    publisher.on('change', done);
  });
  publisher.off('change', mark);
  const ended = performance.now();
  const stages = Object.fromEntries(
    marks.map(([stage, at], i) => [stage, Math.round((marks[i + 1]?.[1] ?? ended) - at)]),
  );
  let info: BuildInfo | undefined;
  if (state.status === 'published')
    info = JSON.parse(
      await readFile(path.join(publisher.buildsDir, state.buildId, BUILD_INFO_FILE), 'utf8'),
    ) as BuildInfo;
  return {
    ms: Math.round(ended - started),
    buildMs: info?.ms ?? 0,
    routes: info?.routes ?? 0,
    reused: info?.reused ?? 0,
    stages,
    ...(state.status === 'published' ? {} : { error: state.error ?? state.status }),
  };
}

async function buildSteps(
  siteFile: string,
  outDir: string,
  reuse?: string,
): Promise<{ measure: BuildStepsMeasure; checked?: CheckedSite }> {
  const started = performance.now();
  const result = await build({ siteFile, outDir, reuse });
  if (!result.ok) throw new Error(`The ${path.basename(siteFile)} of the large site has problems.`);
  const built = performance.now();
  await writeManifest(outDir, reuse);
  const written = performance.now();
  const problem = await manifestProblem(outDir);
  if (problem) throw new Error(`The large site's build does not match its manifest: ${problem}`);
  const checked = performance.now();
  const measure = {
    buildMs: Math.round(built - started),
    rendered: result.renderedPages.length,
    reused: result.reusedPages.length,
    manifestWriteMs: Math.round(written - built),
    manifestCheckMs: Math.round(checked - written),
    ms: Math.round(checked - started),
  };
  return { measure, checked: result.checked };
}

/** Heap in use once garbage is collected (the bench runs with --expose-gc), in MB. */
async function heapInUse(): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve)); // past the frame that held the last result
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** The doctor's findings and pages parsed, its result let go of before the heap is weighed. */
async function runDoctor(options: DoctorOptions) {
  const { findings, parsedPages } = await doctor(options);
  return { findings: findings.length, errors: findings.filter((f) => f.severity === 'error').length, parsedPages };
}

/** The doctor of a publish, as its worker runs it: with its memory and the site as the build read it. */
async function measureDoctor(options: DoctorOptions): Promise<DoctorMeasure> {
  const before = await heapInUse();
  const started = performance.now();
  const { findings, errors, parsedPages } = await runDoctor(options);
  const ms = Math.round(performance.now() - started);
  return { ms, parsed: parsedPages, findings, errors, keptMb: Math.round((await heapInUse()) - before) };
}

async function largeSiteBuilds(townPages: number): Promise<NonNullable<PublishBench['large']>> {
  // Towns with words of their own: a site the doctor lets through, as a publish of this size would be.
  const { siteFile, dir } = await syntheticSite(townPages, { ownWords: true });
  try {
    const site = JSON.parse(await readFile(siteFile, 'utf8')) as Site;
    const save = () => writeFile(siteFile, JSON.stringify(site, null, 2));
    const memory = newDoctorMemory();
    const full = await buildSteps(siteFile, path.join(dir, 'full'));
    const first = await measureDoctor({ siteFile, outDir: path.join(dir, 'full'), memory, checked: full.checked });
    changeParagraph(site, 'We also rake the sand back after storms.');
    await save();
    const paragraph = await buildSteps(siteFile, path.join(dir, 'paragraph'), path.join(dir, 'full'));
    const paragraphDoctor = await measureDoctor({
      siteFile,
      outDir: path.join(dir, 'paragraph'),
      memory,
      checked: paragraph.checked,
    });
    changePhone(site, '(419) 555-0177');
    await save();
    const phone = await buildSteps(siteFile, path.join(dir, 'phone'), path.join(dir, 'paragraph'));
    const fullLast = await buildSteps(siteFile, path.join(dir, 'full-last'));
    return {
      routes: full.measure.rendered,
      full: full.measure,
      paragraph: paragraph.measure,
      phone: phone.measure,
      fullLast: fullLast.measure,
      doctor: { first, paragraph: paragraphDoctor },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Publish times on the default site (`60`: its routes) and on a synthetic site of `sizes`' other town-page counts. */
async function publishBench(sizes: number[] = [60, 6000], rounds = 3): Promise<PublishBench> {
  const result: PublishBench = { loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) };
  if (sizes.includes(60)) result.default = await defaultSitePublishes(rounds);
  const large = sizes.find((size) => size > 60);
  if (large) result.large = await largeSiteBuilds(large);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const at = process.argv.indexOf('--sizes');
  const sizes = at > 0 ? process.argv[at + 1]!.split(',').map(Number) : undefined;
  const roundsAt = process.argv.indexOf('--rounds');
  console.log(JSON.stringify(await publishBench(sizes, roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : undefined)));
  process.exit(0); // the render workers' pool and Vite may hold the event loop open
}
