// Stage 3: expand pages, town × template pages, post pages and aliases into the route manifest.
import type { Block, Page, SiteModel, Template, Town } from '../../schema/generated/site';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';
import { fill, postVars, siteVars, townVars, type Vars } from '../../shared/site/placeholders';
import { escapePointer } from '../model/walk';
import { builtInNotFound, isNotFoundPath } from './not-found';
import type { Route } from '../model/route';

export interface Manifest {
  routes: Route[];
  problems: Problem[];
  /** Each town's own text for a template block, merged with that block: the check holds it to the schema. */
  ownBlocks: { block: Block; source: string }[];
}

export function expand(model: SiteModel): Manifest {
  const problems: Problem[] = [];
  const ownBlocks: Manifest['ownBlocks'] = [];
  const base = siteVars(model);
  const routes: Route[] = [];

  model.pages.forEach((page, i) => {
    const source = `/pages/${i}`;
    routes.push(
      makeRoute(
        page.path,
        'page',
        source,
        page,
        page.blocks.map((_, b) => `${source}/blocks/${b}`),
        base,
      ),
    );
  });
  if (!routes.some((r) => isNotFoundPath(r.path))) routes.push(builtInNotFound(model));

  model.templates.forEach((template, t) => {
    const source = `/templates/${t}`;
    if ((template.each ?? 'town') === 'post') {
      model.collections.posts.forEach((post) => {
        const vars = { ...base, ...postVars(post) };
        const route = makeRoute(
          fill(template.path, vars),
          'post',
          source,
          template,
          template.blocks.map((_, b) => `${source}/blocks/${b}`),
          vars,
        );
        routes.push({ ...route, post, template });
      });
      return;
    }
    const service = model.services.find((s) => s.id === template.service);
    for (const town of townsOf(template, model)) {
      routes.push(townRoute(model, template, t, town, { ...base, ...townVars(town, service) }, ownBlocks));
    }
  });

  const byPath = new Map(routes.map((r) => [r.path, r]));
  model.aliases.forEach((alias, i) => {
    const target = byPath.get(alias.to);
    if (target)
      routes.push({ ...target, path: alias.from, canonicalPath: target.path, kind: 'alias', source: `/aliases/${i}` });
  });

  problems.push(...collisions(routes));
  return { routes, problems, ownBlocks };
}

/** The towns a template makes pages for, in the order of `towns`. */
function townsOf(template: Template, model: SiteModel): Town[] {
  const wanted = template.towns ?? 'all';
  return model.towns.filter((town) => wanted === 'all' || wanted.includes(town.slug));
}

function townRoute(
  model: SiteModel,
  template: Template,
  t: number,
  town: Town,
  vars: Vars,
  ownBlocks: Manifest['ownBlocks'],
): Route {
  const townIndex = model.towns.indexOf(town);
  const own = town.pages?.[template.id];
  const ownSource = `/towns/${townIndex}/pages/${escapePointer(template.id)}`;
  const blocks: Block[] = [];
  const sources: string[] = [];
  template.blocks.forEach((block, b) => {
    if (block.towns && !block.towns.includes(town.slug)) return;
    const override = block.id ? own?.blocks?.[block.id] : undefined;
    const merged = override ? ({ ...block, ...override } as Block) : block;
    const source = override ? `${ownSource}/blocks/${escapePointer(block.id!)}` : `/templates/${t}/blocks/${b}`;
    if (override) ownBlocks.push({ block: merged, source });
    blocks.push(merged);
    sources.push(source);
  });
  const page = {
    title: own?.title ?? template.title,
    description: own?.description ?? template.description,
    image: template.image,
    structuredData: template.structuredData,
    service: template.service,
    blocks,
  };
  const path = fill(template.path, vars);
  return { ...makeRoute(path, 'town', `/templates/${t}`, page, sources, vars), town, template };
}

function makeRoute(
  path: string,
  kind: Route['kind'],
  source: string,
  page: Pick<Page, 'title' | 'description' | 'image' | 'structuredData' | 'service' | 'blocks'>,
  blockSources: string[],
  vars: Vars,
): Route {
  return {
    path,
    canonicalPath: path,
    kind,
    source,
    title: fill(page.title, vars),
    description: fill(page.description, vars),
    image: page.image,
    structuredData: page.structuredData,
    services: page.service === undefined ? [] : [page.service].flat(),
    blocks: page.blocks.map((block) => fill(block, vars)),
    blockSources,
  };
}

function collisions(routes: Route[]): Problem[] {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  // Pages by their titles (as the tab shows them, the site's name after "|" left off), never by pointer.
  const label = (r: Route) => `“${r.title.split(' | ')[0]}”`;
  return [...byPath.entries()]
    .filter(([, rs]) => rs.length > 1)
    .map(([path, rs]) => ({
      pointer: rs[1].source,
      ...catalogue.routeCollision(path, rs.map(label), collisionFix(rs)),
    }));
}

/** The right fix: a town page's address comes from its town's address name, so that is what to change. */
function collisionFix(routes: Route[]): string {
  const town = routes.find((r) => r.town)?.town;
  if (town)
    return `Give the town ${town.name} an address name of its own (no other town or page may have "${town.slug}").`;
  const post = routes.find((r) => r.post)?.post;
  if (post) return `Give the blog post “${post.title}” an address name of its own.`;
  return 'Change the address of one of the two pages.';
}
