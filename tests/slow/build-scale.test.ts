// A page must not grow with the number of towns (else the build is quadratic): the footer shows the
// first towns and links to the page listing all of them. And rendering on worker threads must give
// the very same files as rendering in one thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';
import { townName } from '../../generator/tools/bench/synthetic-site';
import { loadSite } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { FOOTER_TOWN_LIMIT, siteChrome } from '../../generator/pages/resolve';
import { buildPage } from '../../generator/render/prerender';
import { renderPool } from '../../generator/render/render-pool';
import { RenderError } from '../../generator/errors/stage-errors';
import { projectRoot } from '../../generator/paths';
import { links, text } from '../unit/layout/render-layout';

const temp: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};

/** The added-town fixture (Huron, Sandusky, Port Clinton) plus `added` generated towns; returns its site.json path. */
async function siteWithTowns(added: number): Promise<string> {
  const site = JSON.parse(await readFile(path.join(projectRoot, 'tests/fixtures/added-town/site.json'), 'utf8'));
  for (let i = 0; i < added; i++) {
    const name = townName(i);
    site.towns.push({
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      name,
      state: 'OH',
      county: 'Erie',
      postalCode: '44839',
      character: 'quiet streets',
      areaCard: { specialty: 'Family yards', description: `Lawns for homes in ${name}.` },
    });
  }
  const file = path.join(await tempDir(`towns-${added}-`), 'site.json');
  await writeFile(file, JSON.stringify({ ...site, $schema: path.join(projectRoot, 'schema/site.schema.json') }));
  return file;
}

async function builtSite(added: number, renderThreads: number): Promise<string> {
  const out = await tempDir(`towns-${added}-dist-`);
  const result = await build({ siteFile: await siteWithTowns(added), outDir: out, renderThreads });
  expect(result.ok).toBe(true);
  return out;
}

async function filesOf(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

let twenty: string; // 23 towns, rendered in this thread
let forty: string; // 43 towns, rendered in this thread
let fortyOnWorkers: string; // the same site, rendered by two worker threads
beforeAll(async () => {
  [twenty, forty, fortyOnWorkers] = await Promise.all([builtSite(20, 1), builtSite(40, 1), builtSite(40, 2)]);
}, 240_000);
afterAll(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))));

const footerAreas = (html: string) => {
  const areas = html.slice(html.indexOf('aria-labelledby="footer-areas"'));
  return areas.slice(0, areas.indexOf('</nav>'));
};

const withoutTownCount = (page: string) =>
  page
    .replace(/All \d+ service areas/g, 'All N service areas')
    .replace(/"allTowns":{"count":\d+/g, '"allTowns":{"count":N');

describe('a site with more towns than the footer shows', () => {
  it(`lists the first ${FOOTER_TOWN_LIMIT} towns in site order, then links to the page of all of them`, async () => {
    const list = links(footerAreas(await readFile(path.join(forty, 'contact/index.html'), 'utf8')));
    const first = [
      'Huron',
      'Sandusky',
      'Port Clinton',
      ...Array.from({ length: FOOTER_TOWN_LIMIT - 3 }, (_, i) => townName(i)),
    ];
    expect(list.slice(0, -1).map((l) => l.text)).toEqual(first);
    // The fixture's overview page: the one page (apart from home) with area cards for every town.
    expect(list.at(-1)).toMatchObject({ text: 'All 43 service areas', href: '/lawn-care' });
  });

  it('does not grow a page with the number of towns', async () => {
    for (const file of [
      'contact/index.html',
      'contact/page.json',
      'lawn-care-in-huron/index.html',
      'lawn-care-in-huron/page.json',
    ]) {
      const [at20, at40] = await Promise.all([twenty, forty].map((dir) => readFile(path.join(dir, file), 'utf8')));
      // The very same page but for the number of towns ("All 23 service areas", "count":23).
      expect(at40.length, file).toBe(at20.length);
      expect(withoutTownCount(at40), file).toBe(withoutTownCount(at20));
    }
    const data = JSON.parse(await readFile(path.join(forty, 'lawn-care-in-huron/page.json'), 'utf8'));
    expect(data.chrome.towns).toHaveLength(FOOTER_TOWN_LIMIT);
    expect(data.chrome.allTowns).toEqual({ count: 43, href: '/lawn-care' });
  });

  it('still lists every town on the overview page', async () => {
    const overview = text(await readFile(path.join(forty, 'lawn-care/index.html'), 'utf8'));
    for (let i = 0; i < 40; i++) expect(overview).toContain(townName(i));
  });
});

describe('rendering on worker threads', () => {
  it('writes the same files, byte for byte, as rendering in one thread', async () => {
    const [serial, parallel] = await Promise.all([filesOf(forty), filesOf(fortyOnWorkers)]);
    expect(parallel).toEqual(serial);
    const pages = serial.filter((f) => /(\.html|page\.json)$/.test(f));
    expect(pages.length).toBeGreaterThan(45);
    for (const file of pages) {
      const [a, b] = await Promise.all([readFile(path.join(forty, file)), readFile(path.join(fortyOnWorkers, file))]);
      expect(b.equals(a), file).toBe(true);
    }
  });

  it('names the route and its site.json pointer when a worker fails to render', async () => {
    const worker = path.join(await tempDir('failing-worker-'), 'render-worker.js');
    await writeFile(
      worker,
      'export default async function (job) { throw new Error(`no component for ${JSON.parse(job.dataJson).path}`); }\n',
    );
    const { model, routes } = validate(
      await loadSite(path.join(projectRoot, 'tests/fixtures/minimal/site.json')),
      path.join(projectRoot, 'assets/images'),
    );
    const pool = renderPool(worker, 1);
    try {
      const route = routes.find((r) => r.kind === 'town')!;
      const ctx = {
        model,
        routes,
        images: {},
        chrome: siteChrome(model, routes),
        assets: { script: '/x.js', fonts: [], favicon: '/f.svg' },
      };
      const error = await buildPage(ctx, route, await tempDir('failing-out-'), pool.writePage).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RenderError);
      expect((error as Error).message).toBe(`Rendering ${route.path} (from site.json ${route.source}) failed.`);
      expect(((error as Error).cause as Error).message).toBe(`no component for ${route.path}`);
    } finally {
      await pool.close();
    }
  });
});
