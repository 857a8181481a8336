// What each block folder declares for the browser and the server render (`<Type>/block.ts`): how to
// load its component and whether the first page hydrates it. The component stays in a module of its
// own (`<Type>/index.tsx`), so the browser loads a block's code only for a page that shows the block.
// What the build computes or checks for a block is in `<Type>/build.ts` (build-definition.ts).
import type { ComponentType } from 'react';
import type { Block } from '../../schema/generated/site';
import type { BlockOf, BlockProps, BlockType, ResolvedBlock } from '../page-data';

export interface BlockDefinition<T extends BlockType> {
  /** The block's component: `() => import('./index')`. */
  load: () => Promise<{ default: ComponentType<BlockProps<T>> }>;
  /**
   * Has state or handlers of its own, so the first page hydrates it (the others keep the server's
   * HTML): always, or when its content asks for it. tests/unit/renderer/interactive-blocks.test.ts
   * fails when a block gains behaviour without saying so here.
   */
  interactive?: true | ((block: BlockOf<T>) => boolean);
  /**
   * The Lucide icons it draws (by name): its own, those of the shared pieces it uses and those
   * site.json names for it. The site's icon sprite holds just the icons its blocks and layout draw
   * (generator/assets/icons.ts); tests/unit/ui/icons.test.ts reads the code and fails when one is missing here.
   */
  icons?: readonly string[] | ((block: BlockOf<T>) => readonly string[]);
}

/** A block's definition, checked against its type: `export default defineBlock<'Faq'>({ load: () => import('./index') })`. */
export const defineBlock = <T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> => definition;

/** Every block type of the schema has a definition: a type without one fails `tsc`. */
export type BlockRegistry = { [T in BlockType]: BlockDefinition<T> };

export function isInteractive(registry: BlockRegistry, { block }: ResolvedBlock): boolean {
  const rule = registry[block.type]?.interactive as true | ((block: unknown) => boolean) | undefined;
  return rule === true || (!!rule && rule(block));
}

/** The icons a block draws, by its definition's `icons`. */
export function iconsOf(registry: BlockRegistry, block: Block): readonly string[] {
  const rule = registry[block.type]?.icons as readonly string[] | ((block: Block) => readonly string[]) | undefined;
  return typeof rule === 'function' ? rule(block) : (rule ?? []);
}
