// A page is data: each resolved block is drawn by its component from the registry.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { blocks, keepsServerHtml } from '../blocks';
import type { ResolvedBlock } from '../blocks/types';

// The registry is checked per block type; here one loose signature draws any of them.
const draw = blocks as unknown as Record<string, ComponentType<{ block: unknown; data: unknown }>>;

/** Marks where each block starts (data-block="Hero") for tests and the doctor; adds no box of its own. */
const BlockSlot = styled.div`display: contents;`;

export function Page({ content }: { content: ResolvedBlock[] }) {
  return (
    <>
      {content.map((item, i) => {
        const key = `${item.block.type}-${i}`;
        if (keepsServerHtml(item)) return <ServerHtml key={key} type={item.block.type} />;
        const Component = draw[item.block.type];
        return <BlockSlot key={key} data-block={item.block.type}><Component block={item.block} data={item.data} /></BlockSlot>;
      })}
    </>
  );
}

/** An empty inner HTML that React, when hydrating, neither checks nor writes: the served content stays. */
const AS_SERVED = { __html: '' };

/** A block left as the server rendered it (browser only, hydrate-blocks.ts); the first script runs its pictures. */
function ServerHtml({ type }: { type: string }) {
  return <BlockSlot data-block={type} dangerouslySetInnerHTML={AS_SERVED} suppressHydrationWarning />;
}
