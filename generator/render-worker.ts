// One render thread of the build (render-pool.ts). bundleRenderer (build.ts) bundles it beside the
// server renderer, so the thread starts as plain JavaScript, without a TypeScript loader, and runs the
// very same modules as every other server render.
import { renderPage } from '../src/renderer/render-page';
import { writePage, type PageJob } from './write-page';

export default (job: PageJob) => writePage(job, renderPage);
