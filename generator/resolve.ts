// Stage 4: turn a route into the data its page ships — blocks with what they refer to looked up,
// its images, head tags and structured data. Pure: no I/O.
import type { Block, Page, SiteModel } from '../schema/generated/site';
import type { BlockData, ResolvedBlock } from '../src/blocks/types';
import { FOOTER_TOWN_LIMIT, type ImageInfo, type SiteChrome } from '../src/ui/page-data';
import type { PageData } from '../src/renderer/page-data';
import type { Route } from './expand';
import { breadcrumbTrail } from './breadcrumb';
import { structuredData } from './structured-data';
import { isImage, walk } from './cross-check';
import { resolvePalette } from './theme';
import { fontStacks } from './fonts';
import { contactLocale, siteLabels, siteLocale, telHref } from './site-locale';

/** `images`: the prepared pictures, of which the chrome carries the logo's. */
export function siteChrome(model: SiteModel, routes: Route[], images: Record<string, ImageInfo> = {}): SiteChrome {
  // A town links to its first town page (routes are in template order).
  const firstPage = (slug: string) => townPagesOf(routes).get(slug)?.[0];
  // Every page carries the chrome: only the first towns, so a page does not grow with the number of towns.
  const towns = model.towns.slice(0, FOOTER_TOWN_LIMIT).map((t) => ({ name: t.name, slug: t.slug, postalCode: t.postalCode, href: firstPage(t.slug)?.path }));
  const footerTemplate = routes.find((r) => r.kind === 'town')?.template?.id;
  return {
    siteName: model.site.name, locale: model.site.locale, business: model.business,
    theme: { color: resolvePalette(model.theme), font: fontStacks(model.theme.fonts) },
    ...(model.business.logo ? { logo: { src: images[model.business.logo.src], onDark: images[model.business.logo.onDark ?? model.business.logo.src] } } : {}),
    navigation: model.navigation,
    towns,
    ...(model.towns.length > towns.length ? { allTowns: { count: model.towns.length, href: allTownsPage(model, footerTemplate) } } : {}),
    analytics: model.site.analytics ?? {},
    needsConsent: model.site.analytics !== undefined,
    labels: siteLabels(model), hourCycle: siteLocale(model).hourCycle, tel: telHref(model),
  };
}

/**
 * The page that lists every served town: one with area cards for every town (of a template for all
 * towns, or with allTowns). Preferred: cards of the template the footer's town links lead to, and a
 * page of its own rather than the home page.
 */
function allTownsPage(model: SiteModel, footerTemplate: string | undefined): string | undefined {
  const coversAll = (id: string) => (model.templates.find((t) => t.id === id)?.towns ?? 'all') === 'all';
  const everyTownCards = (page: Page) => page.blocks.flatMap((b) => (b.type === 'AreaCards' && (b.allTowns || coversAll(b.template)) ? [b.template] : []));
  const rank = (page: Page) => (everyTownCards(page).includes(footerTemplate ?? '') ? 0 : 2) + (page.path === '/' ? 1 : 0);
  const withCards = model.pages.filter((page) => everyTownCards(page).length > 0);
  return withCards.sort((a, b) => rank(a) - rank(b))[0]?.path; // a stable sort: site order among equals
}

const townPagesCache = new WeakMap<Route[], Map<string, Route[]>>();

/**
 * Each town's pages, in route order, indexed once per route list: area cards look up every town, and
 * searching all routes for each one made an overview page cost towns × routes (seconds at 6,000 pages).
 */
function townPagesOf(routes: Route[]): Map<string, Route[]> {
  let index = townPagesCache.get(routes);
  if (!index) {
    index = new Map();
    for (const r of routes) {
      if (r.kind !== 'town' || !r.town) continue;
      const pages = index.get(r.town.slug);
      if (pages) pages.push(r); else index.set(r.town.slug, [r]);
    }
    townPagesCache.set(routes, index);
  }
  return index;
}

export function imagesOf(value: unknown): string[] {
  const srcs: string[] = [];
  walk(value, '', (v) => { if (isImage(v)) srcs.push(v.src); });
  return srcs;
}

export function resolvePage(model: SiteModel, route: Route, routes: Route[], images: Record<string, ImageInfo>, chrome: SiteChrome): PageData {
  const absolute = (path: string) => `${model.site.origin}${path === '/' ? '/' : path}`;
  const trail = breadcrumbTrail(route.path, chrome.labels.breadcrumbHome);
  const blocks = route.blocks.map((block) => ({ block, data: blockData(block, model, route, routes, trail) }) as ResolvedBlock);
  const hero = route.blocks.find((b) => b.type === 'Hero');
  const shareImage = route.image ?? (hero?.type === 'Hero' ? hero.image : undefined) ?? model.site.defaultImage;
  const shareUrl = absolute(images[shareImage.src]?.src ?? '/');
  const pageImages = Object.fromEntries([...imagesOf(blocks), shareImage.src].map((src) => [src, images[src]]));
  const heroInfo = hero?.type === 'Hero' ? images[hero.image.src] : undefined;
  const photo = heroInfo?.sources[0];
  // A photo is preloaded as its best format's source set; an SVG illustration (no sources) as its one file.
  const preloadImage = photo ? { type: photo.type, srcSet: photo.srcSet, sizes: '100vw' } : heroInfo && { type: 'image/svg+xml', href: heroInfo.src };
  return {
    path: route.path,
    meta: {
      title: route.title, description: route.description, canonical: absolute(route.canonicalPath), image: shareUrl,
      type: route.kind === 'post' ? 'article' : 'website',
      jsonLd: structuredData(model, route, trail, absolute, shareUrl),
      preloadImage,
    },
    blocks,
    images: pageImages,
    chrome,
  };
}

function blockData(block: Block, model: SiteModel, route: Route, routes: Route[], trail: ReturnType<typeof breadcrumbTrail>): BlockData<Block['type']> {
  const { collections } = model;
  switch (block.type) {
    case 'Breadcrumb': return { trail };
    case 'Testimonials': {
      // A town without its own reviews gets the block's fallback (the site's general reviews).
      const byId = (id: string) => collections.testimonials.find((t) => t.id === id);
      const ids = block.fallbackIds && !block.ids.every(byId) ? block.fallbackIds : block.ids;
      return { items: ids.map((id) => byId(id)!) };
    }
    case 'Article': return { post: collections.posts.find((p) => p.slug === block.post)! };
    case 'PortfolioGrid': return { projects: collections.projects };
    // The towns only where the block shows them: a map on a town page would otherwise carry every town.
    case 'Map': return { towns: block.showTowns ? model.towns.map((t) => ({ name: t.name, postalCode: t.postalCode })) : [] };
    case 'ContactForm': {
      const locale = siteLocale(model);
      return { locale: contactLocale(model), regionLabel: locale.regionLabel, postalCodeLabel: locale.postalCodeLabel };
    }
    case 'AreasServed': return { town: route.town?.name ?? model.business.address.city, isBase: route.town ? route.town.isBase === true : true };
    case 'BlogPosts': {
      const newestFirst = [...collections.posts].sort((a, b) => b.date.localeCompare(a.date));
      const chosen = newestFirst.filter((p) => (block.select === 'featured' ? p.featured : !p.featured)).slice(0, block.count);
      return { posts: chosen.map(({ body: _body, ...summary }) => summary) };
    }
    case 'AreaCards': return {
      // A card per town the template covers, to its page of the template; with allTowns, also the
      // towns it does not cover (mulch), to their first town page.
      cards: model.towns.flatMap((town) => {
        const townRoutes = townPagesOf(routes).get(town.slug) ?? [];
        const target = townRoutes.find((r) => r.template?.id === block.template) ?? (block.allTowns ? townRoutes[0] : undefined);
        return target ? [{ town: town.name, href: target.path, specialty: town.areaCard.specialty, description: town.areaCard.description, features: town.areaCard.features ?? [] }] : [];
      }),
    };
    default: return undefined;
  }
}
