// One render thread of the build (render-pool.ts). bundleRenderer (bundle.ts) bundles it beside the
// server renderer, so the thread starts as plain JavaScript, without a TypeScript loader, and runs the
// very same modules as every other server render.
import { renderPage } from '../../src/renderer/render-page';
import type { SiteChrome } from '../../src/page-data';
import type { PooledJob } from './render-pool';
import { writePage } from './write-page';

/** The chrome of the last page: the next pages (of the same site) share the very object. */
let last: { json: string; chrome?: SiteChrome } = { json: '' };

export default ({ chromeJson, data, ...job }: PooledJob) => {
  if (chromeJson !== last.json) last = { json: chromeJson, chrome: JSON.parse(chromeJson) as SiteChrome };
  return writePage({ ...job, data: { ...data, chrome: last.chrome! } }, renderPage); // the key keeps its place
};
