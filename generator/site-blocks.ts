// The browser bundle of a build holds the loaders of the block types the site uses, and no others:
// a site without a blog gets no blog code, and no built file names a block type of another business's
// kind (an example site's files must not contain the default site's words, down to a block name).
import type { Plugin } from 'vite';
import type { Route } from './expand';

const REGISTRY = /\/src\/renderer\/hydrate-blocks\.ts$/;
/** One loader line of hydrate-blocks.ts: `  Hero: () => import('../blocks/Hero'),`. */
const LOADER = /^ {2}(\w+): \(\) => import\('\.\.\/blocks\/\1'\),\n/gm;

export function usedBlockTypes(routes: readonly Route[]): Set<string> {
  return new Set(routes.flatMap((route) => route.blocks.map((block) => block.type)));
}

/** Vite plugin for the browser build: drops the loaders of block types not in `used` from hydrate-blocks.ts. */
export function siteBlocksOnly(used: ReadonlySet<string>): Plugin {
  return {
    name: 'site:used-blocks-only',
    enforce: 'pre', // sees the source as written, before TypeScript is stripped
    transform(code, id) {
      if (this.environment.name !== 'client' || !REGISTRY.test(id.split('?')[0]!)) return null;
      const listed = [...code.matchAll(LOADER)].map((m) => m[1]!);
      const missing = [...used].filter((type) => !listed.includes(type));
      // The loaders are written one per line; if that changes, fail rather than ship a registry without them.
      if (missing.length) this.error(`generator/site-blocks.ts: no loader line found in hydrate-blocks.ts for ${missing.join(', ')}; keep one "Type: () => import('../blocks/Type')," per line or update LOADER.`);
      return { code: code.replace(LOADER, (line, type: string) => (used.has(type) ? line : '')), map: null };
    },
  };
}
