// Stage 4: turn a route into the data its page ships — blocks with what they refer to looked up,
// its images, head tags and structured data. Pure: no I/O.
import type { Block, SiteModel } from '../schema/generated/site';
import type { BlockData, ResolvedBlock } from '../src/blocks/types';
import type { ImageInfo, PageData, SiteChrome } from '../src/renderer/page-data';
import type { Route } from './expand';
import { breadcrumbTrail } from './breadcrumb';
import { structuredData } from './structured-data';
import { isImage, walk } from './cross-check';

export function siteChrome(model: SiteModel, routes: Route[]): SiteChrome {
  return {
    siteName: model.site.name, locale: model.site.locale, business: model.business, theme: model.theme,
    navigation: model.navigation,
    towns: model.towns.map((t) => ({
      name: t.name, slug: t.slug, postalCode: t.postalCode,
      href: routes.find((r) => r.kind === 'town' && r.town?.slug === t.slug)?.path,
    })),
    analytics: model.site.analytics ?? {},
  };
}

export function imagesOf(value: unknown): string[] {
  const srcs: string[] = [];
  walk(value, '', (v) => { if (isImage(v)) srcs.push(v.src); });
  return srcs;
}

export function resolvePage(model: SiteModel, route: Route, routes: Route[], images: Record<string, ImageInfo>, chrome: SiteChrome): PageData {
  const absolute = (path: string) => `${model.site.origin}${path === '/' ? '/' : path}`;
  const trail = breadcrumbTrail(route.path);
  const blocks = route.blocks.map((block) => ({ block, data: blockData(block, model, route, routes, trail) }) as ResolvedBlock);
  const hero = route.blocks.find((b) => b.type === 'Hero');
  const shareImage = route.image ?? (hero?.type === 'Hero' ? hero.image : undefined) ?? model.site.defaultImage;
  const shareUrl = absolute(images[shareImage.src]?.src ?? '/');
  const pageImages = Object.fromEntries([...imagesOf(blocks), shareImage.src].map((src) => [src, images[src]]));
  const heroInfo = hero?.type === 'Hero' ? images[hero.image.src] : undefined;
  const preload = heroInfo?.sources[0];
  return {
    path: route.path,
    meta: {
      title: route.title, description: route.description, canonical: absolute(route.canonicalPath), image: shareUrl,
      type: route.kind === 'post' ? 'article' : 'website',
      jsonLd: structuredData(model, route, trail, absolute, shareUrl),
      preloadImage: preload ? { srcSet: preload.srcSet, type: preload.type, sizes: '100vw' } : undefined,
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
    case 'Testimonials': return { items: block.ids.map((id) => collections.testimonials.find((t) => t.id === id)!) };
    case 'Article': return { post: collections.posts.find((p) => p.slug === block.post)! };
    case 'PortfolioGrid': return { projects: collections.projects };
    case 'Map': return { towns: model.towns.map((t) => ({ name: t.name, postalCode: t.postalCode })) };
    case 'AreasServed': return { town: route.town?.name ?? model.business.address.city, isBase: route.town?.isBase ?? true };
    case 'BlogPosts': {
      const newestFirst = [...collections.posts].sort((a, b) => b.date.localeCompare(a.date));
      const chosen = newestFirst.filter((p) => (block.select === 'featured' ? p.featured : !p.featured)).slice(0, block.count);
      return { posts: chosen.map(({ body: _body, ...summary }) => summary) };
    }
    case 'AreaCards': return {
      // One card per served town: to its page of this template, or, where the template does not
      // cover the town (mulch), to the town's first page.
      cards: model.towns.flatMap((town) => {
        const townRoutes = routes.filter((r) => r.kind === 'town' && r.town?.slug === town.slug);
        const target = townRoutes.find((r) => r.template?.id === block.template) ?? townRoutes[0];
        return target ? [{ town: town.name, href: target.path, specialty: town.areaCard.specialty, description: town.areaCard.description, features: town.areaCard.features ?? [] }] : [];
      }),
    };
    default: return undefined;
  }
}
