// A page is data: each resolved block is drawn by its component, from the block registry.
import { useContext, type ReactElement } from 'react';
import styled from 'styled-components';
import { blocks } from '../blocks';
import type { ResolvedBlock } from '../page-data';
import { blockLoader } from './hydrate-blocks';
import { SharedPart, SharedPartsContext } from './layout/SharedPart';
import { hasMarker } from './stencil';

/**
 * The components loaded in this thread (server) or tab (browser): render-page.tsx loads every block's,
 * hydrate-app.tsx those of each page it shows (hydrate-blocks.ts).
 */
export const pageBlocks = blockLoader(blocks);

/** Marks where each block starts (data-block="Hero") for tests and the doctor; adds no box of its own. */
const BlockSlot = styled.div`
  display: contents;
`;

export function Page({ content, path }: { content: ResolvedBlock[]; path: string }) {
  return (
    <>
      {content.map((item, i) => {
        const key = `${item.block.type}-${i}`;
        if (pageBlocks.keepsServerHtml(item)) return <ServerHtml key={key} type={item.block.type} />;
        const Component = pageBlocks.component(item.block.type);
        if (!Component)
          throw new Error(
            `No component for block type "${item.block.type}": load the page's blocks before drawing it (hydrate-blocks.ts).`,
          );
        const draw = ({ block, data }: ResolvedBlock) => (
          <BlockSlot data-block={block.type}>
            <Component block={block} data={data} />
          </BlockSlot>
        );
        return <SharedBlock key={key} index={i} item={item} path={path} draw={draw} />;
      })}
    </>
  );
}

/**
 * On the server, a block met again at the same place with the same data, or the same but for the
 * page's own values (its town's), is taken as drawn before (layout/SharedPart.tsx, stencil.ts): town
 * pages of a template share most blocks so. Not one that links to the page itself, whose link the page
 * marks (aria-current). In the browser, the block itself.
 */
function SharedBlock({
  index,
  item,
  path,
  draw,
}: {
  index: number;
  item: ResolvedBlock;
  path: string;
  draw: (item: ResolvedBlock) => ReactElement;
}) {
  const parts = useContext(SharedPartsContext);
  if (!parts) return draw(item);
  const json = JSON.stringify(item);
  if (json.includes(`"${path}`)) return draw(item);
  const general = hasMarker(json) ? json : parts.stencil.takeOut(json);
  return (
    <SharedPart
      name={`block ${index}\n${general}`}
      onceRepeated
      stencil={general === json ? undefined : () => draw(JSON.parse(general) as ResolvedBlock)}
    >
      {draw(item)}
    </SharedPart>
  );
}

/** An empty inner HTML that React, when hydrating, neither checks nor writes: the served content stays. */
const AS_SERVED = { __html: '' };

/** A block left as the server rendered it (browser only, hydrate-blocks.ts); the first script runs its pictures. */
function ServerHtml({ type }: { type: string }) {
  return <BlockSlot data-block={type} dangerouslySetInnerHTML={AS_SERVED} suppressHydrationWarning />;
}
