// Stage 5: one route → its page data and complete HTML document. Shared by the build and the dev server.
import type { SiteModel } from '../schema/generated/site';
import type { ImageInfo, SiteChrome } from '../src/ui/page-data';
import type { PageData } from '../src/renderer/page-data';
import type { Route } from './expand';
import { resolvePage } from './resolve';
import { renderDocument, type DocumentAssets } from './document';
import { RenderError } from './errors/stage-errors';
import { NOT_FOUND_PATH } from './not-found';

export type RenderPage = typeof import('../src/renderer/render-page').renderPage;

export interface PrerenderContext {
  model: SiteModel;
  routes: Route[];
  images: Record<string, ImageInfo>;
  chrome: SiteChrome;
  assets: DocumentAssets;
  renderPage: RenderPage;
  /** Extra tags for the head (the dev server's Vite client). */
  headExtra?: string;
}

export { NOT_FOUND_PATH } from './not-found';

export async function prerender(ctx: PrerenderContext, route: Route): Promise<{ data: PageData; html: string }> {
  const resolved = resolvePage(ctx.model, route, ctx.routes, ctx.images, ctx.chrome);
  // The 404 page, served for any unknown address, is not to be indexed.
  const data = route.path === NOT_FOUND_PATH ? { ...resolved, meta: { ...resolved.meta, noindex: true } } : resolved;
  let body: Awaited<ReturnType<RenderPage>>;
  try {
    body = await ctx.renderPage(data);
  } catch (cause) {
    throw new RenderError(`Rendering ${route.path} (from site.json ${route.source}) failed.`, { cause });
  }
  return { data, html: renderDocument(data, body, ctx.assets, { headExtra: ctx.headExtra }) };
}
