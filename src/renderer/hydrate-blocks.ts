// Loading the components of a page's blocks from the block registry (src/blocks/index.ts: each block
// type's component, loaded on demand, and whether it is interactive), for Page.tsx to draw. The
// registry is passed in: the server render loads every block, in the registry's order; the browser
// loads only the blocks of the page it shows, each in its own chunk, before that page is hydrated or
// shown (and only the blocks a site uses are in its bundle: generator/render/site-blocks.ts).
//
// On the first page, only blocks with behaviour of their own are hydrated (`interactive` in their
// block.ts); the others keep the server's HTML, which React leaves alone, so their code is never
// loaded for that page (a town page then loads no block code at all). What those blocks need from a
// script runs on the DOM for every page: link clicks (link-clicks.ts) and picture loading
// (ui/picture-states.ts, started by the first script).
// After a navigation every block of the next page is loaded and drawn by React.
import type { ComponentType } from 'react';
import { isInteractive, type BlockRegistry } from '../blocks/definition';
import type { BlockType, ResolvedBlock } from '../page-data';

/** One loose signature for any block's component: the registry checks each against its type. */
type AnyBlockComponent = ComponentType<{ block: unknown; data: unknown }>;

export interface BlockLoader {
  /**
   * Loads the components of these blocks (those not loaded yet), in parallel. `serverHtml`: the blocks
   * are the first page's, on screen as the server rendered them; only the interactive ones are loaded.
   */
  load(content: ResolvedBlock[], options?: { serverHtml?: boolean }): Promise<void>;
  /** Loads every block type's component, one after the other in the registry's order. */
  loadAll(): Promise<void>;
  /** A loaded component; Page.tsx asks only after its page's blocks are loaded. */
  component(type: BlockType): AnyBlockComponent | undefined;
  /** Whether Page.tsx leaves this block's server HTML as it is instead of drawing it. */
  keepsServerHtml(item: ResolvedBlock): boolean;
}

export function blockLoader(registry: BlockRegistry): BlockLoader {
  const components: Partial<Record<BlockType, AnyBlockComponent>> = {};
  /** The first page's blocks that keep the server's HTML (by identity: data loaded later never matches). */
  const keptFromServer = new WeakSet<ResolvedBlock>();
  const loadOne = async (type: BlockType) => {
    const definition = registry[type];
    if (!definition) throw new Error(`No block "${type}" in this bundle's registry (src/blocks/index.ts).`);
    components[type] = (await definition.load()).default as AnyBlockComponent;
  };
  return {
    async load(content, { serverHtml = false } = {}) {
      if (serverHtml) for (const item of content) if (!isInteractive(registry, item)) keptFromServer.add(item);
      const types = content.filter((item) => !keptFromServer.has(item)).map(({ block }) => block.type);
      await Promise.all([...new Set(types)].filter((type) => !components[type]).map(loadOne));
    },
    async loadAll() {
      for (const type of Object.keys(registry) as BlockType[]) if (!components[type]) await loadOne(type);
    },
    component: (type) => components[type],
    keepsServerHtml: (item) => keptFromServer.has(item),
  };
}
