// What the wizards add to the draft model, as plain functions of it: the result is exactly what
// docs/editing.md's recipes 4.3 (add a town) and 4.4 (add a service) tell a person to type.
import type { SiteModel } from '../api';
import { slugFrom } from '../../../../shared/site/slug';
import { countryRules } from '../../../../shared/site/country';
import { siteCountry } from '../../../../shared/site/locale';
import type { SiteModel as Site } from '../../../../schema/generated/site';
import { withServiceListed, type Listing } from './service-places';

export type Overrides = { title?: string; description?: string; blocks?: Record<string, Record<string, unknown>> };
export type Town = {
  slug: string;
  name: string;
  /** Left out where the country's addresses name none. */
  state?: string;
  county: string;
  postalCode: string;
  character?: string;
  areaCard: { specialty: string; description: string; features: string[] };
  pages?: Record<string, Overrides>;
};
export type Block = Record<string, unknown> & { id?: string; type: string; towns?: string[] };
export type Template = {
  id: string;
  each?: string;
  path: string;
  service?: string;
  towns?: 'all' | string[];
  title: string;
  description: string;
  blocks: Block[];
  [key: string]: unknown;
};

export const townsOf = (model: SiteModel) => (model.towns ?? []) as Town[];
/** Templates that make one page per town (not the blog post template). */
export const townTemplates = (model: SiteModel) =>
  ((model.templates ?? []) as Template[]).filter((t) => t.each === 'town' || t.path.includes('{townSlug}'));
/** The site's language (site.locale), in which address names are made from names (shared/site/slug.ts). */
export const siteLocaleOf = (model: SiteModel) => (model.site as { locale?: string } | undefined)?.locale ?? 'en';

/**
 * The address pattern of a new service's town pages, in the shape of the site's own: where the site's
 * templates write their service's address name and then the town's ("/elektroinstallation-{townSlug}"
 * for Elektroinstallation), a service with the address name `id` gets the same ("/wallbox-{townSlug}").
 * The shape most templates share wins (the first of equals); "/{id}-in-{townSlug}" when no template's
 * address holds its service's name.
 */
export const townPagePath = (model: SiteModel, id: string): string =>
  (townPageShape(model) ?? '/{service}-in-{townSlug}').replace('{service}', id);

/** The shape most of the site's town page addresses share ("/es/{service}-en-{townSlug}"), if any holds its service's name. */
export function townPageShape(model: SiteModel): string | undefined {
  const locale = siteLocaleOf(model);
  const services = (model.services ?? []) as { id: string; name: string }[];
  const shapes = new Map<string, number>(); // "/{service}-{townSlug}" → how many templates have it
  for (const t of townTemplates(model)) {
    const service = services.find((s) => s.id === t.service);
    // The longest first: "mulch-installation" (its name) before "mulch" (its id) in "/mulch-installation-in-{townSlug}".
    const names = [service && slugFrom(service.name, locale), t.service, t.id]
      .filter((n): n is string => !!n)
      .sort((a, b) => b.length - a.length);
    for (const name of names) {
      const word = new RegExp(`(^|[/-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[-/{]|$)`);
      if (!word.test(t.path)) continue;
      const shape = t.path.replace(word, '$1{service}');
      if (shape.includes('{townSlug}')) shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      break;
    }
  }
  let common: string | undefined;
  for (const [shape, count] of shapes) if (!common || count > shapes.get(common)!) common = shape;
  return common;
}

/**
 * How a new town's state is asked: `required` where the site's country's addresses must name a region
 * (a US state, which the check asks for), `optional` where they need none but the site's towns give
 * one (a county in Britain), else not at all (`none`: Germany, France).
 */
export function townStateAsked(model: SiteModel): 'required' | 'optional' | 'none' {
  if (countryRules(siteCountry(model as Pick<Site, 'locale'>)).region.required) return 'required';
  return townsOf(model).some((t) => t.state) ? 'optional' : 'none';
}

/** The town as site.json gets it: a note, points and a state left empty are left out (they are optional). */
export function townEntry(town: Town): Town {
  const { character, ...rest } = town;
  const entry: Town = {
    ...rest,
    ...(character?.trim() ? { character } : {}),
    areaCard: { ...town.areaCard, features: town.areaCard.features.filter((f) => f?.trim()) },
  };
  if (!entry.state?.trim()) delete entry.state;
  return entry;
}

export const forAllTowns = (t: Template) => t.towns === undefined || t.towns === 'all';

/** An override without the texts left empty (empty means "use the template's text"); undefined when nothing is left. */
function withoutEmpty(overrides: Overrides | undefined): Overrides | undefined {
  if (!overrides) return undefined;
  const blocks = Object.fromEntries(
    Object.entries(overrides.blocks ?? {})
      .map(
        ([id, props]) =>
          [
            id,
            Object.fromEntries(
              Object.entries(props)
                .map(
                  ([k, v]) => [k, Array.isArray(v) ? v.map((line: string) => line.trim()).filter(Boolean) : v] as const,
                )
                .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '')),
            ),
          ] as const,
      )
      .filter(([, props]) => Object.keys(props).length > 0),
  );
  const out: Overrides = {
    ...(overrides.title?.trim() ? { title: overrides.title } : {}),
    ...(overrides.description?.trim() ? { description: overrides.description } : {}),
    ...(Object.keys(blocks).length ? { blocks } : {}),
  };
  return Object.keys(out).length ? out : undefined;
}

function withPages(town: Town, pages: Record<string, Overrides>): Town {
  const kept = Object.fromEntries(
    Object.entries(pages).flatMap(([id, o]) => {
      const own = withoutEmpty(o);
      return own ? [[id, own]] : [];
    }),
  );
  return Object.keys(kept).length ? { ...town, pages: { ...town.pages, ...kept } } : town;
}

/**
 * The template with the shared blocks at `leftOut` (their places in its blocks) kept to the towns that
 * show them today: the block's own "Only for these towns", so the new town's page goes without them.
 */
function withBlocksLeftOut(model: SiteModel, template: Template, leftOut: number[] | undefined): Template {
  if (!leftOut?.length) return template;
  const today = forAllTowns(template) ? townsOf(model).map((t) => t.slug) : (template.towns as string[]);
  return {
    ...template,
    blocks: template.blocks.map((b, i) => (leftOut.includes(i) && !b.towns ? { ...b, towns: today } : b)),
  };
}

/**
 * The model with a new town at the end of `towns`, added to the chosen templates limited to some towns,
 * with its own text, and without the shared parts it leaves out (`leftOut`: block places by template).
 */
export function withNewTown(
  model: SiteModel,
  town: Town,
  limitedTemplates: string[],
  pages: Record<string, Overrides>,
  leftOut: Record<string, number[]> = {},
): SiteModel {
  const templates = (model.templates as Template[]).map((t) => {
    const shown = withBlocksLeftOut(model, t, leftOut[t.id]);
    return limitedTemplates.includes(t.id) && Array.isArray(t.towns) && !t.towns.includes(town.slug)
      ? { ...shown, towns: [...t.towns, town.slug] }
      : shown;
  });
  // A part left out keeps none of the town's own text for it (it would be text for a part its page lacks).
  const shownPages = Object.fromEntries(
    Object.entries(pages).map(([id, own]) => {
      const gone = new Set((leftOut[id] ?? []).map((i) => templates.find((t) => t.id === id)?.blocks[i]?.id));
      const blocks = Object.fromEntries(Object.entries(own.blocks ?? {}).filter(([block]) => !gone.has(block)));
      return [id, { ...own, blocks }];
    }),
  );
  return { ...model, towns: [...townsOf(model), withPages(town, shownPages)], templates };
}

/** The shared blocks a new town's page may go without: every block with a heading that all its towns show, but the top banner. */
export const blocksToLeaveOut = (template: Template) =>
  template.blocks.flatMap((block, index) =>
    !block.towns && block.type !== 'Hero' && typeof block.heading === 'string' ? [{ block, index }] : [],
  );

export interface NewService {
  id: string;
  name: string;
  template: Template;
  /** Each town's own text for the new template, by town slug. */
  townTexts: Record<string, Overrides>;
  overview?: {
    title: string;
    description: string;
    heroText: string;
    cardsHeading: string;
    cardsIntro: string;
    /** Its hero's buttons (starter-text.ts: a quote request on the site's contact form, a call). */
    buttons: { label: string; href: string; style?: string }[];
  };
  /** Where else it is listed: the Services page's cards, the menu. */
  listing: Listing;
}

/** The model with the service (unless its id is already a service), its town page template, the towns' own text, optionally its overview page, listed where the site lists services. */
export function withNewService(model: SiteModel, service: NewService): SiteModel {
  const services = (model.services ?? []) as { id: string; name: string }[];
  const path = `/${service.id}`;
  const towns = townsOf(model).map((t) =>
    service.townTexts[t.slug] ? withPages(t, { [service.template.id]: service.townTexts[t.slug] }) : t,
  );
  const hero = service.template.blocks.find((b) => b.type === 'Hero');
  const overview = service.overview && {
    path,
    title: service.overview.title,
    description: service.overview.description,
    structuredData: 'Service',
    service: service.id,
    blocks: [
      {
        type: 'Hero',
        size: 'compact',
        heading: service.name,
        text: service.overview.heroText,
        ...(hero?.image ? { image: hero.image } : {}),
        buttons: service.overview.buttons,
      },
      { type: 'Breadcrumb' },
      {
        type: 'AreaCards',
        heading: service.overview.cardsHeading,
        intro: service.overview.cardsIntro,
        template: service.template.id,
      },
    ],
  };
  const townPages = Array.isArray(service.template.towns) ? service.template.towns : [];
  const linkTo = overview ? path : service.template.path.replace('{townSlug}', townPages[0] ?? '');
  return withServiceListed(
    {
      ...model,
      services: services.some((s) => s.id === service.id)
        ? services
        : [...services, { id: service.id, name: service.name }],
      templates: [...(model.templates as Template[]), service.template],
      towns,
      pages: overview ? [...(model.pages as unknown[]), overview] : model.pages,
    },
    service,
    linkTo,
    service.listing,
  );
}

/**
 * A new service's template: a copy of `from` with its own id, address (`path`: townPagePath), service and
 * towns; blocks limited to towns not chosen are left out.
 */
export function copiedTemplate(from: Template, id: string, towns: string[], path: string): Template {
  const blocks = from.blocks.flatMap((b) => {
    if (!b.towns) return [b];
    const kept = b.towns.filter((t) => towns.includes(t));
    return kept.length ? [{ ...b, towns: kept }] : [];
  });
  return { ...from, id, path, service: id, towns, blocks };
}
