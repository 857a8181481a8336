// The block registry of the browser bundle. The server renders with src/blocks/index.ts (every block,
// imported at once); the browser loads only the blocks of the page it shows, each in its own chunk,
// before that page is hydrated or shown. vite.config.ts hands this module to Page.tsx in place of
// src/blocks/index.ts in the browser build only.
//
// On the first page, only blocks with behaviour of their own are hydrated (INTERACTIVE_BLOCKS); the
// others keep the server's HTML, which React leaves alone, so their code is never loaded for that
// page (a town page then loads no block code at all). What those blocks need from a script runs on the
// DOM for every page: link clicks (link-clicks.ts) and picture loading (ui/picture-states.ts, started
// by the first script).
// After a navigation every block of the next page is loaded and drawn by React.
//
// The loaders are a mapped type over the schema's block types, so a block type added to the schema
// without a loader here fails `tsc`, like the registry itself.
import type { BlockRegistry } from '../blocks';
import type { BlockOf, BlockType, ResolvedBlock } from '../blocks/types';

type Loaders = { [T in BlockType]: () => Promise<{ default: BlockRegistry[T] }> };

const loaders: Loaders = {
  AreaCards: () => import('../blocks/AreaCards'),
  AreasServed: () => import('../blocks/AreasServed'),
  Article: () => import('../blocks/Article'),
  BlogCategories: () => import('../blocks/BlogCategories'),
  BlogPosts: () => import('../blocks/BlogPosts'),
  Breadcrumb: () => import('../blocks/Breadcrumb'),
  ContactDetails: () => import('../blocks/ContactDetails'),
  ContactForm: () => import('../blocks/ContactForm'),
  CtaBand: () => import('../blocks/CtaBand'),
  Faq: () => import('../blocks/Faq'),
  Gallery: () => import('../blocks/Gallery'),
  Hero: () => import('../blocks/Hero'),
  LinkList: () => import('../blocks/LinkList'),
  Map: () => import('../blocks/Map'),
  MulchTypes: () => import('../blocks/MulchTypes'),
  Packages: () => import('../blocks/Packages'),
  PortfolioGrid: () => import('../blocks/PortfolioGrid'),
  ProcessSteps: () => import('../blocks/ProcessSteps'),
  RichText: () => import('../blocks/RichText'),
  ServiceCards: () => import('../blocks/ServiceCards'),
  ServiceList: () => import('../blocks/ServiceList'),
  SpecialtyCards: () => import('../blocks/SpecialtyCards'),
  Stats: () => import('../blocks/Stats'),
  Testimonials: () => import('../blocks/Testimonials'),
  TextWithImage: () => import('../blocks/TextWithImage'),
  WhyChoose: () => import('../blocks/WhyChoose'),
};

/**
 * Blocks with state or handlers of their own, hydrated on the first page too: always, or when their
 * content asks for it. tests/unit/renderer/interactive-blocks.test.ts fails when a block not named
 * here gains behaviour.
 */
export const INTERACTIVE_BLOCKS: { [T in BlockType]?: true | ((block: BlockOf<T>) => boolean) } = {
  ContactForm: true,
  Map: true, // the click-to-load map
  PortfolioGrid: true, // the category filter
  Article: true, // dates switch to the visitor's format (ui/dates.tsx)
  BlogPosts: true, // same
  // The "Last updated" date is the visitor's today; the "Change cookie choice" button.
  RichText: (block) => !!block.lastUpdated || block.sections.some((section) => section.consentChoice),
};

export function isInteractive({ block }: ResolvedBlock): boolean {
  const rule = INTERACTIVE_BLOCKS[block.type] as true | ((block: unknown) => boolean) | undefined;
  return rule === true || (!!rule && rule(block));
}

/** The first page's blocks that keep the server's HTML (by identity: data loaded later never matches). */
const keptFromServer = new WeakSet<ResolvedBlock>();

/** Whether Page.tsx leaves this block's server HTML as it is instead of drawing it. */
export const keepsServerHtml = (item: ResolvedBlock): boolean => keptFromServer.has(item);

/** Filled in by loadBlocks; Page.tsx reads a component from here only after its page's blocks are loaded. */
export const blocks = {} as BlockRegistry;

/**
 * Loads the components of these blocks (those not loaded yet), in parallel. `serverHtml`: the blocks
 * are the first page's, on screen as the server rendered them; only the interactive ones are loaded.
 */
export async function loadBlocks(content: ResolvedBlock[], { serverHtml = false } = {}): Promise<void> {
  if (serverHtml) for (const item of content) if (!isInteractive(item)) keptFromServer.add(item);
  const types = content.filter((item) => !keptFromServer.has(item)).map(({ block }) => block.type);
  const missing = [...new Set(types)].filter((type) => !blocks[type]);
  await Promise.all(missing.map(async (type) => {
    const loader = loaders[type] as () => Promise<{ default: unknown }>;
    if (!loader) throw new Error(`No component for block type "${type}" in src/renderer/hydrate-blocks.ts.`);
    (blocks as Record<string, unknown>)[type] = (await loader()).default;
  }));
}
