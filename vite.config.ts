// Vite bundles the browser code (entry-client.tsx) and, for generator/build.ts, the server renderer;
// pages are prerendered by generator/build.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), browserBlockRegistry()],
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
      output: isSsrBuild ? {} : {
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

/** Everything the app shell needs (with shared UI, web-vitals and the bundler's runtime), apart from the first script. */
function isAppModule(id: string): boolean {
  // Phone metadata is for the contact form alone: it goes with the form's chunk, not onto every page.
  if (id.includes('/node_modules/libphonenumber-js/')) return false;
  if (id.includes('/node_modules/') || id.includes('rolldown/runtime')) return true;
  return /\/src\/(renderer|ui)\//.test(id) && !FIRST_SCRIPT.test(id);
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
  ssr: true, displayName, fileName: false, minify: true, transpileTemplateLiterals: false, pure: true,
});

/**
 * In the browser bundle only, Page.tsx gets src/renderer/hydrate-blocks.ts in place of the block
 * registry src/blocks/index.ts: the browser then loads just the blocks of the page it shows, each in
 * its own chunk, while the server render keeps every block. The build fails if the swap stops matching.
 */
function browserBlockRegistry(): Plugin {
  const page = here('./src/renderer/Page.tsx');
  const registry = here('./src/blocks/index.ts');
  let swapped = false;
  return {
    name: 'site:browser-block-registry',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (this.environment.name !== 'client' || importer?.split('?')[0] !== page) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id !== registry) return null;
      swapped = true;
      return here('./src/renderer/hydrate-blocks.ts');
    },
    buildEnd() {
      if (this.environment.name === 'client' && this.environment.mode === 'build' && !swapped) {
        this.error('vite.config.ts: Page.tsx no longer imports the block registry src/blocks/index.ts; update browserBlockRegistry() so the browser keeps loading blocks per page.');
      }
    },
  };
}
