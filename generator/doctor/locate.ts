// Finding where in site.json something on a built page comes from, so each finding can name
// file:line:col. The route knows its own source and the source of each of its blocks.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { escapePointer } from '../model/walk';

/** The site.json entry that makes this route: the page, the town's own copy, the alias or the template. */
/**
 * Where a route's town and template stand in site.json, by their slug and id: a route of the site in
 * another language (generator/languages) carries that language's copies of them.
 */
export const townIndex = (model: SiteModel, town: { slug: string }) =>
  model.towns.findIndex((t) => t.slug === town.slug);
const templateIndex = (model: SiteModel, template: { id: string }) =>
  model.templates.findIndex((t) => t.id === template.id);

export function routeSource(route: Route, model: SiteModel): string {
  if (route.kind === 'town' && route.town && route.template) {
    const t = townIndex(model, route.town);
    if (route.town.pages?.[route.template.id]) return `/towns/${t}/pages/${escapePointer(route.template.id)}`;
  }
  return route.source;
}

/** Pointer of the route's title or description: the town's own, else the template's, else the page's. */
export function metaPointer(route: Route, model: SiteModel, field: 'title' | 'description'): string {
  if (route.town && route.template) {
    const own = route.town.pages?.[route.template.id];
    if (own?.[field] !== undefined) return `${routeSource({ ...route, kind: 'town' }, model)}/${field}`;
    return `/templates/${templateIndex(model, route.template)}/${field}`;
  }
  return `${contentSource(route, model)}/${field}`;
}

/** Where the route's content comes from: for an alias, the page it stands for (aliases copy it). */
export function contentSource(route: Route, model: SiteModel): string {
  if (route.kind !== 'alias') return routeSource(route, model);
  const i = model.pages.findIndex((p) => p.path === route.canonicalPath);
  if (i >= 0) return `/pages/${i}`;
  if (route.town) return routeSource({ ...route, kind: 'town' }, model);
  return route.template ? `/templates/${templateIndex(model, route.template)}` : route.source;
}

/** Pointer of the first string in the route's blocks (or else in the navigation) that `match` accepts. */
export function findText(route: Route, model: SiteModel, match: (value: string) => boolean): string | undefined {
  for (let b = 0; b < route.blocks.length; b++) {
    const found = search(route.blocks[b], '', match);
    if (found !== undefined) return `${route.blockSources[b]}${found}`;
  }
  return findNavigation(model, match);
}

/** Pointer of a link address (or any string `match` accepts) in "navigation" (header, footer, legal). */
export function findNavigation(model: SiteModel, match: string | ((value: string) => boolean)): string | undefined {
  const found = search(model.navigation, '', typeof match === 'string' ? (v) => v === match : match);
  return found === undefined ? undefined : `/navigation${found}`;
}

/** Pointer of the src or alt of the image ({ src, alt } with this alt) in the route's blocks. */
export function findImage(route: Route, alt: string | undefined, field: 'src' | 'alt'): string | undefined {
  for (let b = 0; b < route.blocks.length; b++) {
    const found = searchObject(
      route.blocks[b],
      '',
      (o) => typeof o.src === 'string' && (alt === undefined || o.alt === alt),
    );
    if (found !== undefined) return `${route.blockSources[b]}${found}/${field}`;
  }
  return undefined;
}

function search(value: unknown, pointer: string, match: (value: string) => boolean): string | undefined {
  if (typeof value === 'string') return match(value) ? pointer : undefined;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = search(child, `${pointer}/${escapePointer(key)}`, match);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function searchObject(
  value: unknown,
  pointer: string,
  match: (o: Record<string, unknown>) => boolean,
): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && match(value as Record<string, unknown>)) return pointer;
  for (const [key, child] of Object.entries(value)) {
    const found = searchObject(child, `${pointer}/${escapePointer(key)}`, match);
    if (found !== undefined) return found;
  }
  return undefined;
}
