// Stage 5: one route → its page data and complete HTML document. Shared by the build and the dev server.
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';
import type { ImageInfo, PageData, SiteChrome } from '../../src/page-data';
import type { Route } from '../model/route';
import { resolvePage } from '../pages/resolve';
import type { DocumentAssets } from '../assets/static-assets';
import { renderDocument } from './document';
import { RenderError } from '../errors/stage-errors';
import { isNotFoundPath } from '../pages/not-found';
import type { PageJob, RenderPage, WritePage } from './write-page';

export type { RenderPage } from './write-page';

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

export { NOT_FOUND_PATH } from '../pages/not-found';

/** The data a route's page is drawn from. */
export function pageData(ctx: Omit<PrerenderContext, 'assets' | 'renderPage'>, route: Route): PageData {
  const data = resolvePage(ctx.model, route, ctx.routes, ctx.images, ctx.chrome);
  // The 404 page, served for any unknown address, is not to be indexed.
  return isNotFoundPath(route.path) ? { ...data, meta: { ...data.meta, noindex: true } } : data;
}

const renderFailed = (route: Route, cause: unknown) =>
  new RenderError(`Rendering ${route.path} (from site.json ${route.source}) failed.`, { cause });

export async function prerender(ctx: PrerenderContext, route: Route): Promise<{ data: PageData; html: string }> {
  const data = pageData(ctx, route);
  let body: Awaited<ReturnType<RenderPage>>;
  try {
    body = await ctx.renderPage(data);
  } catch (cause) {
    throw renderFailed(route, cause);
  }
  return { data, html: renderDocument(data, body, ctx.assets, { headExtra: ctx.headExtra }) };
}

/** What a town page's town puts into its text, which its blocks may be drawn without (src/renderer/stencil.ts). */
export const townValues = ({ town }: Route): string[] | undefined =>
  town && [town.name, town.slug, town.county, town.postalCode].filter((v): v is string => !!v);

/**
 * The build's step for one route: its data, then its files in `outDir` (its folder's index.html and
 * page.json; the 404 page as 404.html at the top, with its data inline), written by `write`.
 */
export async function buildPage(
  ctx: Omit<PrerenderContext, 'renderPage'>,
  route: Route,
  outDir: string,
  write: WritePage,
): Promise<void> {
  const data = pageData(ctx, route);
  const values = townValues(route);
  const job: PageJob = isNotFoundPath(route.path)
    ? { data, assets: ctx.assets, htmlFile: path.join(outDir, `${route.path}.html`) }
    : {
        data,
        assets: ctx.assets,
        htmlFile: path.join(outDir, route.path, 'index.html'),
        jsonFile: path.join(outDir, route.path, 'page.json'),
        ...(values && { values }),
      };
  try {
    await write(job);
  } catch (cause) {
    throw renderFailed(route, cause);
  }
}
