// One render thread of the build (render-pool.ts). bundleRenderer (bundle.ts) bundles it beside the
// server renderer, so the thread starts as plain JavaScript, without a TypeScript loader, and runs the
// very same modules as every other server render.
import { renderPage } from '../../src/renderer/render-page';
import type { PageData, SiteChrome } from '../../src/page-data';
import type { PooledJob, RenderThreadData } from './render-pool';
import { writePage } from './write-page';
import { workerData } from 'node:worker_threads';
import { addSitePack } from '../../shared/site/languages/packs';

for (const [locale, pack] of (workerData as RenderThreadData).sitePacks) addSitePack(locale, pack);

/** The chrome of the last page: the next pages (of the same site) share the very object. */
let last: { json: string; chrome?: SiteChrome } = { json: '' };

/** What ends a page's JSON whose chrome was left out: its last key's value and the object's end. */
const NO_CHROME = 'null}';

export default ({ chromeJson, dataJson, ...job }: PooledJob) => {
  if (chromeJson !== last.json) last = { json: chromeJson, chrome: JSON.parse(chromeJson) as SiteChrome };
  if (!dataJson.endsWith(`"chrome":${NO_CHROME}`))
    throw new Error('A page’s data reached its render thread without its chrome last.');
  const data = JSON.parse(dataJson) as PageData;
  data.chrome = last.chrome!;
  const json = `${dataJson.slice(0, -NO_CHROME.length)}${chromeJson}}`;
  return writePage({ ...job, data, json }, renderPage);
};
