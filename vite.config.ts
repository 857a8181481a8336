// Vite bundles the browser code (entry-client.tsx) and, for generator/build.ts, the server renderer;
// pages are prerendered by generator/build.ts.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), serverImportsBlocksAtOnce()],
  oxc: { plugins: { styledComponents: styledComponentsOptions({ displayName: command === 'serve' }) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    // Nothing is preloaded up front: the first script loads the app only when it is wanted.
    modulePreload: false,
    rollupOptions: {
      input: 'src/renderer/entry-client.tsx',
      // (The server renderer is one file: generator/build.ts bundles it with build.ssr set.)
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // One app chunk (React, styled-components, the shell, shared UI): one request and one gzip
              // stream instead of many small ones. Blocks stay in their own chunks, loaded per page.
              // Not recursive: Vite's preload helper, which hydrate-app also uses, must stay with the first script.
              groups: [{ name: 'app', test: (id: string) => isAppModule(id), includeDependenciesRecursively: false }],
            },
          },
    },
  },
}));

/** The modules of the first script (entry-client.tsx and what it imports): never in the app chunk. */
const FIRST_SCRIPT = /\/src\/(renderer\/(entry-client|hydrate-capture|page-loader)|ui\/picture-states)\./;

/**
 * The block registry (src/blocks/index.ts) and each block's definition (block.ts, with what it imports
 * from its folder: block-*.ts, such as the icons it draws): a few lines each.
 */
const BLOCK_REGISTRY = /\/src\/blocks\/(index\.ts|definition\.ts|\w+\/block(-[\w-]+)?\.ts)$/;

/** Everything the app shell needs (with shared UI, web-vitals and the bundler's runtime), apart from the first script. */
function isAppModule(id: string): boolean {
  // Phone metadata is for the contact form alone: it goes with the form's chunk, not onto every page.
  if (id.includes('/node_modules/libphonenumber-js/')) return false;
  if (id.includes('/node_modules/') || id.includes('rolldown/runtime')) return true;
  // The block registry and each block's definition (block.ts) too: the app decides with them which blocks to load.
  if (BLOCK_REGISTRY.test(id)) return true;
  // The site's facts and words (shared/site) are shared UI too; the contact rules go with the form.
  return /\/(src\/(renderer|ui)|shared\/site)\//.test(id) && !FIRST_SCRIPT.test(id);
}

/**
 * styled-components' transform, the port of its Babel plugin built into Oxc (the compiler Vite runs on
 * every module: native, 4× faster to bundle with than the Babel plugin it replaces). Every styled
 * component gets a fixed id from its file's absolute path and its position there (so a build in another
 * folder has other class names, the same in both its bundles): without one the id (and so
 * every class name) comes from a counter that depends on the order modules run in, and the browser,
 * which loads each page's blocks on demand, runs them in another order than the server. Server and
 * browser bundles and Vitest all use these options, so they agree. The CSS in templates is minified.
 * `displayName`: components named after their variables, for the dev server (in a build the names
 * would add bytes to every element of every page). Templates stay tagged (Oxc's own default since
 * oxc#23171): its array form re-escapes backslashes, so `content: '\\201C'` would lose its quote mark.
 */
export const styledComponentsOptions = ({ displayName }: { displayName: boolean }) => ({
  ssr: true,
  displayName,
  fileName: false,
  minify: true,
  transpileTemplateLiterals: false,
  pure: true,
});

/** How a block's definition loads its component (src/blocks/<Type>/block.ts). */
const LOAD_ON_DEMAND = "load: () => import('./index')";

/**
 * Outside the browser a block's definition imports its component at once instead of on demand: the
 * server draws every block, and styled-components numbers its style groups in the order components are
 * defined, so the server renderer defines them where the registry is imported (Page.tsx), in the
 * registry's order, and every page's CSS keeps one order whatever page a thread draws first. Only
 * the browser loads a block's code when a page shows it.
 */
function serverImportsBlocksAtOnce(): Plugin {
  return {
    name: 'site:server-imports-blocks-at-once',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment?.name === 'client' || !/\/src\/blocks\/\w+\/block\.ts$/.test(id.split('?')[0]!)) return null;
      if (!code.includes(LOAD_ON_DEMAND))
        this.error(
          `vite.config.ts: ${id} does not say "${LOAD_ON_DEMAND}"; write it so, or update serverImportsBlocksAtOnce().`,
        );
      return {
        code: `import * as component from './index';\n${code.replace(LOAD_ON_DEMAND, 'load: async () => component')}`,
        map: null,
      };
    },
  };
}
