// `npm run dev`: a live preview. Every request re-reads site.json, so a saved change shows on reload
// (site.json changes reload the browser; component changes hot-reload). Problems in site.json are
// printed in the terminal and shown in the browser's error overlay. It listens on 127.0.0.1 (HOST
// names another address, e.g. HOST=0.0.0.0 to try it from a phone), and serves only the site: its
// pages, pictures and modules (dev-guard.ts), never the lead database, saved versions or the server.
import express from 'express';
import { createServer as createHttpServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { loadSite } from './check/load';
import { validate } from './check/validate';
import { formatProblem } from './errors/problem';
import { describeChain } from './errors/stage-errors';
import { prepareImages } from './assets/images';
import { logoFiles } from './assets/logo';
import { imagesOf, siteChrome } from './pages/resolve';
import { prerender, NOT_FOUND_PATH, type RenderPage } from './render/prerender';
import { copyStaticAssets } from './assets/static-assets';
import { siteIconSprite, writeIconSprite } from './assets/icons';
import { PACKAGE_LATIN } from './assets/fonts';
import { projectRoot, sitePaths } from './paths';
import { PUBLIC_DIRS, devGuard } from './dev-guard';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST?.trim() || '127.0.0.1';
const paths = sitePaths(
  path.resolve(process.env.SITE ?? 'site.json'),
  await mkdtemp(path.join(os.tmpdir(), 'site-dev-')),
);
const app = express();
const server = createHttpServer(app);
/** Where the page's modules and pictures come from; nothing else of the project is served. */
const publicDirs = [...PUBLIC_DIRS.map((dir) => path.join(projectRoot, dir)), paths.outDir];
const vite = await createViteServer({
  root: projectRoot,
  server: {
    middlewareMode: true,
    ws: { server }, // hot reload on this server's address, not a port of its own on every address
    fs: {
      strict: true,
      allow: publicDirs,
      // Vite's own list, and the saved versions and lead stores (dev-guard.ts refuses them first).
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.site-versions/**', '**/*.sqlite*', '**/*.db'],
    },
  },
  appType: 'custom',
});
const assets = await copyStaticAssets(
  paths,
  '/src/renderer/entry-client.tsx',
  PACKAGE_LATIN,
  (await currentSite()).model,
);

vite.watcher.add(paths.siteFile);
vite.watcher.on('change', (file) => {
  if (path.resolve(file) === paths.siteFile) {
    console.log('site.json changed: reloading the browser.');
    vite.ws.send({ type: 'full-reload' });
  }
});

/** Loads and validates site.json afresh; throws a readable error listing every problem. */
async function currentSite() {
  const site = await loadSite(paths.siteFile);
  const result = validate(site, paths.imagesDir);
  if (result.problems.length) {
    const file = path.relative(process.cwd(), paths.siteFile);
    throw new Error(
      `${result.problems.length} problem(s) in ${file}:\n${result.problems.map((p) => formatProblem(p, { ...site, file })).join('\n')}`,
    );
  }
  return result;
}

app.use(devGuard(projectRoot, publicDirs));
app.use('/assets', express.static(path.join(paths.outDir, 'assets')));
app.use('/img', express.static(path.join(paths.outDir, 'img')));
app.use(vite.middlewares);
app.get(/.*/, async (req, res) => {
  const wantsData = req.path.endsWith('/page.json');
  const pathname = wantsData ? req.path.replace(/\/?page\.json$/, '') || '/' : req.path;
  try {
    const { model, routes } = await currentSite();
    const route = routes.find((r) => r.path === pathname) ?? routes.find((r) => r.path === NOT_FOUND_PATH);
    if (!route) {
      res.status(404).send('Not found, and site.json has no /404 page.');
      return;
    }
    const images = await prepareImages([...imagesOf(model), ...logoFiles(model)], paths);
    await writeIconSprite(siteIconSprite(model, routes), paths.outDir); // the icons site.json now uses
    const { renderPage } = (await vite.ssrLoadModule('/src/renderer/render-page.tsx')) as { renderPage: RenderPage };
    const { data, html } = await prerender(
      { model, routes, images, chrome: siteChrome(model, routes, images), assets, renderPage },
      route,
    );
    const status = route.path === pathname ? 200 : 404;
    if (wantsData) {
      res.status(status).json(data);
      return;
    }
    res
      .status(status)
      .type('html')
      .send(await vite.transformIndexHtml(req.originalUrl, html));
  } catch (error) {
    const message = describeChain(error);
    console.error(message);
    vite.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site.json' } });
    res
      .status(500)
      .type('html')
      .send(
        `<!doctype html><title>Problem in site.json</title><script type="module" src="/@vite/client"></script><pre style="white-space:pre-wrap;font:14px/1.5 monospace;padding:2rem">${message.replace(/</g, '&lt;')}</pre>`,
      );
  }
});

server.listen(port, host, () =>
  console.log(
    `Live preview on http://${host.includes(':') ? `[${host}]` : host}:${port} — edit site.json or a component and save.`,
  ),
);
