// The check's problems for a site.json changed in memory first (the file itself untouched).
import type { SiteModel } from '../../schema/generated/site';
import { loadSite } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { sitePaths } from '../../generator/paths';

/** Sites of countries whose addresses name no region (Germany, France). */
export const SITES_WITHOUT_REGIONS = [
  'tests/fixtures/german/site.json',
  'examples/elektriker-koeln/site.json',
  'examples/plombier-lyon/site.json',
];

export async function problemsOf(file: string, change: (site: SiteModel) => void) {
  const site = await loadSite(file);
  const raw = structuredClone(site.raw) as SiteModel;
  change(raw);
  return validate({ ...site, raw }, sitePaths(file).imagesDir).problems;
}
