// Stage 4: turn a route into the data its page ships — blocks with what they refer to looked up,
// its images, head tags and structured data. Pure: no I/O (but reading Lucide's icon files, once, for the sprite's address).
import type { Block, Page, SiteModel } from '../../schema/generated/site';
import type { BlockData, ImageInfo, PageAlternate, PageData, ResolvedBlock, SiteChrome } from '../../src/page-data';
import { normalTag } from '../../shared/site/languages/languages';
import type { ResolveContext } from '../../src/blocks/build-definition';
import { builds } from '../../src/blocks/builds';
import type { Route } from '../model/route';
import { breadcrumbTrail, pageNames } from './breadcrumb';
import { structuredData } from './structured-data/index';
import { isImage, walk } from '../model/walk';
import { resolvePalette } from '../../shared/site/palette';
import { fontStacks } from '../assets/fonts';
import { siteLabels } from '../../shared/site/labels';
import { pageLabels } from '../../shared/site/contact-form';
import { siteLocale, telHref } from '../../shared/site/locale';
import { ownAddressLayout } from '../../shared/site/address-format';
import { withRegionCode } from '../../shared/site/country';
import { townPagesOf } from './town-pages';
import { languagePrefix } from '../../shared/site/translations';
import { siteIconSprite } from '../assets/icons';

/**
 * How many towns the footer (and so every page's chrome) carries. Every page has the footer, so a
 * list of all towns would make every page grow with the number of towns and the build quadratic;
 * beyond this many, the footer links to the page that lists them all.
 */
export const FOOTER_TOWN_LIMIT = 12;

/**
 * `images`: the prepared pictures, of which the chrome carries the logo's. The chrome names the site's
 * icon sprite (drawn from Lucide's files, once per set of icons), which the build writes (writeIconSprite).
 */
export function siteChrome(model: SiteModel, routes: Route[], images: Record<string, ImageInfo> = {}): SiteChrome {
  // A town links to its first town page (routes are in template order).
  const firstPage = (slug: string) => townPagesOf(routes).get(slug)?.[0];
  // Every page carries the chrome: only the first towns, so a page does not grow with the number of towns.
  const towns = model.towns
    .slice(0, FOOTER_TOWN_LIMIT)
    .map((t) => ({ name: t.name, slug: t.slug, postalCode: t.postalCode, href: firstPage(t.slug)?.path }));
  const footerTemplate = routes.find((r) => r.kind === 'town')?.template?.id;
  const addressLayout = ownAddressLayout(model.business.address.country);
  return {
    siteName: model.site.name,
    locale: model.site.locale,
    business: { ...model.business, address: withRegionCode(model.business.address, model.site.locale) },
    // How the office's country writes an address; none for the US's way (the pages stay as they were).
    ...(addressLayout ? { addressLayout } : {}),
    theme: { color: resolvePalette(model.theme), font: fontStacks(model.theme.fonts) },
    ...(model.business.logo
      ? {
          logo: {
            src: images[model.business.logo.src],
            onDark: images[model.business.logo.onDark ?? model.business.logo.src],
          },
        }
      : {}),
    navigation: model.navigation,
    towns,
    ...(model.towns.length > towns.length
      ? { allTowns: { count: model.towns.length, href: allTownsPage(model, footerTemplate) } }
      : {}),
    analytics: model.site.analytics ?? {},
    needsConsent: model.site.analytics !== undefined,
    labels: pageLabels(siteLabels(model)),
    hourCycle: siteLocale(model).hourCycle,
    tel: telHref(model),
    icons: siteIconSprite(model, routes).href,
    ...(languagePrefix(model.site) && { home: languagePrefix(model.site) }),
  };
}

/**
 * The page that lists every served town: one with area cards for every town (of a template for all
 * towns, or with allTowns). Preferred: cards of the template the footer's town links lead to, and a
 * page of its own rather than the home page.
 */
function allTownsPage(model: SiteModel, footerTemplate: string | undefined): string | undefined {
  const coversAll = (id: string) => (model.templates.find((t) => t.id === id)?.towns ?? 'all') === 'all';
  const everyTownCards = (page: Page) =>
    page.blocks.flatMap((b) => (b.type === 'AreaCards' && (b.allTowns || coversAll(b.template)) ? [b.template] : []));
  const rank = (page: Page) =>
    (everyTownCards(page).includes(footerTemplate ?? '') ? 0 : 2) + (page.path === '/' ? 1 : 0);
  const withCards = model.pages.filter((page) => everyTownCards(page).length > 0);
  return withCards.sort((a, b) => rank(a) - rank(b))[0]?.path; // a stable sort: site order among equals
}

export function imagesOf(value: unknown): string[] {
  const srcs: string[] = [];
  walk(value, '', (v) => {
    if (isImage(v)) srcs.push(v.src);
  });
  return srcs;
}

export function resolvePage(
  model: SiteModel,
  route: Route,
  routes: Route[],
  images: Record<string, ImageInfo>,
  chrome: SiteChrome,
): PageData {
  const absolute = (path: string) => `${model.site.origin}${path === '/' ? '/' : path}`;
  const trail = breadcrumbTrail(
    route,
    pageNames(model, routes),
    chrome.labels.breadcrumbHome,
    languagePrefix(model.site),
  );
  const context: ResolveContext = { model, route, routes, trail };
  const blocks = route.blocks.map((block) => ({ block, data: blockData(block, context) }) as ResolvedBlock);
  const hero = route.blocks.find((b) => b.type === 'Hero');
  const shareImage = route.image ?? (hero?.type === 'Hero' ? hero.image : undefined) ?? model.site.defaultImage;
  const shareUrl = absolute(images[shareImage.src]?.src ?? '/');
  const pageImages = Object.fromEntries([...imagesOf(blocks), shareImage.src].map((src) => [src, images[src]]));
  const heroInfo = hero?.type === 'Hero' ? images[hero.image.src] : undefined;
  const photo = heroInfo?.sources[0];
  // A photo is preloaded as its best format's source set; an SVG illustration (no sources) as its one file.
  const preloadImage = photo
    ? { type: photo.type, srcSet: photo.srcSet, sizes: '100vw' }
    : heroInfo && { type: 'image/svg+xml', href: heroInfo.src };
  return {
    path: route.path,
    meta: {
      title: route.title,
      description: route.description,
      canonical: absolute(route.canonicalPath),
      image: shareUrl,
      type: route.kind === 'post' ? 'article' : 'website',
      jsonLd: structuredData(model, route, trail, absolute, shareUrl),
      preloadImage,
      ...(route.alternates && { alternates: alternatesOf(route.alternates, absolute) }),
    },
    blocks,
    images: pageImages,
    chrome,
  };
}

/** The page in each of its languages, each language named in its own words ("English", "Español"). */
function alternatesOf(
  alternates: NonNullable<Route['alternates']>,
  absolute: (path: string) => string,
): PageAlternate[] {
  return alternates.map(({ language, path }) => {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language.split('-')[0]!) ?? language;
    return {
      hreflang: normalTag(language),
      name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
      path,
      href: absolute(path),
    };
  });
}

/** The block's `data`, by its folder's build.ts (src/blocks/builds.ts); `undefined` for a block that looks nothing up. */
function blockData(block: Block, context: ResolveContext): BlockData<Block['type']> {
  const resolve = builds[block.type]?.resolve as
    ((block: Block, context: ResolveContext) => BlockData<Block['type']>) | undefined;
  return resolve?.(block, context);
}
