// A smaller copy of the project's own site.json, for the editor's specs whose subject is not the
// site's size: the editor's checks, advice and publishes cover every page, so fewer town pages make
// them cheaper (a publish by about a tenth). Made from site.json when a test starts, so it follows
// the default site as it changes. It keeps the towns the specs name (Huron, Sandusky, Vermilion, at
// the same indexes), every page at its index (specs point at /pages/14/blocks/2), and the templates
// and services.
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import { projectRoot } from '../../generator/paths';

/** Passed to startEditor, startEditorOnCopy or startEditorAndSite for the small site instead of the full one. */
export const SMALL_SITE: unique symbol = Symbol('the small site');

/** The towns the small site keeps, in site.json's order: the first three, which the specs name. */
export const SMALL_SITE_TOWNS = ['huron', 'sandusky', 'vermilion'];

/** The default site with only SMALL_SITE_TOWNS: their town pages, and nothing that was only for the others. */
export function smallSite(): SiteModel {
  const site = JSON.parse(readFileSync(path.join(projectRoot, 'site.json'), 'utf8')) as SiteModel;
  const kept = (slug: string) => SMALL_SITE_TOWNS.includes(slug);
  const dropped = site.towns.filter((town) => !kept(town.slug)).map((town) => town.slug);
  site.towns = site.towns.filter((town) => kept(town.slug));
  if (site.towns.map((town) => town.slug).join() !== SMALL_SITE_TOWNS.join())
    throw new Error(`site.json's first towns are no longer ${SMALL_SITE_TOWNS.join(', ')}: update small-site.ts.`);

  for (const template of site.templates) {
    if (Array.isArray(template.towns)) {
      template.towns = template.towns.filter(kept);
      // Dropping a template would renumber the ones after it, which specs point at: decide by hand.
      if (!template.towns.length)
        throw new Error(`Template "${template.id}" is only for towns the small site drops: update small-site.ts.`);
    }
    // A block shown only on the dropped towns' pages goes; one shown on some of the kept ones stays for those.
    template.blocks = template.blocks.filter((block) => {
      if (!block.towns) return true;
      block.towns = block.towns.filter(kept);
      return block.towns.length > 0;
    });
  }
  // An old address that led to a dropped town's page would lead nowhere.
  const droppedPaths = new Set(
    site.templates.flatMap((template) => dropped.map((slug) => template.path.replaceAll('{townSlug}', slug))),
  );
  site.aliases = site.aliases.filter((alias) => !droppedPaths.has(alias.to));
  return site;
}

/**
 * The small site with Sandusky's landscaping page Vermilion's own text, the town's name swapped: a near
 * copy, so the doctor's advice and Publish's near-copy check have something to say. (The advice lands
 * on the earlier town of the pair; in the small site Vermilion is the last town.)
 */
export function nearCopySite(): SiteModel {
  const site = smallSite();
  const [sandusky, vermilion] = [site.towns[1]!, site.towns[2]!];
  if (sandusky.slug !== 'sandusky' || vermilion.slug !== 'vermilion')
    throw new Error(
      `The small site's towns are ${site.towns.map((t) => t.slug).join(', ')}; nearCopySite expects Sandusky and Vermilion second and third.`,
    );
  sandusky.pages = {
    ...sandusky.pages,
    landscaping: JSON.parse(JSON.stringify(vermilion.pages!.landscaping).replaceAll('Vermilion', 'Sandusky')),
  };
  return site;
}

/** Writes the small site into `dir` as site.json (formatted as the project's own is); its path. */
export async function writeSmallSite(dir: string, site: SiteModel = smallSite()): Promise<string> {
  const file = path.join(dir, 'site.json');
  await writeFile(file, `${JSON.stringify(site, null, 2)}\n`);
  return file;
}
