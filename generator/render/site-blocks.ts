// The browser bundle of a build holds the block types the site uses, and no others: a site without a
// blog gets no blog code, and no built file names a block type of another business's kind (an example
// site's files must not contain the default site's words, down to a block name).
import type { Plugin } from 'vite';
import type { Route } from '../model/route';

const REGISTRY = /\/src\/blocks\/index\.ts$/;
/** The registry's import of one block: `import Hero from './Hero/block';`. */
const IMPORT = /^import (\w+) from '\.\/\1\/block';\n/gm;
/** The registry's entry of one block: `  Hero,`. */
const ENTRY = /^ {2}(\w+),\n/gm;

export function usedBlockTypes(routes: readonly Route[]): Set<string> {
  return new Set(routes.flatMap((route) => route.blocks.map((block) => block.type)));
}

/** Vite plugin for the browser build: drops the block types not in `used` from the registry (src/blocks/index.ts). */
export function siteBlocksOnly(used: ReadonlySet<string>): Plugin {
  return {
    name: 'site:used-blocks-only',
    enforce: 'pre', // sees the source as written, before TypeScript is stripped
    transform(code, id) {
      if (this.environment.name !== 'client' || !REGISTRY.test(id.split('?')[0]!)) return null;
      const imported = [...code.matchAll(IMPORT)].map((m) => m[1]!);
      const listed = [...code.matchAll(ENTRY)].map((m) => m[1]!);
      const missing = [...used].filter((type) => !imported.includes(type) || !listed.includes(type));
      // The registry is written one import and one entry per line; if that changes, fail rather than ship a registry without them.
      if (missing.length)
        this.error(
          `generator/render/site-blocks.ts: no import line or entry line found in src/blocks/index.ts for ${missing.join(', ')}; keep "import Type from './Type/block';" and "  Type," one per line or update IMPORT and ENTRY.`,
        );
      const keep = (line: string, type: string) => (used.has(type) ? line : '');
      return { code: code.replace(IMPORT, keep).replace(ENTRY, keep), map: null };
    },
  };
}
