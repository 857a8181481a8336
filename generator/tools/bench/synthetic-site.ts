// A synthetic site for the build benchmark: the real site.json plus generated towns, enough of them
// that the town templates yield `townPages` town pages. Written to a temp folder of its own.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../paths';
import { NOT_TEXT } from '../../../shared/site/not-text';

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
  towns: { slug: string; name: string; pages?: Record<string, unknown>; [key: string]: unknown }[];
  services: { name: string; shortName?: string }[];
  templates: { towns?: string | string[] }[];
  collections: { testimonials?: object[] };
}

/** Town templates that apply to every town: each added town gets one page from each. */
const perTownTemplates = (site: SiteJson) => site.templates.filter((t) => t.towns === 'all').length;

export interface SyntheticOptions {
  /**
   * Each added town with words of its own on its pages, as a publishable site has them (the doctor
   * refuses town pages that are copies): the pages of a real town of site.json, each word but its
   * town's name drawn from the site's own words. Without, added towns show the patterns' text alone.
   */
  ownWords?: boolean;
}

export async function syntheticSite(
  townPages: number,
  { ownWords = false }: SyntheticOptions = {},
): Promise<{ siteFile: string; dir: string; addedTowns: number }> {
  const site = JSON.parse(await readFile(path.join(projectRoot, 'site.json'), 'utf8')) as SiteJson;
  const model = ownWords ? ownWordsModel(site) : undefined;
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
      ...(model ? { pages: model.pagesFor(name, i) } : {}),
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

/** The pages of the last town of site.json that is not the base (no page only the base has), and the words to write them with. */
function ownWordsModel(site: SiteJson) {
  const source = site.towns.filter((t) => t.pages).at(-1)!;
  const towns = new Set(site.towns.flatMap((t) => t.name.toLowerCase().split(/\s+/)));
  // Service names are left out: a town page naming another service is refused (copied-sentences.ts).
  const services = new Set(
    site.services.flatMap((s) => `${s.name} ${s.shortName ?? ''}`.toLowerCase().split(/[^a-z]+/)),
  );
  const vocabulary = [
    ...new Set(
      JSON.stringify(site)
        .toLowerCase()
        .match(/\b[a-z]{3,12}\b/g),
    ),
  ].filter(
    (w) => !towns.has(w) && !services.has(w) && !/^(?:lawn|tree|mulch|leaf|leaves|clean|design|landscap)/.test(w),
  );
  // By length: each word is replaced by one as long, so titles and summaries keep their length.
  const byLength = new Map<number, string[]>();
  for (const w of vocabulary) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  return {
    pagesFor(name: string, seed: number): Record<string, unknown> {
      const random = seeded(seed + 1);
      const word = (length: number) => {
        const words = byLength.get(Math.min(Math.max(length, 3), 12))!;
        return words[Math.floor(random() * words.length)]!;
      };
      const rewrite = (text: string) =>
        text.replace(/[A-Za-z{}][\w{}'’-]*/g, (w) => {
          if (w === source.name) return name;
          const fresh = word(w.length);
          return /^[A-Z]/.test(w) ? fresh[0]!.toUpperCase() + fresh.slice(1) : fresh;
        });
      const visit = (value: unknown, key?: string): unknown => {
        if (key && NOT_TEXT.has(key)) return value;
        if (typeof value === 'string') return rewrite(value);
        if (Array.isArray(value)) return value.map((v) => visit(v));
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
        return value;
      };
      return visit(source.pages) as Record<string, unknown>;
    },
  };
}

/** A small seeded generator (mulberry32): the same site for the same size, run after run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
