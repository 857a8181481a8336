// Stage 2: schema, then cross-references over the expanded routes. Returns every problem at once: the
// checks after the schema run even when it refused something, on the parts it passed.
import type { SiteModel } from '../../schema/generated/site';
import { escapePointer } from '../model/walk';
import type { LoadedSite } from '../model/loaded-site';
import { sortProblems, type Problem } from '../errors/problem';
import { blockProblems, schemaProblems } from './schema-validator';
import { expand, type Manifest } from '../pages/expand';
import type { Route } from '../model/route';
import { crossCheck } from './cross-check';
import { siteWordsProblems } from './site-words';

export interface ValidSite {
  model: SiteModel;
  routes: Route[];
  problems: Problem[];
}

/** A site as read and checked, without a problem: what a build is made from, and its doctor can judge it by. */
export interface CheckedSite {
  site: LoadedSite;
  model: SiteModel;
  routes: Route[];
}

/** `problems` is empty when the site can be built; `routes` are given only then. */
export function validate(site: LoadedSite, imagesDir: string): ValidSite {
  const schema = schemaProblems(site.raw);
  const model = site.raw as SiteModel;
  const words = siteWordsProblems(site, model);
  if (schema.length) {
    const all = [...schema, ...words, ...checksBesideSchema(model, schema, imagesDir)];
    return { model, routes: [], problems: sortProblems(all, site.positions) };
  }
  const manifest = expand(model);
  const { routes } = manifest;
  const all = [...words, ...expandProblems(manifest), ...crossCheck(model, routes, imagesDir)];
  return { model, routes, problems: all.length ? sortProblems(all, site.positions) : all }; // positions only read for a problem
}

/** What making the routes found, and each town's own text for a block held to the schema with the block it changes. */
const expandProblems = (manifest: Manifest): Problem[] => [
  ...manifest.problems,
  ...manifest.ownBlocks.flatMap(({ block, source }) => blockProblems(block, source)),
];

/**
 * The places that make the pages' addresses: while the schema refuses one, no address is known for
 * sure, and the checks of links and aliases wait (they would call every link to that page broken).
 */
const ADDRESS_PARTS =
  /^(|\/(pages|templates|towns|aliases|collections|collections\/posts)(\/\d+(\/(path|slug|each|towns|from))?)?)$/;

/**
 * The checks after the schema, run on what it passed while it refused something, so one run finds
 * every problem (an empty business name and a phone number that is none, together). Each check stops
 * alone at a part the schema refused (crossCheck's `schemaFailed`), a block the schema refused is not
 * checked further, and a problem at or under a field the schema refused is left out: the schema's
 * words already say what to fix there.
 */
function checksBesideSchema(model: SiteModel, schema: Problem[], imagesDir: string): Problem[] {
  const refused = schema.map((p) => p.pointer);
  const refusedUnder = (pointer: string) => refused.some((r) => r === pointer || r.startsWith(`${pointer}/`));
  const atRefused = (pointer: string) => refused.some((r) => pointer === r || pointer.startsWith(`${r}/`));
  let manifest: Manifest | undefined;
  if (!refused.some((r) => ADDRESS_PARTS.test(r)))
    try {
      manifest = expand(model);
    } catch {
      // a part the pages are made of is not what the schema asks for: reported by it already
    }
  const problems = [
    ...(manifest ? expandProblems(manifest) : []),
    ...crossCheck(model, manifest?.routes, imagesDir, refusedUnder),
  ];
  return problems.filter((p) => !atRefused(p.pointer) && !inheritedFromRefusedTemplate(p, model, schema));
}

/**
 * A town's own text for a template block is checked merged with that block (expand.ts): what it keeps
 * of a template block the schema refused is that block's problem, said once, at the template.
 */
function inheritedFromRefusedTemplate(problem: Problem, model: SiteModel, schema: Problem[]): boolean {
  const own = /^\/towns\/\d+\/pages\/([^/]+)\/blocks\/([^/]+)(\/.*)$/.exec(problem.pointer);
  if (!own || !Array.isArray(model.templates)) return false;
  const [, templateId, blockId, field] = own;
  const t = model.templates.findIndex((template) => escapePointer(template.id) === templateId);
  const b = model.templates[t]?.blocks.findIndex((block) => block.id && escapePointer(block.id) === blockId) ?? -1;
  const atTemplate = `/templates/${t}/blocks/${b}${field}`;
  return b >= 0 && schema.some((s) => s.pointer === atTemplate && s.message === problem.message);
}
