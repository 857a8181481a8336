// Stage 2: schema, then cross-references over the expanded routes. Returns every problem at once.
import type { SiteModel } from '../../schema/generated/site';
import type { LoadedSite } from './load';
import { sortProblems, type Problem } from '../errors/problem';
import { schemaProblems } from './schema-validator';
import { expand } from '../pages/expand';
import type { Route } from '../pages/route';
import { crossCheck } from './cross-check';

export interface ValidSite {
  model: SiteModel;
  routes: Route[];
  problems: Problem[];
}

/** `problems` is empty when the site can be built. Cross-references are checked once the schema passes. */
export function validate(site: LoadedSite, imagesDir: string): ValidSite {
  const schema = schemaProblems(site.raw);
  const model = site.raw as SiteModel;
  if (schema.length) return { model, routes: [], problems: sortProblems(schema, site.positions) };
  const { routes, problems } = expand(model);
  const all = [...problems, ...crossCheck(model, routes, imagesDir)];
  return { model, routes, problems: all.length ? sortProblems(all, site.positions) : all }; // positions only read for a problem
}
