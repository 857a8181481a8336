// Stage 2b: checks the schema cannot express — names that must refer to something that exists.
// They run after a schema that failed too, on the parts it passed (validate.ts): every problem at once.
import { readdirSync } from 'node:fs';
import type { Block, SiteModel } from '../../schema/generated/site';
import { catalogue } from '../errors/catalogue';
import type { Problem } from '../errors/problem';
import type { Message } from '../errors/entry';
import type { Route } from '../model/route';
import { escapePointer, isImage, walk } from '../model/walk';
import { placeholderNames } from '../../shared/site/placeholder-table';
import { placeholdersIn } from '../../shared/site/placeholders';
import { nameKey } from '../../shared/site/same-name';
import { fontProblems } from '../assets/fonts';
import { iconProblems } from '../assets/icons';
import { contrastProblems } from './contrast';
import { localeProblems } from './locale-check';
import { contactFormCheck } from './contact-form-check';
import { hoursProblems } from './hours-check';
import { builds } from '../../src/blocks/builds';
import type { CheckContext } from '../../src/blocks/build-definition';

/**
 * `schemaFailed` is given when the schema refused something: whether it did at or under a pointer.
 * `routes` is undefined when the pages' addresses are not known (an address the schema refused): the
 * checks of links and aliases then wait for them rather than call every link broken.
 */
export function crossCheck(
  model: SiteModel,
  routes: Route[] | undefined,
  imagesDir: string,
  schemaFailed?: (pointer: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, m: Message) => problems.push({ pointer, ...m });
  // After a schema that failed, each check runs on its own: one that reads a part the schema refused
  // (a list that is no list, a name that is no text) stops there, its part reported by the schema
  // already, and the others still run. After a schema that passed, nothing is caught: a throw is a bug.
  const run = (check: () => void) => {
    if (!schemaFailed) return check();
    try {
      check();
    } catch {
      // the part this check reads is the schema's problem, reported already
    }
  };
  const sound = (pointer: string) => !schemaFailed?.(pointer);
  const keys = <T>(items: T[], key: (item: T) => string) => (Array.isArray(items) ? items.map(key) : []);
  const townSlugs = keys(model.towns, (t) => t.slug);
  const templateIds = keys(model.templates, (t) => t.id);
  const serviceIds = keys(model.services, (s) => s.id);
  // A name is unknown only where the list it names can be read: not while the schema refuses that list
  // or a name in it (every reference to a town would be "unknown" while the towns are no list).
  const namesKnown = (items: unknown, pointer: string, key: string) =>
    !schemaFailed ||
    (Array.isArray(items) &&
      items.every((item, i) => !!item && typeof item === 'object' && !schemaFailed(`${pointer}/${i}/${key}`)));
  const townsKnown = namesKnown(model.towns, '/towns', 'slug');
  const servicesKnown = namesKnown(model.services, '/services', 'id');
  const templatesKnown = namesKnown(model.templates, '/templates', 'id');

  run(() => problems.push(...localeProblems(model)));
  run(() => problems.push(...hoursProblems(model)));
  run(() =>
    duplicates(
      townSlugs,
      model.towns.map((t) => t.name),
      '/towns',
      'slug',
      ['town', 'address name'],
      add,
    ),
  );
  run(() =>
    duplicates(
      templateIds,
      model.templates.map((t) => `“${t.title}”`),
      '/templates',
      'id',
      ['page template', 'short name'],
      add,
    ),
  );
  run(() =>
    duplicates(
      serviceIds,
      model.services.map((s) => s.name),
      '/services',
      'id',
      ['service', 'short name'],
      add,
    ),
  );
  run(() => sameNames(model.towns, (t) => t.slug, '/towns', 'town', add));
  run(() => sameNames(model.services, (s) => s.id, '/services', 'service', add));
  run(() =>
    duplicates(
      model.collections.testimonials.map((t) => t.id),
      model.collections.testimonials.map((t) => `by ${t.name}`),
      '/collections/testimonials',
      'id',
      ['review', 'short name'],
      add,
    ),
  );
  run(() =>
    duplicates(
      model.collections.posts.map((p) => p.slug),
      model.collections.posts.map((p) => `“${p.title}”`),
      '/collections/posts',
      'slug',
      ['blog post', 'address name'],
      add,
    ),
  );
  run(() =>
    duplicates(
      model.collections.projects.map((p) => String(p.id)),
      model.collections.projects.map((p) => `“${p.title}”`),
      '/collections/projects',
      'id',
      ['project', 'number'],
      add,
    ),
  );

  run(() =>
    model.templates.forEach((template, t) =>
      run(() => {
        const at = `/templates/${t}`;
        if ((template.each ?? 'town') === 'town') {
          if (!template.service) add(at, catalogue.templateServiceMissing());
          else if (servicesKnown && !serviceIds.includes(template.service))
            add(`${at}/service`, catalogue.unknownService(template.service, serviceIds));
          if (Array.isArray(template.towns))
            template.towns.forEach((slug, i) => {
              if (townsKnown && !townSlugs.includes(slug))
                add(`${at}/towns/${i}`, catalogue.unknownTown(slug, townSlugs));
            });
        }
        duplicates(
          template.blocks.map((b) => b.id ?? ''),
          template.blocks.map((_, b) => `block ${b + 1}`),
          `${at}/blocks`,
          'id',
          ['block', 'block name'],
          add,
          true,
        );
        template.blocks.forEach((block, b) =>
          block.towns?.forEach((slug, i) => {
            if (townsKnown && !townSlugs.includes(slug))
              add(`${at}/blocks/${b}/towns/${i}`, catalogue.unknownTown(slug, townSlugs));
          }),
        );
      }),
    ),
  );

  run(() =>
    model.pages.forEach((page, i) =>
      run(() => {
        const at = `/pages/${i}`;
        if (page.service === undefined) {
          if (page.structuredData === 'Service') add(at, catalogue.pageServiceMissing());
          return;
        }
        const ids = [page.service].flat();
        ids.forEach((id, s) => {
          if (servicesKnown && !serviceIds.includes(id))
            add(
              Array.isArray(page.service) ? `${at}/service/${s}` : `${at}/service`,
              catalogue.unknownService(id, serviceIds),
            );
        });
      }),
    ),
  );

  run(() =>
    model.towns.forEach((town, i) =>
      run(() =>
        Object.entries(town.pages ?? {}).forEach(([templateId, own]) => {
          const at = `/towns/${i}/pages/${escapePointer(templateId)}`;
          const template = model.templates.find((t) => t.id === templateId);
          if (!template) return templatesKnown && add(at, { ...catalogue.unknownTemplate(templateId, templateIds) });
          const ids = template.blocks.flatMap((b) => (b.id ? [b.id] : []));
          Object.keys(own.blocks ?? {}).forEach((id) => {
            const block = template.blocks.find((b) => b.id === id);
            if (!block) add(`${at}/blocks/${escapePointer(id)}`, catalogue.unknownBlockId(id, templateId, ids));
            else if (block.towns && !block.towns.includes(town.slug))
              add(`${at}/blocks/${escapePointer(id)}`, catalogue.blockNotForTown(id, town.name));
          });
        }),
      ),
    ),
  );

  const placeholders = (value: unknown, pointer: string, allowed: readonly string[]) =>
    placeholdersIn(value, pointer, (name, at) => {
      if (!allowed.includes(name)) add(at, catalogue.unknownPlaceholder(name, [...allowed]));
    });
  run(() => model.pages.forEach((page, i) => placeholders(page, `/pages/${i}`, placeholderNames.site)));
  run(() =>
    model.templates.forEach((template, t) =>
      placeholders(template, `/templates/${t}`, placeholderNames[template.each ?? 'town']),
    ),
  );
  run(() =>
    model.towns.forEach((town, i) => placeholders(town.pages ?? {}, `/towns/${i}/pages`, placeholderNames.town)),
  );

  const files = listImages(imagesDir);
  walk(model, '', (value, pointer) => {
    if (isImage(value) && !files.includes(value.src)) add(`${pointer}/src`, catalogue.missingImage(value.src, files));
  });
  run(() => {
    for (const [key, file] of Object.entries(model.business.logo ?? {})) {
      if (!files.includes(file)) add(`/business/logo/${key}`, catalogue.missingImage(file, files));
    }
  });
  run(() => problems.push(...fontProblems(model.theme.fonts)));
  run(() => problems.push(...contrastProblems(model.theme)));
  run(() => problems.push(...iconProblems(model)));
  if (routes) run(() => problems.push(...routeChecks(model, routes, sound, run)));
  return problems;
}

/** The checks that need every page's address: links, aliases, the blocks' own checks, blog categories. */
function routeChecks(
  model: SiteModel,
  routes: Route[],
  sound: (pointer: string) => boolean,
  run: (check: () => void) => void,
): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, m: Message) => problems.push({ pointer, ...m });
  const paths = routes.map((r) => r.path);
  const isPath = new Set(paths);
  run(() => {
    const aliasPaths = new Set(model.aliases.map((a) => a.from));
    model.aliases.forEach((alias, i) => {
      if (aliasPaths.has(alias.to)) add(`/aliases/${i}/to`, catalogue.aliasChain(alias.to));
      else if (!isPath.has(alias.to)) add(`/aliases/${i}/to`, catalogue.aliasToNowhere(alias.to, paths));
    });
  });

  const seen = new Set<string>();
  const once = (pointer: string, m: Message) => {
    const k = pointer + m.message;
    if (!seen.has(k)) {
      seen.add(k);
      add(pointer, m);
    }
  };
  const checkLinks = (value: unknown, pointer: string) =>
    walk(value, pointer, (v, p) => {
      if (v && typeof v === 'object' && 'href' in v && typeof v.href === 'string' && v.href.startsWith('/')) {
        const target = v.href.split(/[?#]/)[0] || '/';
        if (!isPath.has(target)) once(`${p}/href`, catalogue.brokenLink(v.href, paths));
      }
    });
  run(() => checkLinks(model.navigation, '/navigation'));
  run(() => contactFormCheck(model, paths, once));
  for (const route of routes.filter((r) => r.kind !== 'alias')) {
    route.blocks.forEach((block, b) => {
      const at = route.blockSources[b];
      run(() => checkLinks(block, at));
      // The block's own checks, in its folder's build.ts (src/blocks/builds.ts); not on a block the
      // schema refused, whose props are not what its check reads.
      const check = builds[block.type]?.check as ((block: Block, context: CheckContext) => void) | undefined;
      if (sound(at)) run(() => check?.(block, { model, route, at, add: once }));
    });
  }

  // The first category button is "all posts"; a post belongs to one of the others.
  run(() => {
    const categories = routes
      .flatMap((r) => r.blocks)
      .flatMap((b) => (b.type === 'BlogCategories' ? b.categories.slice(1) : []));
    if (categories.length)
      model.collections.posts.forEach((post, i) => {
        if (!categories.includes(post.category))
          add(`/collections/posts/${i}/category`, catalogue.unknownCategory(post.category, categories));
      });
  });
  return problems;
}

/** `names[i]` names the i-th entry for people (a town's name, "Block 3"): the words never hold a pointer. */
function duplicates(
  values: string[],
  names: string[],
  listPointer: string,
  field: string,
  [kind, fieldWords]: [string, string],
  add: (p: string, m: Message) => void,
  skipEmpty = false,
) {
  const first = new Map<string, number>();
  values.forEach((value, i) => {
    if (skipEmpty && !value) return;
    if (first.has(value))
      add(`${listPointer}/${i}/${field}`, catalogue.duplicate(kind, fieldWords, value, names[first.get(value)!]));
    else first.set(value, i);
  });
}

/**
 * Two towns (or services) of one name, told apart only by their addresses: each would be listed as
 * that name in the menu, the footer and the titles. Compared as people read them (case, spaces,
 * accents aside); an entry whose address is itself a duplicate is reported as such already.
 */
function sameNames<T extends { name: string }>(
  items: T[],
  key: (item: T) => string,
  listPointer: string,
  kind: 'town' | 'service',
  add: (p: string, m: Message) => void,
) {
  const keys = items.map(key);
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    if (keys.indexOf(keys[i]!) !== i) return;
    const name = nameKey(item.name);
    if (!name) return;
    if (first.has(name))
      add(`${listPointer}/${i}/name`, catalogue.sameName(kind, item.name.trim(), first.get(name)! + 1));
    else first.set(name, i);
  });
}

function listImages(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
