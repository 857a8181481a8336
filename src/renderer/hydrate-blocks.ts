// The block registry of the browser bundle. The server renders with src/blocks/index.ts (every block,
// imported at once); the browser loads only the blocks of the page it shows, each in its own chunk,
// before that page is hydrated or shown. vite.config.ts hands this module to Page.tsx in place of
// src/blocks/index.ts in the browser build only.
//
// The loaders are a mapped type over the schema's block types, so a block type added to the schema
// without a loader here fails `tsc`, like the registry itself.
import type { BlockRegistry } from '../blocks';
import type { BlockType, ResolvedBlock } from '../blocks/types';

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

/** Filled in by loadBlocks; Page.tsx reads a component from here only after its page's blocks are loaded. */
export const blocks = {} as BlockRegistry;

/** Loads the components of these blocks (those not loaded yet), in parallel. */
export async function loadBlocks(content: ResolvedBlock[]): Promise<void> {
  const missing = [...new Set(content.map(({ block }) => block.type))].filter((type) => !blocks[type]);
  await Promise.all(missing.map(async (type) => {
    const loader = loaders[type] as () => Promise<{ default: unknown }>;
    if (!loader) throw new Error(`No component for block type "${type}" in src/renderer/hydrate-blocks.ts.`);
    (blocks as Record<string, unknown>)[type] = (await loader()).default;
  }));
}
