// One worker thread of the parallel prerender (see render-pool.ts): loads the Vite-bundled renderer
// once, then renders the page data it is sent. Plain JavaScript, so that it starts without a
// TypeScript loader, whether the build runs under tsx, Vitest or plain node.
import { workerData } from 'node:worker_threads';

const { renderPage } = await import(workerData.rendererUrl);

/** @param {import('../src/renderer/page-data').PageData} data */
export default function render(data) {
  return renderPage(data);
}
