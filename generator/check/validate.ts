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
import { sitesIn } from '../languages/site-in';
import { joinLanguages, type LanguageRoutes } from '../languages/join';
import { factsPerLanguage } from '../languages/facts-once';
import { catalogue } from '../errors/catalogue';

export interface ValidSite {
  /** The site, and its routes, in its main language. */
  model: SiteModel;
  routes: Route[];
  problems: Problem[];
  /** For a site of several languages: each language's site and routes, the main one first (generator/languages). */
  languages?: LanguageRoutes[];
}

/** A site as read and checked, without a problem: what a build is made from, and its doctor can judge it by. */
export interface CheckedSite {
  site: LoadedSite;
  model: SiteModel;
  /** Every route built: of every language, for a site of several. */
  routes: Route[];
  /** For a site of several languages: each one's site and routes (ValidSite's). */
  languages?: LanguageRoutes[];
}

/** `problems` is empty when the site can be built; `routes` are given only then. */
export function validate(site: LoadedSite, imagesDir: string): ValidSite {
  const languages = sitesIn(site.raw);
  if (!languages) {
    const one = validateOne(site, imagesDir);
    return { ...one, problems: one.problems.length ? sortProblems(one.problems, site.positions) : [] };
  }
  // Each language is a site of one language; its problems are placed in site.json (a translation's entry), said once.
  const checked = languages.map((language) => ({ site: language, ...validateOne(site, imagesDir, language.raw) }));
  const seen = new Set<string>();
  const problems = checked
    .flatMap(({ site: language, problems }) => problems.map((p) => ({ ...p, pointer: language.toFile(p.pointer) })))
    .filter((p) => {
      const said = JSON.stringify(p);
      return !seen.has(said) && !!seen.add(said);
    });
  const mainText = languages[0]!.untranslated.map((pointer) => ({
    pointer,
    ...catalogue.mainTextMissing(languages[0]!.language),
  }));
  const facts = factsPerLanguage(
    site.raw,
    languages.map((l) => l.language),
  ).map(({ pointer, value }) => ({ pointer, ...catalogue.factPerLanguage(value) }));
  const all = [...problems, ...mainText, ...facts];
  if (all.length) return { model: checked[0]!.model, routes: [], problems: sortProblems(all, site.positions) };
  const joined = joinLanguages(checked);
  return { model: joined[0]!.model, routes: joined[0]!.routes, problems: [], languages: joined };
}

/** One language's site (`raw`, the site as read for a site of one): its problems unsorted (pointers into `raw`). */
function validateOne(site: LoadedSite, imagesDir: string, raw = site.raw): ValidSite {
  const schema = schemaProblems(raw);
  const model = raw as SiteModel;
  const words = siteWordsProblems(site, model);
  if (schema.length) {
    return { model, routes: [], problems: [...schema, ...words, ...checksBesideSchema(model, schema, imagesDir)] };
  }
  const manifest = expand(model);
  const { routes } = manifest;
  return { model, routes, problems: [...words, ...expandProblems(manifest), ...crossCheck(model, routes, imagesDir)] };
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
