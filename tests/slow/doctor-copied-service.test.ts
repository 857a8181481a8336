// `npm run doctor` on a built site with a service copied from another (issue 32, item 1) and a town
// copied from another (item 2): the small added-town site gets a Fall Cleanup service, then "Gutter
// Cleaning" made from it with its own hero, but Fall Cleanup's reasons, areas and search summary kept,
// each town with a hero text of its own; and Port Clinton's lawn care text is Sandusky's with the
// town's name changed. The doctor fails, naming the copied sentences, the headings and the summary
// that name Fall Cleanup, and whose they are (unit tests show the whole-page score alone letting such
// pages pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';
import { doctor, type DoctorResult } from '../../generator/doctor/doctor';
import { FALL_CLEANUP_SUMMARY, fallCleanupReasons } from '../helpers/fall-cleanup-text';

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const image = { src: 'fall-cleanup.svg', alt: 'Illustration of autumn leaves being raked and gathered in a yard' };
const why = fallCleanupReasons();
const areas = {
  type: 'AreasServed',
  id: 'areas',
  heading: 'Fall Cleanup Around {town}',
  bullets: ['Homes in central {town}', 'Tree-lined older streets'],
};
const summary = FALL_CLEANUP_SUMMARY;

/** Each town's own hero text for a service: a sentence about the town that no other page has. */
const ownHero = (service: string, town: string, i: number) =>
  `${['Lakeside yards', 'Narrow city lots', 'Peninsula cottages'][i]} in ${town} get ${service} planned around ${['the marina season', 'the bay wind', 'the ferry weekends'][i]}, by a crew that knows ${['River Road', 'Columbus Avenue', 'Perry Street'][i]} well.`;

function copiedServiceSite(raw: Raw): Raw {
  raw.services.push({ id: 'fall-cleanup', name: 'Fall Cleanup' }, { id: 'gutter-cleaning', name: 'Gutter Cleaning' });
  const template = (id: string, heroText: string, kept: object[]) => ({
    id,
    path: `/${id}-in-{townSlug}`,
    service: id,
    towns: 'all',
    structuredData: 'Service',
    title: '{service} in {town}, {state}',
    description: summary,
    blocks: [
      { type: 'Hero', id: 'hero', heading: '{service} in {town}', text: heroText, image },
      { type: 'Breadcrumb' },
      ...kept,
    ],
  });
  raw.templates.push(
    template('fall-cleanup', 'Leaves off the lawn and beds cut back before the snow.', [why, areas]),
    template('gutter-cleaning', 'Gutters scooped, flushed and checked before the snow.', [why, areas]),
  );
  raw.towns.forEach((town: Raw, i: number) => {
    town.pages = {
      ...town.pages,
      'fall-cleanup': { blocks: { hero: { text: ownHero('fall cleanup', town.name, i) } } },
      'gutter-cleaning': { blocks: { hero: { text: ownHero('gutter cleaning', town.name, i) } } },
    };
  });
  const [, sandusky, portClinton] = raw.towns;
  sandusky.pages['lawn-care'] = { blocks: { hero: { text: SANDUSKY_LAWNS } } };
  portClinton.pages['lawn-care'] = {
    blocks: { hero: { text: SANDUSKY_LAWNS.replaceAll('Sandusky', 'Port Clinton') } },
  };
  return raw;
}

/** Sandusky's own lawn care text, which Port Clinton's page takes with only the town's name changed. */
const SANDUSKY_LAWNS =
  'Sandusky lots run narrow between the old brick houses, so we bring a compact mower and trim along every shared driveway. Bay wind dries Sandusky lawns by July, which is when we raise the deck and water early.';

let dir: string;
let result: DoctorResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'copied-service-'));
  const raw = JSON.parse(await readFile('tests/fixtures/added-town/site.json', 'utf8'));
  const siteFile = path.join(dir, 'site.json');
  await writeFile(siteFile, JSON.stringify(copiedServiceSite(raw), null, 2));
  const outDir = path.join(dir, 'dist');
  const built = await build({ siteFile, outDir });
  expect(built.ok).toBe(true);
  result = await doctor({ siteFile, outDir });
}, 180_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the doctor on a built site with a service copied from another', () => {
  it('fails, naming the copied sentences, whose they are, and the headings and summary that name the other service', () => {
    const report = result.lines.join('\n');
    const copies = result.findings.filter((f) => f.check === 'copied-sentences' && f.severity === 'error');
    const onGutter = copies.filter((f) => f.page === '/gutter-cleaning-in-port-clinton').map((f) => f.message);
    expect(onGutter).toEqual(
      expect.arrayContaining([
        'The search summary “Fall cleanup in Port Clinton, OH: leaf removal, bed cutback and lawn prep for winter. Call (419) 555-0100.” names Fall Cleanup, not Gutter Cleaning.',
        'The heading “Why Port Clinton Trusts Us Each Fall” is Fall Cleanup’s text (on /fall-cleanup-in-port-clinton).',
        "The sentences “Cleanups run from October to December.” “Book early and we'll time the visit to when your trees are bare.” are Fall Cleanup’s text (on /fall-cleanup-in-port-clinton).",
        'The sentences “No leaf piles left at the curb for weeks.” “We take it all with us.” are Fall Cleanup’s text (on /fall-cleanup-in-port-clinton).',
        'The heading “Fall Cleanup Around Port Clinton” names Fall Cleanup, not Gutter Cleaning.',
      ]),
    );
    // Every town's gutter page, none of Fall Cleanup's (listed first, its text is its own).
    expect(
      new Set(copies.filter((f) => f.page?.startsWith('/gutter') || f.page?.startsWith('/fall')).map((f) => f.page)),
    ).toEqual(
      new Set(['/gutter-cleaning-in-huron', '/gutter-cleaning-in-sandusky', '/gutter-cleaning-in-port-clinton']),
    );
    // Port Clinton's lawn care page is Sandusky's text; Sandusky, listed first, is asked for nothing.
    expect(copies.filter((f) => f.page?.startsWith('/lawn-care'))).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-port-clinton',
        message:
          'The sentences “Port Clinton lots run narrow between the old brick houses, so we bring a compact mower and trim along every shared driveway.” “Bay wind dries Port Clinton lawns by July, which is when we raise the deck and water early.” are Sandusky’s own text (on /lawn-care-in-sandusky), with only the town’s name changed.',
      }),
    ]);
    // The printed report names the sentences and what to do, for whoever runs `npm run doctor`.
    expect(report).toContain('“Cleanups run from October to December.”');
    expect(report).toContain(
      'Write Gutter Cleaning’s own version of these sentences in Reasons to choose us “Why Huron Trusts Us Each Fall”, or leave them out.',
    );
  });
});
