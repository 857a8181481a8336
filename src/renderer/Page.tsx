// A page is data: each resolved block is drawn by its component from the registry.
import type { ComponentType } from 'react';
import { blocks } from '../blocks';
import type { ResolvedBlock } from '../blocks/types';

// The registry is checked per block type; here one loose signature draws any of them.
const draw = blocks as unknown as Record<string, ComponentType<{ block: unknown; data: unknown }>>;

export function Page({ content }: { content: ResolvedBlock[] }) {
  return (
    <>
      {content.map(({ block, data }, i) => {
        const Component = draw[block.type];
        return <Component key={`${block.type}-${i}`} block={block} data={data} />;
      })}
    </>
  );
}
