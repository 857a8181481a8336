// A page is data: each resolved block is drawn by its component from the registry.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { blocks } from '../blocks';
import type { ResolvedBlock } from '../blocks/types';

// The registry is checked per block type; here one loose signature draws any of them.
const draw = blocks as unknown as Record<string, ComponentType<{ block: unknown; data: unknown }>>;

/** Marks where each block starts (data-block="Hero") for tests and the doctor; adds no box of its own. */
const BlockSlot = styled.div`display: contents;`;

export function Page({ content }: { content: ResolvedBlock[] }) {
  return (
    <>
      {content.map(({ block, data }, i) => {
        const Component = draw[block.type];
        return <BlockSlot key={`${block.type}-${i}`} data-block={block.type}><Component block={block} data={data} /></BlockSlot>;
      })}
    </>
  );
}
