// Vite bundles the browser code (entry-client.tsx) and, for generator/build.ts, the server renderer;
// pages are prerendered by generator/build.ts.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), styledComponents(), browserBlockRegistry()],
  resolve: {
    // The site's own small router (src/renderer/router.tsx) stands in for React Router in every bundle,
    // server and browser alike, so components keep importing from 'react-router-dom'.
    alias: [{ find: /^react-router-dom$/, replacement: here('./src/renderer/router.tsx') }],
  },
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
 * Two rewrites of styled-components templates, the ones its Babel plugin makes:
 * - every styled component gets a fixed id made from its file and position. Without it the id (and
 *   so every class name) comes from a counter that depends on the order modules run in, and the
 *   browser, which loads each page's blocks on demand, runs them in another order than the server:
 *   class names would not match at hydration. `styled.tag`…`, `styled(Component)`…` and their
 *   `.attrs(…)` forms become `….withConfig({ componentId })`…`;
 * - the CSS text of styled, css, keyframes and createGlobalStyle templates loses its comments and
 *   spare white space (the page's CSS is the same; the browser's script is smaller).
 * Server and browser bundles both go through it, so they agree.
 */
function styledComponents(): Plugin {
  const root = here('.');
  return {
    name: 'site:styled-components',
    enforce: 'post', // after TypeScript and JSX are compiled away
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !code.includes('styled-components')) return null;
      const program = this.parse(code) as unknown as Node;
      const names = importsOf(program, 'styled-components');
      if (!names.default && !names.helpers.size) return null;
      const edits: { at: number; end: number; text: string }[] = [];
      let count = 0;
      const name = path.relative(root, file).split(path.sep).join('/');
      walk(program, (node) => {
        if (node.type !== 'TaggedTemplateExpression') return;
        const tag = node.tag as Node;
        const styled = !!names.default && isStyledFactory(tag, names.default);
        if (!styled && !(tag.type === 'Identifier' && names.helpers.has(tag.name as string))) return;
        if (styled) {
          const componentId = `sc-${createHash('sha256').update(`${name}#${count++}`).digest('base64url').replace(/[-_]/g, '').slice(0, 8)}`;
          edits.push({ at: tag.end, end: tag.end, text: `.withConfig({componentId:${JSON.stringify(componentId)}})` });
        }
        const quasis = (node.quasi as { quasis: (Node & { value: { raw: string } })[] }).quasis;
        quasis.forEach((q, i) => {
          if (code.slice(q.start, q.end) !== q.value.raw) return; // unexpected positions: leave the text alone
          edits.push({ at: q.start, end: q.end, text: minifyCss(q.value.raw, i === 0, i === quasis.length - 1) });
        });
      });
      if (!edits.length) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

/** Comments and runs of white space go; none is needed next to { } ; , or after a colon. Quoted strings are kept. */
export function minifyCss(raw: string, first: boolean, last: boolean): string {
  let out = raw.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/).map((part, i) => (i % 2 ? part : part
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':'))).join('');
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return out;
}

interface Node { type: string; start: number; end: number; [key: string]: unknown }

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) { for (const child of node) walk(child, visit); return; }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

/** Local names of the default import (styled) and of the css, keyframes and createGlobalStyle helpers. */
function importsOf(program: Node, source: string): { default?: string; helpers: Set<string> } {
  const found: { default?: string; helpers: Set<string> } = { helpers: new Set() };
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== source) continue;
    for (const s of statement.specifiers as Node[]) {
      const local = (s.local as { name: string }).name;
      if (s.type === 'ImportDefaultSpecifier') found.default = local;
      else if (s.type === 'ImportSpecifier' && ['css', 'keyframes', 'createGlobalStyle'].includes((s.imported as { name: string }).name)) found.helpers.add(local);
    }
  }
  return found;
}

/** styled.tag, styled(Component), and either followed by .attrs(…) or .withConfig(…). */
function isStyledFactory(tag: Node, styled: string): boolean {
  const isStyled = (n: Node) => n.type === 'Identifier' && n.name === styled;
  if (tag.type === 'MemberExpression') return isStyled(tag.object as Node);
  if (tag.type !== 'CallExpression') return false;
  const callee = tag.callee as Node;
  if (isStyled(callee)) return true;
  return callee.type === 'MemberExpression' && ['attrs', 'withConfig'].includes((callee.property as { name?: string }).name ?? '')
    && isStyledFactory(callee.object as Node, styled);
}

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
