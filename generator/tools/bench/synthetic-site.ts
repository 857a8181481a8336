// A synthetic site for the build benchmark: the real site.json plus generated towns, enough of them
// that the town templates yield `townPages` town pages. Written to a temp folder of its own.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../paths';

const SYLLABLES = [
  'ash',
  'bel',
  'cor',
  'dun',
  'el',
  'fair',
  'glen',
  'har',
  'iv',
  'ken',
  'lin',
  'mor',
  'nor',
  'oak',
  'pel',
  'ridge',
  'sal',
  'tor',
  'vale',
  'wick',
];

/** "Ash Ashash", "Bel Ashash"… distinct for every index below 8,000 (three syllables in base 20). */
export function townName(i: number): string {
  const syllable = (n: number) => SYLLABLES[Math.floor(i / n) % 20];
  return `${syllable(1)} ${syllable(20)}${syllable(400)}`.replace(/\b\w/g, (c) => c.toUpperCase());
}

interface SiteJson {
  towns: object[];
  templates: { towns?: string | string[] }[];
  collections: { testimonials?: object[] };
}

/** Town templates that apply to every town: each added town gets one page from each. */
const perTownTemplates = (site: SiteJson) => site.templates.filter((t) => t.towns === 'all').length;

export async function syntheticSite(townPages: number): Promise<{ siteFile: string; dir: string; addedTowns: number }> {
  const site = JSON.parse(await readFile(path.join(projectRoot, 'site.json'), 'utf8')) as SiteJson;
  const perTown = perTownTemplates(site);
  const existing = site.towns.length * perTown + 2; // the real towns' pages (mulch: two of them)
  const addedTowns = Math.max(0, Math.ceil((townPages - existing) / perTown));
  for (let i = 0; i < addedTowns; i++) {
    const name = townName(i);
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    site.towns.push({
      slug,
      name,
      state: 'OH',
      county: 'Erie',
      postalCode: String(44001 + (i % 998)),
      character: 'quiet streets and family yards',
      areaCard: {
        specialty: 'Family Yards',
        description: `Mowing, planting and cleanups for homes in ${name}.`,
        features: ['Weekly mowing', 'Seasonal cleanups', 'Free estimates'],
      },
    });
    // The landscaping template shows the town's two testimonials ({townSlug}-1 and -2).
    for (const n of [1, 2]) {
      (site.collections.testimonials ??= []).push({
        id: `${slug}-${n}`,
        name: `Client ${n}`,
        location: `${name}, OH`,
        text: `Reliable crew, tidy work and fair prices in ${name}.`,
        rating: 5,
      });
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-site-${townPages}-`));
  const siteFile = path.join(dir, 'site.json');
  // The $schema reference is relative to the project; point it back there.
  await writeFile(
    siteFile,
    JSON.stringify({ ...site, $schema: path.join(projectRoot, 'schema/site.schema.json') }, null, 2),
  );
  return { siteFile, dir, addedTowns };
}
