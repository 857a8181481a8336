// Where a page's time goes: `tsx generator/tools/bench/profile-child.ts <site.json> <pages>`, run by
// `npm run bench`. Renders the first `pages` town pages of the site the way a build does (page data,
// React render with styled-components, the document, page.json, the files written), on this one thread
// under V8's CPU profiler, and prints one JSON line: milliseconds per page by kind of work, and the
// functions that spent the most time themselves. One thread, so every sample belongs to a page.
import { Session } from 'node:inspector/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleRenderer } from '../../render/bundle';
import { prepareImages } from '../../assets/images';
import { loadSite } from '../../check/load';
import { logoFiles } from '../../assets/logo';
import { sitePaths } from '../../paths';
import { buildPage, type RenderPage } from '../../render/prerender';
import { writePage as writePageFiles } from '../../render/write-page';
import { imagesOf, siteChrome } from '../../pages/resolve';
import { validate } from '../../check/validate';

export interface ProfileResult {
  pages: number;
  /** Wall time per page, and the profile's busy time per page (samples of this thread at work). */
  msPerPage: number;
  busyMsPerPage: number;
  kinds: { kind: string; msPerPage: number }[];
  topSelf: { fn: string; msPerPage: number }[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Kinds of work, told apart by a function on the sample's stack (the nearest one wins). */
const KINDS: [string, (fn: string, url: string) => boolean][] = [
  ['garbage collection', (fn) => fn === '(garbage collector)'],
  ["critical CSS: the page's styles without styled-components' markers (page-css.ts)", (fn) => fn === 'pageStyles'],
  [
    "styled-components: CSS of each component on the page (stylis), into the page's sheet",
    (fn) => fn === 'generateAndInjectStyles',
  ],
  [
    'React render (renderToString: components, HTML)',
    (fn) => /^(renderToString|renderToStringImpl|renderElement|retryNode|performWork)$/.test(fn),
  ],
  [
    'renderPage, the rest (router, sheet set-up and output)',
    (fn, url) => fn === 'renderPage' && url.includes('render-page'),
  ],
  ['page data (resolvePage)', (fn) => fn === 'resolvePage'],
  ['document around the body (renderDocument)', (fn) => fn === 'renderDocument'],
  ['writing files (mkdir, writeFile)', (fn) => /^(writeFileSync|mkdirSync|openSync|writeSync|closeSync)$/.test(fn)],
];

function categorise(profile: CpuProfile, pages: number): Omit<ProfileResult, 'pages' | 'msPerPage'> {
  let busy = 0;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kinds = new Map<string, number>(KINDS.map(([kind]) => [kind, 0])); // every kind listed, even one never sampled
  const self = new Map<string, number>();
  const stack = (id: number) => {
    const frames = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!.callFrame);
    return frames;
  };
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(id)!.callFrame;
    // Not the pages' work: waiting (for the disk, or for a core on a busy machine), and the profiler's own stop.
    if (
      leaf.functionName === '(idle)' ||
      stack(id).some((f) => f.functionName === 'post' && f.url.includes('inspector'))
    )
      return;
    const name = `${leaf.functionName || '(anonymous)'}${leaf.url ? ` (${path.basename(leaf.url)})` : ''}`;
    self.set(name, (self.get(name) ?? 0) + us);
    let kind = 'other';
    for (let at: number | undefined = id; at !== undefined && kind === 'other'; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      kind = KINDS.find(([, test]) => test(functionName, url))?.[0] ?? 'other';
    }
    kinds.set(kind, (kinds.get(kind) ?? 0) + us);
    busy += us;
  });
  const perPage = (us: number) => us / 1000 / pages;
  const sorted = (m: Map<string, number>) => [...m].filter(([k]) => k !== 'other').sort((a, b) => b[1] - a[1]);
  return {
    busyMsPerPage: perPage(busy),
    kinds: [...sorted(kinds), ['other', kinds.get('other') ?? 0] as [string, number]].map(([kind, us]) => ({
      kind,
      msPerPage: perPage(us),
    })),
    topSelf: sorted(self)
      .slice(0, 10)
      .map(([fn, us]) => ({ fn, msPerPage: perPage(us) })),
  };
}

const [siteFile, count] = process.argv.slice(2);
const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-profile-'));
try {
  const paths = sitePaths(path.resolve(siteFile!), outDir);
  const { model, routes } = validate(await loadSite(paths.siteFile), paths.imagesDir);
  if (!model) throw new Error(`${siteFile} is not valid: run \`npm run check -- --site ${siteFile}\`.`);
  const renderer = await bundleRenderer();
  const { renderPage } = (await import(pathToFileURL(renderer.page).href)) as { renderPage: RenderPage };
  const images = await prepareImages([...imagesOf(model), ...logoFiles(model)], paths); // as build.ts does
  const ctx = {
    model,
    routes,
    images,
    chrome: siteChrome(model, routes, images),
    assets: { script: '/assets/entry.js', fonts: [], favicon: '/favicon.svg' },
  };
  const pages = routes.filter((r) => r.kind === 'town').slice(0, Number(count));
  // The build's own step for a page, here on this thread (a render worker runs the same writePage).
  const buildOne = (route: (typeof pages)[number]) =>
    buildPage(ctx, route, outDir, (job) => writePageFiles(job, renderPage));
  for (const route of pages.slice(0, 50)) await buildOne(route); // warm-up: JIT, caches
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const started = performance.now();
  for (const route of pages) await buildOne(route);
  const ms = performance.now() - started;
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  if (process.env.PROFILE_OUT) await writeFile(process.env.PROFILE_OUT, JSON.stringify(profile));
  session.disconnect();
  const result: ProfileResult = {
    pages: pages.length,
    msPerPage: ms / pages.length,
    ...categorise(profile, pages.length),
  };
  console.log(JSON.stringify(result));
} finally {
  await rm(outDir, { recursive: true, force: true });
}
